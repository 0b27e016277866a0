// The ui library's texts from the portal's catalogs (docs/i18n.md "The ui's texts"): the `ui.*`
// messages load with the common namespaces (./namespaces.json), and the library formats them with
// the page's react-intl `intl`, so an organiser translates the library with the portal.
import { UiProvider, type UiProviderProps } from '@salon/ui';
import { useIntl } from 'react-intl';

/** UiProvider fed by the surrounding IntlProvider. */
export function UiIntlProvider(props: Omit<UiProviderProps, 'intl'>) {
  const intl = useIntl();
  return <UiProvider {...props} intl={intl} />;
}
