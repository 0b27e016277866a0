import { matterAndShapeTheme, salonTheme, LoadingState, UiProvider } from '@salon/ui';
import type { Language } from '@salon/domain';
import {
  startTransition,
  use,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useSyncExternalStore,
} from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import {
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  type NavigateOptions,
} from 'react-router-dom';
import {
  commonNamespaces,
  hasNamespaces,
  loadedMessages,
  loadNamespaces,
  subscribeToCatalogs,
  type CompiledCatalog,
} from '../i18n/catalogs';
import { isLanguage, routes, splitLanguage, withLanguagePrefix } from '../kit/routing/paths';
import { RouteFocus } from './RouteFocus';
import { SessionAlerts } from './SessionAlerts';
import { useAriaHref } from '../kit/useAriaHref';
import { useSession } from '../kit/ServicesContext';
import { UnavailableScreen } from './UnavailableScreen';
import { UiIntlProvider } from '../i18n/UiIntlProvider';
import { PrerenderedContext } from './prerender/PrerenderedContext';

/**
 * The first load of a language's common namespaces, which the layout waits for; it never rejects:
 * after a failure the layout shows its loading state and tries again (useCatalog).
 */
const firstLoads = new Map<Language, Promise<void>>();
function firstLoad(lang: Language): Promise<void> {
  let load = firstLoads.get(lang);
  if (!load) {
    load = loadNamespaces(lang, commonNamespaces).catch(() => undefined);
    firstLoads.set(lang, load);
  }
  return load;
}

/**
 * The messages of the language loaded so far (the common namespaces and the routes' own), once
 * the common ones are in; undefined until then. The component suspends while the common
 * namespaces load (the first page; a language switch, which navigates in a transition, so the
 * page shown stays meanwhile: `useLinkNavigate`); a failed load is left to the layout, which shows
 * its loading state and tries again. It renders again when the common namespaces are in, not at
 * each namespace that loads after them: the object grows in place (src/i18n/catalogs.ts
 * `loadedMessages`).
 */
function useCatalog(lang: Language | null): CompiledCatalog | undefined {
  const snapshot = () =>
    lang && hasNamespaces(lang, commonNamespaces) ? loadedMessages(lang) : undefined;
  const messages = useSyncExternalStore(subscribeToCatalogs, snapshot, snapshot);
  // Once the first load has begun, every render waits on it (a settled promise returns at once):
  // React replays a render that suspended on `use`, and a replay that skipped the `use` the first
  // attempt made would call the next hook out of order (React error 467, reported as the
  // recoverable error 520 when the catalogs arrived during that render; docs/performance.md).
  if (lang && (firstLoads.has(lang) || !hasNamespaces(lang, commonNamespaces))) {
    use(firstLoad(lang));
  }
  const ready = messages !== undefined;
  useEffect(() => {
    if (lang && !ready) void loadNamespaces(lang, commonNamespaces);
  }, [lang, ready]);
  return ready ? messages : undefined;
}

/**
 * The router's navigation for react-aria's links. A link to the other language (the Fr/En switch,
 * spec §2) navigates in a transition: the page shown stays until the new language's texts are in,
 * where a navigation at once would show nothing meanwhile (the routes' `Suspense` has no
 * fallback). Any other link navigates at once (src/root/App.tsx).
 */
function useLinkNavigate(lang: Language | null) {
  const navigate = useNavigate();
  return useCallback(
    (path: string, options?: NavigateOptions) => {
      const target = splitLanguage(path.split(/[?#]/)[0] ?? path).lang;
      if (target && target !== lang) startTransition(() => navigate(path, options));
      else void navigate(path, options);
    },
    [navigate, lang],
  );
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
 * Nothing shows until the session has booted (spec §7: the client token comes first), but the
 * page the browser painted from its prerendered HTML, whose forms wait for the token
 * (docs/performance.md "Prerendered pages").
 */
export function LanguageLayout() {
  const { lang: param } = useParams();
  const location = useLocation();
  const lang = isLanguage(param) ? param : null;
  const navigate = useLinkNavigate(lang);
  const catalog = useCatalog(lang);
  const session = useSession();
  const prerenderedPath = useContext(PrerenderedContext);
  // The page after the boot renders in a transition (docs/performance.md "Fifth pass"): the
  // loading state stays while React renders the signed-in layout and its page in slices of a
  // few milliseconds, instead of one long task when the session's answer comes.
  const booting = useDeferredValue(
    session.status === 'booting' && prerenderedPath !== location.pathname,
  );

  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);

  if (!lang) {
    return <Navigate to={withLanguagePrefix(location, navigator.languages ?? [])} replace />;
  }
  const theme = themeFor(location.pathname);
  if (!catalog || booting) {
    return (
      <UiProvider locale={lang} theme={theme}>
        <LoadingState />
      </UiProvider>
    );
  }
  return (
    <IntlProvider locale={lang} defaultLocale="fr" messages={catalog}>
      <UiIntlProvider locale={lang} theme={theme}>
        <AriaRouterProvider navigate={navigate} useHref={useAriaHref}>
          <RouteFocus />
          <SessionAlerts />
          {session.status === 'unavailable' ? <UnavailableScreen /> : <Outlet />}
        </AriaRouterProvider>
      </UiIntlProvider>
    </IntlProvider>
  );
}
