import { baseTokens, type ThemeTokens } from '../../tokens';

/**
 * The organiser's default theme: plum accent, contrast measured in docs/design.md against WCAG 2.2.
 */
export const salonTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    text: '#111111', // 18.9:1 on white
    textMuted: '#5C5C5C', // 6.7:1 on white
    background: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceSubtle: '#F7F5F2',
    border: '#E2DED8',
    borderStrong: '#B9B3AA',
    borderInput: '#767676', // 4.5:1 on white (non-text needs 3:1)
    accent: '#5B2A86', // white on it 9.9:1
    accentHover: '#4A2070',
    onAccent: '#FFFFFF',
    accentSubtle: '#F3ECF9', // accent text on it 8.6:1
    link: '#5B2A86',
    overlay: 'rgba(17, 17, 17, 0.48)',
    critical: { text: '#8C1D18', background: '#FCE8E6', border: '#C7413A' },
    positive: { text: '#1E5631', background: '#E6F4EA', border: '#3C8A57' },
    warning: { text: '#7A4B00', background: '#FFF4E0', border: '#B7791F' },
    info: { text: '#0B4F8A', background: '#E7F0FA', border: '#3A7BC8' },
    neutral: { text: '#333333', background: '#EFEFEF', border: '#9A9A9A' },
  },
  shadow: {
    small: '0 1px 2px rgba(17, 17, 17, 0.06)',
    medium: '0 4px 16px rgba(17, 17, 17, 0.08)',
    overlay: '0 16px 48px rgba(17, 17, 17, 0.24)',
  },
  // 2 px #1A5FD1 with 2 px offset on light surfaces (5.8:1 on white); white on accent surfaces.
  focusRing: { width: '2px', offset: '2px', color: '#1A5FD1', colorOnAccent: '#FFFFFF' },
  logo: { height: '28px' },
  footer: { background: '#111111', text: '#F2F2F2', link: '#FFFFFF', border: '#333333' },
};
