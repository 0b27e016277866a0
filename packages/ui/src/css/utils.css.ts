import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The visible focus ring of docs/design.md "Focus", for elements styled through RAC's data
 * attributes.
 */
export const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
  outlineOffset: vars.focusRing.offset,
} as const;

export const focusRingOnAccent = {
  outline: `${vars.focusRing.width} solid ${vars.focusRing.colorOnAccent}`,
  outlineOffset: vars.focusRing.offset,
} as const;

/** Tabular numerals for money (docs/design.md "Principles": money is exact and legible). */
export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });

export const heading = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  margin: 0,
  color: vars.color.text,
});
