// The page heading shared by the portal's screens (docs/design.md: type and whitespace make the
// hierarchy, no box around it): the small line above the title, the title, and the two together.
import { mediaQuery, vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

/** The page title and what stands above and under it, close together. */
export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** A small line above a title: the step, the area, the context. */
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** The page's one `h1`: it takes the focus after a navigation (docs/design.md "Focus"). */
export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  outline: 'none',
  '@media': { [mediaQuery.medium]: { fontSize: vars.fontSize.display } },
});
