import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { salonTheme, type Theme } from '../theme/theme';
import { themeRoot } from '../theme/themes.css';
import { intlLocale, uiMessages, type UiLocale, type UiMessages } from './messages';

interface UiContextValue {
  locale: UiLocale;
  intl: string;
  messages: UiMessages;
  theme: Theme;
}

const defaultContext: UiContextValue = {
  locale: 'fr',
  intl: intlLocale.fr,
  messages: uiMessages.fr,
  theme: salonTheme,
};

const UiContext = createContext<UiContextValue>(defaultContext);

export interface UiProviderProps {
  /** Language of the texts the library owns, and of money and dates. French by default (spec §1). */
  locale?: UiLocale;
  /** The brand: `salonTheme` by default, `matterAndShapeTheme` or an organiser's own. */
  theme?: Theme;
  /** Replace some library-owned texts (e.g. to reuse the portal's wording). */
  messages?: Partial<UiMessages>;
  children: ReactNode;
}

/**
 * Gives every component below it a locale and a theme. Wrap the app once:
 * `<UiProvider locale="en" theme={matterAndShapeTheme}>`. It renders one `div` carrying the
 * theme class and the `lang` attribute; overlays, which render on `document.body`, read the theme
 * from context and carry its class themselves.
 */
export function UiProvider({
  locale = 'fr',
  theme = salonTheme,
  messages,
  children,
}: UiProviderProps) {
  const value = useMemo<UiContextValue>(
    () => ({
      locale,
      intl: intlLocale[locale],
      messages: { ...uiMessages[locale], ...messages },
      theme,
    }),
    [locale, theme, messages],
  );
  return (
    <UiContext.Provider value={value}>
      <I18nProvider locale={value.intl}>
        <div className={`${theme.className} ${themeRoot}`} lang={locale}>
          {children}
        </div>
      </I18nProvider>
    </UiContext.Provider>
  );
}

/** The current locale, its `Intl` tag, the library's texts and the theme. */
export function useUi(): UiContextValue {
  return useContext(UiContext);
}

/** The class names an element rendered outside the provider's `div` (a portal) must carry. */
export function useThemeClassName(): string {
  const { theme } = useUi();
  return `${theme.className} ${themeRoot}`;
}
