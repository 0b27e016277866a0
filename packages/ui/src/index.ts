// The public API of @salon/ui: named exports only, listed one by one (Primer's export test
// snapshots this list, see `exports.test.ts`).

// Theme
export { vars } from './theme/vars.css';
export { salonThemeClass, matterAndShapeThemeClass } from './theme/themes.css';
export { salonTheme, matterAndShapeTheme, defineTheme } from './theme/theme';
export type { Theme } from './theme/theme';
export { SalonLogo, MatterAndShapeLogo } from './theme/logos';
export type { LogoProps } from './theme/logos';
export { baseTokens } from './theme/tokens';
export type { ThemeTokens } from './theme/tokens';
export { salonTokens } from './theme/themes/salon/tokens';
export { matterAndShapeTokens } from './theme/themes/matterAndShape/tokens';
export { breakpoints, mediaQuery } from './theme/breakpoints';
export { sprinkles } from './css/sprinkles.css';
export type { Sprinkles } from './css/sprinkles.css';

// Locale and formatting
export { UiProvider, useUi } from './i18n/UiProvider';
export type { UiProviderProps } from './i18n/UiProvider';
export { uiLocales, uiMessages } from './i18n/messages';
export type { UiLocale, UiMessages, UiMessageKey } from './i18n/messages';
export { formatMoney, formatDate, formatPercent } from './lib/format';

// Actions
export { Button, LinkButton } from './components/Button/Button';
export type { ButtonProps, LinkButtonProps, ButtonVariant } from './components/Button/Button';
