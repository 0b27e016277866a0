import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/utils.css';
import { vars } from '../../theme/vars.css';

export type Tone = 'critical' | 'warning' | 'info' | 'positive' | 'neutral';

const toneStyle = (tone: Tone) => ({
  color: vars.color[tone].text,
  background: vars.color[tone].background,
  borderLeftColor: vars.color[tone].border,
});

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.medium}`,
  borderLeft: '4px solid',
  borderRadius: vars.radius.small,
});

export const tone = styleVariants({
  critical: toneStyle('critical'),
  warning: toneStyle('warning'),
  info: toneStyle('info'),
  positive: toneStyle('positive'),
  neutral: toneStyle('neutral'),
});

export const icon = style({ flexShrink: 0, fontSize: vars.fontSize.xlarge, marginTop: 1 });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.text,
});

export const body = style({ color: vars.color.text });

export const actions = style({
  display: 'flex',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  margin: `-${vars.space.xxsmall} -${vars.space.xxsmall} 0 0`,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.large,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(0, 0, 0, 0.06)' },
    '&[data-focus-visible]': focusRing,
  },
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  selectors: { '&:empty': { display: 'none' } },
});
