import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rule = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  selectors: { '&[data-met]': { color: vars.color.positive.text } },
});

export const ruleIcon = style({ flexShrink: 0 });
