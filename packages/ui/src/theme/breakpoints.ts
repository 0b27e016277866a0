/**
 * Breakpoints of docs/design.md "Layout": small below 600 px, medium from 600 px (where the side
 * menu becomes permanent, spec §2), large from 1024 px. CSS custom properties cannot be used inside
 * a media or container query, so the queries read these constants; the theme contract carries the
 * same values (`vars.breakpoint`) for components and consumers that compute layouts in script.
 */
export const breakpoints = { medium: 600, large: 1024 } as const;

export const mediaQuery = {
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
} as const;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
