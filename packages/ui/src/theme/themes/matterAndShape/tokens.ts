import { baseTokens, type ThemeTokens } from '../../tokens';
import { salonTokens } from '../salon/tokens';

/**
 * The second brand (spec §2: the Matter and Shape first registration has its own logo and footer;
 * docs/design.md "Second brand": deep green accent #2F4F3E, white on it 9.1:1). Same components,
 * other values.
 */
export const matterAndShapeTokens: ThemeTokens = {
  ...baseTokens,
  font: {
    body: baseTokens.font.body,
    heading: 'Georgia, "Times New Roman", Times, serif',
  },
  letterSpacing: { heading: '0', caps: '0.12em' },
  color: {
    ...salonTokens.color,
    surfaceSubtle: '#F2F4F1',
    border: '#D9DED8',
    accent: '#2F4F3E', // white on it 9.1:1
    accentHover: '#233B2E',
    onAccent: '#FFFFFF',
    accentSubtle: '#E8EFEA', // #2F4F3E on it 7.8:1
    link: '#2F4F3E',
  },
  shadow: salonTokens.shadow,
  radius: { small: '0px', medium: '0px', large: '2px', full: '999px' },
  focusRing: salonTokens.focusRing,
  logo: { height: '32px' },
  footer: { background: '#E8EFEA', text: '#1B2D23', link: '#1B2D23', border: '#C5D2C9' },
};
