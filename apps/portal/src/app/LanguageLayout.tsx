import { matterAndShapeTheme, salonTheme, LoadingState, UiProvider } from '@salon/ui';
import type { Language } from '@salon/domain';
import { useEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { loadCatalog, loadedCatalog, type CompiledCatalog } from '../i18n/catalogs';
import { isLanguage, routes, withLanguagePrefix } from '../routing/paths';
import { RouteFocus } from './RouteFocus';
import { SessionAlerts } from './SessionAlerts';
import { useAriaHref } from './useAriaHref';
import { useSession } from './ServicesContext';
import { UnavailableScreen } from './UnavailableScreen';

function useCatalog(lang: Language | null): CompiledCatalog | undefined {
  // Bumped when a catalog finishes loading; the catalogs themselves live in the loader's cache.
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!lang || loadedCatalog(lang)) return;
    let live = true;
    void loadCatalog(lang).then(() => {
      if (live) setLoaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return lang ? loadedCatalog(lang) : undefined;
}

/** The Matter and Shape pages wear the second brand (spec §2). */
function themeFor(pathname: string) {
  const matterAndShape =
    pathname.endsWith(`/${routes.firstRegistrationMatterAndShape.path}`) ||
    pathname.endsWith(`/${routes.confirmFirstRegisterMatterAndShape.path}`);
  return matterAndShape ? matterAndShapeTheme : salonTheme;
}

/**
 * Everything under `/{lang}` (spec §2): a URL whose first segment is not a language is redirected
 * under the browser's language; the catalog of the language is loaded; react-intl, the ui library
 * and react-aria's links get the language and the router; the global alerts sit on top.
 * Nothing shows until the session has booted (spec §7: the client token comes first).
 */
export function LanguageLayout() {
  const { lang: param } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const lang = isLanguage(param) ? param : null;
  const catalog = useCatalog(lang);
  const session = useSession();

  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);

  if (!lang) {
    return <Navigate to={withLanguagePrefix(location, navigator.languages ?? [])} replace />;
  }
  const theme = themeFor(location.pathname);
  if (!catalog || session.status === 'booting') {
    return (
      <UiProvider locale={lang} theme={theme}>
        <LoadingState />
      </UiProvider>
    );
  }
  return (
    <IntlProvider locale={lang} defaultLocale="fr" messages={catalog}>
      <UiProvider locale={lang} theme={theme}>
        <AriaRouterProvider navigate={navigate} useHref={useAriaHref}>
          <RouteFocus />
          <SessionAlerts />
          {session.status === 'unavailable' ? <UnavailableScreen /> : <Outlet />}
        </AriaRouterProvider>
      </UiProvider>
    </IntlProvider>
  );
}
