import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { matterAndShapeTokens } from './themes/matterAndShape/tokens';
import { salonTokens } from './themes/salon/tokens';
import { vars } from './vars.css';

/** Class names that set every contract variable, one per theme (Braid's `makeBraidTheme`). */
export const salonThemeClass = createTheme(vars, salonTokens, 'salon');
export const matterAndShapeThemeClass = createTheme(vars, matterAndShapeTokens, 'matterAndShape');

/** Base text styles applied on the element that carries a theme class. */
export const themeRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.text,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  fontVariantNumeric: 'normal',
});

// Sizes include padding and border inside the library's elements (and only there: no global reset).
globalStyle(`${themeRoot}, ${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});
