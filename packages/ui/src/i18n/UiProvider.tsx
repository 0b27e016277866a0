import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { salonTheme, type Theme } from '../theme/theme';
import { themeRoot } from '../theme/themes.css';
import {
  interpolate,
  intlLocale,
  uiMessages,
  type UiLocale,
  type UiMessageDescriptor,
  type UiMessageKey,
  type UiMessages,
  type UiMessageValues,
} from './messages';

/** The part of react-intl's `intl` object the library uses: pass `useIntl()` as it is. */
export interface UiIntl {
  formatMessage(descriptor: UiMessageDescriptor, values?: UiMessageValues): string;
}

/** A catalog of the library's messages: id (`ui.close`...) to ICU text with `{name}` arguments. */
export type UiCatalog = Readonly<Record<string, string>>;

/** Formats one of the library's messages in the current language. */
export type UiFormat = (descriptor: UiMessageDescriptor, values?: UiMessageValues) => string;

interface UiContextValue {
  locale: UiLocale;
  intl: string;
  messages: UiMessages;
  format: UiFormat;
  theme: Theme;
}

/**
 * The formatter of the library's messages: a catalog's text, else the app's `intl`, else the French
 * default in the code (spec §1: French default and fallback).
 */
function formatterFor(intl?: UiIntl, catalog?: UiCatalog): UiFormat {
  if (intl && !catalog) return (descriptor, values) => intl.formatMessage(descriptor, values);
  return (descriptor, values) =>
    interpolate(catalog?.[descriptor.id] ?? descriptor.defaultMessage, values);
}

function formatAll(format: UiFormat): UiMessages {
  const entries = Object.entries(uiMessages) as [UiMessageKey, UiMessageDescriptor][];
  return Object.fromEntries(
    entries.map(([key, descriptor]) => [key, format(descriptor)]),
  ) as UiMessages;
}

const defaultFormat = formatterFor();

const defaultContext: UiContextValue = {
  locale: 'fr',
  intl: intlLocale.fr,
  messages: formatAll(defaultFormat),
  format: defaultFormat,
  theme: salonTheme,
};

const UiContext = createContext<UiContextValue>(defaultContext);

export interface UiProviderProps {
  /** Language of the texts the library owns, and of money and dates. French by default (spec §1). */
  locale?: UiLocale;
  /** The brand: `salonTheme` by default, `matterAndShapeTheme` or an organiser's own. */
  theme?: Theme;
  /**
   * The app's react-intl `intl` (`useIntl()`): the library's texts are then the `ui.*` messages of
   * the app's catalog, so an organiser translates them with the rest of the app (docs/i18n.md).
   */
  intl?: UiIntl;
  /**
   * A catalog of the library's messages, without react-intl: `@salon/ui/lang/en/ui.json` for
   * English, or an organiser's own (`{ 'ui.close': 'Schließen', ... }`); takes precedence over
   * `intl`. Without either, the texts are the French defaults.
   */
  messages?: UiCatalog;
  children: ReactNode;
}

/**
 * Gives every component below it a locale, its texts and a theme. Wrap the app once:
 * `<UiProvider locale="en" theme={matterAndShapeTheme} intl={intl}>`. It renders one `div`
 * carrying the theme class and the `lang` attribute; overlays, which render on `document.body`,
 * read the theme from context and carry its class themselves.
 */
export function UiProvider({
  locale = 'fr',
  theme = salonTheme,
  intl,
  messages,
  children,
}: UiProviderProps) {
  const value = useMemo<UiContextValue>(() => {
    const format = formatterFor(intl, messages);
    return { locale, intl: intlLocale[locale], messages: formatAll(format), format, theme };
  }, [locale, theme, intl, messages]);
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

/** The current locale, its `Intl` tag, the library's texts, their formatter and the theme. */
export function useUi(): UiContextValue {
  return useContext(UiContext);
}

/** A component's own messages formatted in the current language, with its `labels` on top. */
export function useUiTexts<K extends string>(
  messages: Readonly<Record<K, UiMessageDescriptor>>,
  labels?: Partial<Record<NoInfer<K>, string>>,
): Record<K, string> {
  const { format } = useUi();
  return useMemo(() => {
    const entries = Object.entries(messages) as [K, UiMessageDescriptor][];
    const texts = Object.fromEntries(entries.map(([key, d]) => [key, format(d)])) as Record<
      K,
      string
    >;
    return { ...texts, ...labels };
  }, [format, messages, labels]);
}

/** The class names an element rendered outside the provider's `div` (a portal) must carry. */
export function useThemeClassName(): string {
  const { theme } = useUi();
  return `${theme.className} ${themeRoot}`;
}
