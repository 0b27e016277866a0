import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const state = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const stateTone = styleVariants({
  paid: { color: vars.color.positive.text },
  due: { color: vars.color.text },
  overdue: {
    color: vars.color.critical.text,
    background: vars.color.critical.background,
    padding: `0 ${vars.space.xsmall}`,
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.strong,
  },
});
