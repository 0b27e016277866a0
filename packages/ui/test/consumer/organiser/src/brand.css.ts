// The organiser's own theme: the library's contract (`vars`) filled with their brand colours on
// top of the default tokens (the @salon/ui README). organiser-browser.mjs reads the accent back
// from a button: #7A1F3D is rgb(122, 31, 61).
import { createTheme } from '@vanilla-extract/css';
import { salonTokens, vars } from '@salon/ui';

export const brandClass = createTheme(vars, {
  ...salonTokens,
  color: {
    ...salonTokens.color,
    accent: '#7A1F3D',
    accentHover: '#5E172F',
    accentSubtle: '#F8E9EE',
    link: '#7A1F3D',
  },
  footer: { background: '#7A1F3D', text: '#FFFFFF', link: '#FFFFFF', border: '#5E172F' },
});
