// The ui library's texts from the portal's catalogs (docs/i18n.md "The ui's texts"): in English
// (any language but the default), the `ui.*` messages load with the common namespaces and the
// library formats them with the page's react-intl `intl`, so an organiser translates the library
// with the portal; in French, the library's French defaults are the catalog's texts (src/i18n/catalogs.ts).
import { defaultLanguage } from '@salon/domain';
import { UiProvider, type UiProviderProps } from '@salon/ui';
import { useIntl } from 'react-intl';

/** UiProvider fed by the surrounding IntlProvider. */
export function UiIntlProvider(props: Omit<UiProviderProps, 'intl'>) {
  const intl = useIntl();
  return <UiProvider {...props} intl={intl.locale === defaultLanguage ? undefined : intl} />;
}
