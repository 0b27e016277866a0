// Code-split routes (docs/performance.md: every route behind the login is its own chunk, with the
// catalog namespaces it shows). A chunk or a namespace that does not load within 120 seconds fails,
// and the route's error boundary (RouteBoundary.tsx) offers a reload (spec §7, §9).
import type { Language } from '@salon/domain';
import { lazy, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { preloadEndpoints } from '../kit/api/client';
import type { EndpointGroup } from '../kit/api/endpointGroups';
import { withChunkTimeout } from '../kit/chunkTimeout';
import { preloadNamespaces, useNamespaces } from '../kit/namespaces';
import { isLanguage } from '../kit/routing/paths';

export { ChunkLoadTimeout, withChunkTimeout } from '../kit/chunkTimeout';

/**
 * What a lazy route adds to its route object: the element that loads and shows its screen, and
 * (`handle.preload`) the start of its loads before it renders (./preload.ts).
 */
export interface LazyRoute {
  element: React.JSX.Element;
  handle: LazyRouteHandle;
}

export interface LazyRouteHandle {
  /** Starts loading the chunk, its endpoint parts and the namespaces of `lang`. */
  preload(lang: Language): void;
}

/**
 * A route whose component is the export `name` of a chunk, and which shows the catalog
 * namespaces `namespaces` (besides the common ones, src/i18n/catalogs.ts):
 * `...lazyRoute(() => import('../screens/auth/LoginScreen'), 'ProLoginScreen', ['login'])`.
 * `endpoints` names the parts of the endpoint table its screen calls (src/kit/api/endpointGroups.ts):
 * they start loading with the chunk, so its first call waits for neither (a call in no part loads
 * the whole table; docs/performance.md "Signed-in routes").
 * The chunk and the namespaces of the page's language load in parallel and the route suspends
 * until both are in (RouteBoundary shows the loading state meanwhile), so no
 * message id ever shows. The namespaces load again only when the language changes.
 */
export function lazyRoute<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[],
  endpoints: readonly EndpointGroup[] = [],
): LazyRoute {
  let chunk: Promise<{ default: ComponentType }> | undefined;
  const loadChunk = () => {
    if (endpoints.length > 0) void preloadEndpoints(endpoints);
    chunk ??= withChunkTimeout(load).then((module) => ({
      default: module[name] as ComponentType,
    }));
    return chunk;
  };
  /** Starts the chunk; its failure shows when `Screen` renders (the route's error boundary). */
  const startChunk = () => void loadChunk().catch(() => undefined);
  const Screen = lazy(loadChunk);
  function LazyScreen() {
    const { lang } = useParams();
    // The chunk starts loading before the component suspends on its namespaces.
    startChunk();
    useNamespaces(isLanguage(lang) ? lang : null, namespaces);
    return <Screen />;
  }
  LazyScreen.displayName = `Lazy(${String(name)})`;
  const preload = (lang: Language) => {
    startChunk();
    preloadNamespaces(lang, namespaces);
  };
  return { element: <LazyScreen />, handle: { preload } };
}
