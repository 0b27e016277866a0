import type { vars } from './vars.css';

type MapLeafNodes<Obj, Leaf> = {
  [Prop in keyof Obj]: Obj[Prop] extends string ? Leaf : MapLeafNodes<Obj[Prop], Leaf>;
};

/** The raw values of one theme: every leaf of the contract (`vars`) gets a CSS value. */
export type ThemeTokens = MapLeafNodes<typeof vars, string>;

/** The tokens every theme shares unless it says otherwise: type scale, space, breakpoints. */
export const baseTokens = {
  font: {
    // Fonts are served by the consumer (docs/design.md "Type": never a third-party CDN). "Inter
    // Variable" is used when the portal loads it from @fontsource-variable/inter; while it loads
    // (font-display: swap), "Inter Fallback", a local Arial the consumer metric-matches to Inter
    // (the portal's fonts.css), so the swap shifts nothing; otherwise the system stack.
    body: '"Inter Variable", Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading:
      '"Inter Variable", Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  // docs/design.md "Type" scale: 14, 16 (body), 18, 22, 28, 36 px.
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    xlarge: '1.375rem',
    xxlarge: '1.75rem',
    display: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', strong: '650' },
  lineHeight: { text: '1.5', heading: '1.2' },
  letterSpacing: { heading: '-0.01em', caps: '0.06em' },
  // docs/design.md "Space" on a 4 px base: 4, 8, 12, 16, 24, 32, 48, 64.
  space: {
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
    xxxlarge: '64px',
  },
  radius: { small: '4px', medium: '6px', large: '12px', full: '999px' },
  breakpoint: { medium: '600px', large: '1024px' },
  layout: {
    contentMaxWidth: '1200px',
    sideMenuWidth: '264px',
    topBarHeight: '64px',
    drawerWidth: 'min(480px, 100vw)',
  },
  motion: { duration: '160ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} satisfies Partial<ThemeTokens>;
