import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.xsmall}`,
  border: '1px solid',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.text,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

const tone = (name: 'warning' | 'info' | 'neutral' | 'positive') => ({
  color: vars.color[name].text,
  background: vars.color[name].background,
  borderColor: vars.color[name].background,
});

export const tones = styleVariants({
  warning: [tone('warning'), { borderColor: vars.color.warning.border }],
  info: tone('info'),
  neutral: tone('neutral'),
  positive: tone('positive'),
  // "paid: positive, strongest": the filled version of the positive tone.
  positiveStrong: {
    color: vars.color.positive.background,
    background: vars.color.positive.text,
    borderColor: vars.color.positive.text,
    fontWeight: vars.fontWeight.strong,
  },
  // "canceled: critical, muted": critical text on the page background, outlined.
  criticalMuted: {
    color: vars.color.critical.text,
    background: vars.color.surface,
    borderColor: vars.color.critical.border,
  },
});

export const icon = style({ flexShrink: 0 });

export const detail = style({ fontWeight: vars.fontWeight.regular });
