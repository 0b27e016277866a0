import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../css/utils.css';
import { reducedMotion } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.text,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.motion.duration}` },
    '&[data-exiting]': { animation: `${fade} ${vars.motion.duration} reverse` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const arrow = style({
  fill: vars.color.text,
  display: 'block',
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});

export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.fontSize.large,
  verticalAlign: 'middle',
  cursor: 'help',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

/** The open InfoTip: a small surface beside its button, the page's text colours. */
export const tip = style({
  maxWidth: 'min(320px, calc(100vw - 32px))',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.motion.duration}` },
    '&[data-exiting]': { animation: `${fade} ${vars.motion.duration} reverse` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const tipArrow = style([
  arrow,
  { fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1 },
]);

export const tipDialog = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.text,
  outline: 'none',
});

export const tipTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

/** Paragraphs and lists inside the tip keep small, even margins. */
export const tipBody = style({});
globalStyle(`${tipBody} p, ${tipBody} ul`, { margin: 0 });
globalStyle(`${tipBody} ul`, { paddingLeft: vars.space.medium });
globalStyle(`${tipBody} > :not(:first-child)`, { marginTop: vars.space.xsmall });
