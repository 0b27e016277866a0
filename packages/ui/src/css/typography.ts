// Type styles shared by several components, as style objects each component spreads into its own
// class (docs/design.md "Type": hierarchy from size and weight).
import { vars } from '../theme/vars.css';

/** A heading at a size of the scale: the heading face, strong, tight lines, no margin. */
export function headingType(fontSize: string) {
  return {
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.heading,
    letterSpacing: vars.letterSpacing.heading,
  } as const;
}

/** Small spaced capitals above a title (the event above a card's or a page's title). */
export const eyebrowType = {
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
} as const;
