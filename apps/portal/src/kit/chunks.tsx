// Loading code on demand (docs/performance.md "Signed-in routes"): the chunk timeout of spec §9
// (a chunk that does not load within 120 s fails; the route's error boundary offers a reload,
// src/root/RouteBoundary.tsx), and the parts of a screen it shows only on demand (modal forms).
import { CHUNK_LOAD_TIMEOUT_MS } from '@salon/domain';
import { LoadingState } from '@salon/ui';
import { lazy, Suspense, type ComponentType } from 'react';

export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`A part of the portal did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadTimeout';
  }
}

/** Races a dynamic import against the chunk timeout. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A part of a screen that it shows only on demand (a modal form), in its own chunk: the export
 * `name` of `load`, which the screen may start loading early (`void load()` once it shows) so the
 * part is there when asked. Until it is in, the part shows the loading state in its place (not
 * the page's); a chunk that does not load fails to the route's error boundary like a route's
 * (RouteBoundary.tsx). `load` must return the same promise each time (`once(() => import(...))`).
 * docs/performance.md "Signed-in routes".
 */
export function lazyPart<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  type Props = Record<string, unknown>;
  const Part = lazy(() =>
    withChunkTimeout(load).then((module) => ({ default: module[name] as ComponentType<Props> })),
  );
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = `LazyPart(${String(name)})`;
  // The part's own props and type: LazyPart passes them through unchanged.
  return LazyPart as unknown as M[K];
}

/** A loader that runs once: `once(() => import('./forms'))` for `lazyPart` and early loading. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    // A failed load is forgotten: the next call tries again.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}
