// The parts of a screen it shows only on demand (modal forms, a payment form), in chunks of their
// own (docs/performance.md "Signed-in routes"), with the chunk timeout of spec §9
// (./chunkTimeout.ts). Apart from it so that the login route does not carry this code.
import { LoadingState } from '@salon/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { withChunkTimeout } from './chunkTimeout';

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
