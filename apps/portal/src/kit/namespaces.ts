// Waiting for catalog namespaces (docs/i18n.md "Loading by namespace"): a lazy route suspends on
// the namespaces its chunk shows (src/root/lazyScreen.tsx), an on-demand part on its own
// (./chunks.tsx), so no message id ever shows. A load that does not finish within 120 seconds
// fails (spec §9, ./chunkTimeout.ts).
import type { Language } from '@salon/domain';
import { use } from 'react';
import { hasNamespaces, loadNamespaces } from '../i18n/catalogs';
import { withChunkTimeout } from './chunkTimeout';

interface NamespaceLoad {
  promise: Promise<void>;
  /** It failed, and (`thrown`) a render has thrown that failure to its error boundary. */
  failed: boolean;
  thrown: boolean;
}

/** One load per language and list of namespaces, kept while it runs or once it succeeded. */
const namespaceLoads = new Map<string, NamespaceLoad>();

const keyOf = (lang: Language, namespaces: readonly string[]) => `${lang}:${namespaces.join(',')}`;

/**
 * The load of these namespaces. React renders a component that suspended again with the same
 * promise once it settles, which then throws its failure to the error boundary; a failed load is
 * forgotten only after that, so a later render (a retry, a navigation) tries again.
 */
function namespaceLoad(lang: Language, namespaces: readonly string[]): Promise<void> {
  const key = keyOf(lang, namespaces);
  let load = namespaceLoads.get(key);
  if (load?.thrown) namespaceLoads.delete(key);
  else if (load?.failed) load.thrown = true;
  load = namespaceLoads.get(key);
  if (!load) {
    const entry: NamespaceLoad = {
      promise: withChunkTimeout(() => loadNamespaces(lang, namespaces)),
      failed: false,
      thrown: false,
    };
    entry.promise.catch(() => {
      entry.failed = true;
    });
    namespaceLoads.set(key, entry);
    load = entry;
  }
  return load.promise;
}

/**
 * Suspends the calling component until the catalog namespaces of the page's language are loaded,
 * so no message id ever shows (docs/i18n.md). Throws to the nearest error boundary when they do
 * not load (the route's, or a part's: ./chunks.tsx). Nothing to wait for without a language.
 * A component that waited on a load reads it again when React renders it once more, so that its
 * hooks stay the same (React's `use`).
 */
export function useNamespaces(lang: Language | null, namespaces: readonly string[]): void {
  if (!lang) return;
  if (namespaceLoads.has(keyOf(lang, namespaces)) || !hasNamespaces(lang, namespaces)) {
    use(namespaceLoad(lang, namespaces));
  }
}

/**
 * Starts loading namespaces a page will show before it renders (src/root/preload.ts);
 * `useNamespaces` then waits on the same load.
 */
export function preloadNamespaces(lang: Language, namespaces: readonly string[]): void {
  if (!namespaceLoads.has(keyOf(lang, namespaces)) && !hasNamespaces(lang, namespaces)) {
    void namespaceLoad(lang, namespaces);
  }
}
