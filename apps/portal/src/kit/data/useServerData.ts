// How a screen reads and changes server data (docs/server-data.md "How a screen loads"):
// - `useUserResources(['campaigns', 'payments'])`: loading, failed (with a retry) or loaded, with
//   the typed data of each resource;
// - `useServerQuery(serverQueries.quote(api, id, lang))` for a resource with a parameter;
// - `useServerMutation('cardPayment')`: calls the API and invalidates what the payment changed;
// - `useInvalidateAfter()`: the same invalidation for a mutation a machine ran.
import type { EndpointName, EndpointResponse, Invoice } from '@salon/domain';
import {
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ApiClient, CallArgs } from '../api/client';
import { useServices } from '../ServicesContext';
import { invalidateAfter, serverDataClientFor } from './queryClient';
import {
  serverQueries,
  type ServerMutation,
  type UserResourceKey,
  type UserResources,
} from './serverData';

export function useServerDataClient(): QueryClient {
  return serverDataClientFor(useServices());
}

export type ResourcesState<K extends UserResourceKey> =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: Pick<UserResources, K> };

/**
 * The resources a screen needs, loaded once for every screen that asks: all loaded, one failed
 * (the global alert is up, spec §7; `retry` loads the failed ones again), or still loading.
 * Cached data show at once and reload in the background when older than their freshness.
 */
export function useUserResources<K extends UserResourceKey>(
  keys: readonly K[],
): ResourcesState<K> & { retry: () => void } {
  const { api } = useServices();
  const client = useServerDataClient();
  const results = useQueries(
    {
      queries: keys.map(
        (key) => serverQueries[key](api) as UseQueryOptions<unknown, Error, unknown, QueryKey>,
      ),
    },
    client,
  );
  const failed = results.filter((result) => result.data === undefined && result.isError);
  const retry = useCallback(() => {
    failed.forEach((result) => void result.refetch());
    // `failed` is rebuilt each render; the callback follows it.
  }, [failed]);
  // The same answers give the same object, render after render: a screen can memoise what it
  // builds from them, or defer it (useDeferredValue), and skip the work when nothing changed.
  const loaded = useRef<{ answers: unknown[]; data: Pick<UserResources, K> } | null>(null);
  if (results.every((result) => result.data !== undefined)) {
    const answers = results.map((result) => result.data);
    const previous = loaded.current;
    if (
      !previous ||
      previous.answers.length !== answers.length ||
      previous.answers.some((answer, index) => answer !== answers[index])
    ) {
      const data = Object.fromEntries(keys.map((key, index) => [key, answers[index]]));
      loaded.current = { answers, data: data as Pick<UserResources, K> };
    }
    return { status: 'loaded', data: loaded.current!.data, retry };
  }
  return { status: failed.length > 0 ? 'failed' : 'loading', retry };
}

/** One resource with a parameter (`serverQueries.quote(api, id, lang)`), through the portal's client. */
export function useServerQuery<T>(options: UseQueryOptions<T, Error, T, QueryKey>) {
  return useQuery(options, useServerDataClient());
}

/** A list loaded by pages on demand (docs/api.md "Paging"). */
export type PagedState<T> =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'loaded';
      rows: T[];
      /** Another, older page exists. */
      hasMore: boolean;
      loadingMore: boolean;
      /** The last page asked failed: the rows shown stay, a retry asks it again. */
      loadMoreFailed: boolean;
      /** How many rows the last page added after the first; null before any. */
      addedByLast: number | null;
    };

/**
 * The company's invoices by pages (`serverQueries.invoicePages`): the first page, then each older
 * one on `loadMore`. A failed first load raises the global alert (spec §7); a failed next page
 * keeps the rows on screen and says so where it was asked (no alert).
 */
export function useInvoicePages(): PagedState<Invoice> & {
  retry: () => void;
  loadMore: () => void;
} {
  const { api } = useServices();
  const query = useInfiniteQuery(serverQueries.invoicePages(api), useServerDataClient());
  const { refetch, fetchNextPage } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const pages = query.data?.pages;
  if (!pages) return { status: query.isError ? 'failed' : 'loading', retry, loadMore };
  return {
    status: 'loaded',
    rows: pages.flatMap((page) => page.data),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    addedByLast: pages.length > 1 ? pages[pages.length - 1]!.data.length : null,
    retry,
    loadMore,
  };
}

/** The API client, for building `serverQueries.*(api, ...)` definitions. */
export function useServerApi(): ApiClient {
  return useServices().api;
}

/** Invalidates what a mutation changed, for a mutation run elsewhere (a machine's actor). */
export function useInvalidateAfter(): (mutation: ServerMutation) => Promise<void> {
  const client = useServerDataClient();
  return useCallback((mutation) => invalidateAfter(client, mutation), [client]);
}

/** Calls a mutation of the API, then invalidates what it changed (./serverData `invalidations`). */
export function useServerMutation<N extends ServerMutation & EndpointName>(name: N) {
  const { api } = useServices();
  const client = useServerDataClient();
  return useMutation<EndpointResponse<N>, Error, CallArgs<N>>(
    {
      mutationFn: (args) => api.call(name, args),
      onSuccess: () => invalidateAfter(client, name),
    },
    client,
  );
}
