// Loading a page's code before it shows (docs/performance.md "Fourth pass"): the page the portal
// opens on, from its boot, and the page a link leads to, from the intent to follow it.
import { matchRoutes } from 'react-router-dom';
import { commonNamespaces, loadNamespaces } from '../i18n/catalogs';
import { isLanguage } from '../kit/routing/paths';
import type { LazyRouteHandle } from './lazyScreen';
import { routeTree } from './router';
import { runInTasks } from '../kit/tasks';

/**
 * Starts loading what the page at `pathname` shows, its layout's and its screen's chunks and
 * catalog namespaces, before the app renders it (src/main.tsx): they download while the session
 * boots instead of after it. It waits for the common texts, which the first paint needs
 * (LanguageLayout), so as not to compete with them, and starts each route's requests in a task of
 * its own (each `import()` costs the main thread a little: a page's dozen of them in one task
 * would block it, docs/performance.md "Fifth pass"). The guards still decide what shows.
 */
export function preloadRoute(pathname: string): void {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  const lang = matches[0]?.params.lang;
  if (!isLanguage(lang)) return;
  const handles = matches.flatMap(({ route }) =>
    route.handle ? [route.handle as LazyRouteHandle] : [],
  );
  loadNamespaces(lang, commonNamespaces).then(
    // A preload is a head start, never a failure of its own: the render loads what it shows.
    () => runInTasks(handles.map((handle) => () => handle.preload(lang))).catch(() => undefined),
    () => undefined,
  );
}

/**
 * Preloads the page an internal link leads to when the pointer enters it, it takes focus or it is
 * pressed: its chunks are in, or on their way, by the time it is followed (the browser requests a
 * chunk's imports only once it has the chunk, vite.config.ts). Returns the listeners' removal.
 */
export function preloadLinkTargets(target: Document): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (started.has(link.pathname)) return;
    started.add(link.pathname);
    preloadRoute(link.pathname);
  };
  const events = ['pointerover', 'focusin', 'pointerdown'] as const;
  for (const type of events) target.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) target.removeEventListener(type, onIntent);
  };
}
