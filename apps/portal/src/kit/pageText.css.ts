// The page heading shared by the portal's screens (docs/design.md: type and whitespace make the
// hierarchy, no box around it): the small line above the title, the title, and the two together.
import { eyebrowType, headingType, mediaQuery, vars } from '@salon/ui';
import { style } from '@vanilla-extract/css';

/** The page title and what stands above and under it, close together. */
export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** A small line above a title: the step, the area, the context. */
export const eyebrow = style(eyebrowType);

/** The page's one `h1`: it takes the focus after a navigation (docs/design.md "Focus"). */
export const pageTitle = style({
  ...headingType(vars.fontSize.xxlarge),
  outline: 'none',
  '@media': { [mediaQuery.medium]: { fontSize: vars.fontSize.display } },
});
