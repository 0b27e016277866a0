// The parts of a screen it shows only on demand (modal forms, a payment form, a step's form), in
// chunks of their own (docs/performance.md "Signed-in routes"), with the chunk timeout of spec §9
// (./chunkTimeout.ts), each with the catalog namespaces it shows (docs/i18n.md "Loading by
// namespace"). Apart from it so that the login route does not carry this code.
import { LoadingState } from '@salon/ui';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { hasNamespaces } from '../i18n/catalogs';
import { ChunkLoadTimeout, withChunkTimeout } from './chunkTimeout';
import { useLanguage } from './language';
import { LoadFailed } from './LoadFailed';
import { useNamespaces } from './namespaces';

const messages = defineMessages({
  failedTitle: {
    id: 'app.part_failed_title',
    defaultMessage: 'Cette partie de la page n’a pas pu se charger',
  },
  failedBody: {
    id: 'app.part_failed_body',
    defaultMessage: 'Le chargement a été interrompu. Vérifiez votre connexion, puis réessayez.',
  },
  timedOutBody: {
    id: 'app.part_timeout_body',
    defaultMessage:
      'Le chargement a pris plus de deux minutes. Vérifiez votre connexion, puis réessayez.',
  },
  retry: { id: 'app.retry', defaultMessage: 'Réessayer' },
});

/** A part that did not load (spec §7, §9): the kit's load failure, with a retry. */
export function PartFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <LoadFailed title={t(messages.failedTitle)} retryLabel={t(messages.retry)} onRetry={onRetry}>
      {t(error instanceof ChunkLoadTimeout ? messages.timedOutBody : messages.failedBody)}
    </LoadFailed>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches the part's failed load; its retry loads the part again. */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <PartFailed
        error={this.state.error}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

export interface LazyPartOptions {
  /** What shows in the part's place while it loads (by default the loading state). */
  fallback?: ReactNode;
  /**
   * The catalog namespaces the part shows besides its route's (src/i18n/catalogs.ts), loaded for
   * the page's language with its chunk. Declared here, beside the part's loader
   * (src/root/routeNamespaces.test.ts checks the part's files against them).
   */
  namespaces?: readonly string[];
}

/**
 * A part of a screen that it shows only on demand (a modal form, a step's form), in its own chunk:
 * the export `name` of `load`, which the screen may start loading early (`void load()` once it
 * shows, or `loadOnIntent(load)` on the part's opener) so the part is there when asked. Until it is
 * in, with the catalog namespaces it names (`options.namespaces`), the part shows the loading state
 * in its place (not the page's), so no message id shows; a chunk or a namespace that does not load
 * shows the kit's load failure in its place, whose retry loads it again (spec §9). `load` must
 * return the same promise each time (`once(() => import(...))`). docs/performance.md "Signed-in
 * routes".
 */
export function lazyPart<M, K extends keyof M>(
  load: Loader<M> | (() => Promise<M>),
  name: K,
  options: LazyPartOptions = {},
): M[K] {
  type Props = Record<string, unknown>;
  const loaded = 'loaded' in load ? load.loaded : () => undefined;
  const namespaces = options.namespaces ?? [];
  // React keeps a lazy component's failure: a retry needs a new one.
  const make = () => {
    let chunk: Promise<{ default: ComponentType<Props> }> | undefined;
    const start = () =>
      (chunk ??= withChunkTimeout(load).then((module) => ({
        default: module[name] as ComponentType<Props>,
      })));
    return { Part: lazy(start), start };
  };
  let part = make();
  /** Suspends on the part's namespaces, the chunk loading meanwhile. */
  function WithNamespaces({ start, children }: { start?: () => unknown; children: ReactNode }) {
    start?.();
    useNamespaces(useLanguage(), namespaces);
    return children;
  }
  function LazyPart(props: Props) {
    const [, setAttempt] = useState(0);
    const lang = useLanguage();
    // A part already loaded (early, or by another instance) with its namespaces shows at once,
    // without the loading state; decided once, so the part is not mounted again when its chunk
    // comes in.
    const [Ready] = useState(() => {
      const module = loaded();
      return module && hasNamespaces(lang, namespaces)
        ? (module[name] as ComponentType<Props>)
        : null;
    });
    const { Part, start } = part;
    return (
      <PartBoundary
        onRetry={() => {
          part = make();
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Suspense fallback={options.fallback ?? <LoadingState />}>
          {/* A language switch loads the part's namespaces of the new language here too. */}
          <WithNamespaces start={Ready ? undefined : () => void start().catch(() => undefined)}>
            {Ready ? <Ready {...props} /> : <Part {...props} />}
          </WithNamespaces>
        </Suspense>
      </PartBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${String(name)})`;
  // The part's own props and type: LazyPart passes them through unchanged.
  return LazyPart as unknown as M[K];
}

/** A loader that runs once, and what it loaded once it has (`undefined` until then). */
export type Loader<T> = (() => Promise<T>) & { loaded: () => T | undefined };

/** A loader that runs once: `once(() => import('./forms'))` for `lazyPart` and early loading. */
export function once<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const run = () => {
    loading ??= load();
    loading.then(
      (result) => {
        value = result;
      },
      // A failed load is forgotten: the next call tries again.
      () => {
        loading = undefined;
      },
    );
    return loading;
  };
  return Object.assign(run, { loaded: () => value });
}

/**
 * The props of a part's opener (a button) that start loading the part when the user points at it,
 * focuses it or presses it, so it is there, or nearly, when it opens. A failure here is shown by
 * the part itself when it renders.
 */
export function loadOnIntent(load: () => Promise<unknown>) {
  const start = () => void load().catch(() => undefined);
  return { onHoverStart: start, onFocus: start, onPressStart: start };
}
