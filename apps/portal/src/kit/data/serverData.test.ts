import { manyStages, transferAwaited } from '@salon/domain/fixtures';
import type { PicklistsResponse } from '@salon/domain';
import { InfiniteQueryObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createServerDataClient, invalidateAfter } from './queryClient';
import { PICKLIST_STALE_MS, serverKeys, serverQueries } from './serverData';
import { userData } from './userData';

type Answer = (
  name: string,
  args?: { params?: Record<string, string>; query?: Record<string, string> },
) => unknown;

function setup(answer: Answer) {
  const call = vi.fn(async (name: string, args?: { params?: Record<string, string> }) => {
    const value = await answer(name, args);
    if (value instanceof Error) throw value;
    return value;
  });
  // A paged call's answer: `{ data, next }` (the header's cursor), as the client reads it.
  const callPage = vi.fn(async (name: string, args?: { query?: Record<string, string> }) => {
    const value = await answer(name, args);
    if (value instanceof Error) throw value;
    return value;
  });
  const api = { call, callPage } as unknown as ApiClient;
  const onAlert = vi.fn();
  const client = createServerDataClient({ onAlert });
  return { api, call, callPage, client, onAlert };
}

const callsTo = (call: ReturnType<typeof setup>['call'], name: string) =>
  call.mock.calls.filter(([called]) => called === name).length;

/** A screen showing a resource: an active query, as `useUserResources` makes. */
function show(client: QueryClient, options: ReturnType<typeof serverQueries.payments>) {
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('server data (docs/server-data.md)', () => {
  it('loads a resource once for every screen that asks at the same time (the dashboard and the menu)', async () => {
    const { api, call, client } = setup(() => manyStages.opportunities);
    const [a, b] = await Promise.all([
      client.fetchQuery(serverQueries.opportunities(api)),
      client.fetchQuery(serverQueries.opportunities(api)),
    ]);
    expect(a).toBe(b);
    expect(callsTo(call, 'rebookingOpportunities')).toBe(1);
    // Shown again within its freshness: no call.
    await client.fetchQuery(serverQueries.opportunities(api));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('after a payment, reloads the installments, invoices and opportunities on screen without a reload (spec §4 steps 4-5, §7)', async () => {
    let paid = false;
    const { api, call, client } = setup((name) => {
      if (name === 'payments') return paid ? transferAwaited.payments : manyStages.payments;
      if (name === 'invoices') return { data: paid ? [{ id: 'inv-1' }] : [], next: null };
      if (name === 'rebookingOpportunities')
        return paid ? transferAwaited.opportunities : manyStages.opportunities;
      if (name === 'campaigns') return manyStages.campaigns;
      return null;
    });
    const payments = show(client, serverQueries.payments(api));
    const invoices = new InfiniteQueryObserver(client, serverQueries.invoicePages(api));
    const stopInvoices = invoices.subscribe(() => {});
    await client.fetchQuery(serverQueries.campaigns(api));
    await settle();
    expect(payments.observer.getCurrentResult().data).toEqual(manyStages.payments);

    paid = true;
    await invalidateAfter(client, 'transactionUpdate');
    expect(payments.observer.getCurrentResult().data).toEqual(transferAwaited.payments);
    expect(invoices.getCurrentResult().data?.pages).toEqual([
      { data: [{ id: 'inv-1' }], next: null },
    ]);
    // Not shown: stale, reloaded when next shown.
    expect(client.getQueryState(serverKeys.opportunities)).toBeUndefined();
    // The campaigns do not change with a payment.
    expect(callsTo(call, 'campaigns')).toBe(1);
    expect(client.getQueryState(serverKeys.campaigns)?.isInvalidated).toBe(false);
    payments.unsubscribe();
    stopInvoices();
  });

  it('clears the user’s data at logout, loads in flight included, and keeps the picklists (spec §4 Session)', async () => {
    let release: (value: unknown) => void = () => {};
    const { api, client } = setup((name) =>
      name === 'payments'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : name === 'picklists'
          ? ({} satisfies PicklistsResponse)
          : manyStages.campaigns,
    );
    await client.fetchQuery(serverQueries.campaigns(api));
    await client.fetchQuery(serverQueries.picklist(api, 'fr', 'Contact', 'Fonction__c'));
    const inFlight = client.fetchQuery(serverQueries.payments(api)).catch(() => null);

    userData.clear();
    release(manyStages.payments);
    await inFlight;

    expect(client.getQueryData(serverKeys.campaigns)).toBeUndefined();
    expect(client.getQueryData(serverKeys.payments)).toBeUndefined();
    expect(client.getQueryCache().findAll({ queryKey: serverKeys.user })).toEqual([]);
    expect(client.getQueryData(serverKeys.picklist('fr', 'Contact', 'Fonction__c'))).toBeDefined();
  });

  it('refetches a picklist older than 0.5 day, per language (spec §5, §9)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const { api, call, client } = setup(() => ({}) satisfies PicklistsResponse);
    const query = (lang: 'fr' | 'en') =>
      serverQueries.picklist(api, lang, 'Account', 'BillingCountryCode');
    await client.fetchQuery(query('fr'));
    vi.setSystemTime(new Date('2026-03-01T20:59:00Z'));
    await client.fetchQuery(query('fr'));
    expect(call).toHaveBeenCalledTimes(1);
    await client.fetchQuery(query('en'));
    expect(call).toHaveBeenCalledTimes(2);
    vi.setSystemTime(new Date('2026-03-01T21:00:01Z'));
    await client.fetchQuery(query('fr'));
    expect(call).toHaveBeenCalledTimes(3);
    expect(PICKLIST_STALE_MS).toBe(12 * 3_600_000);
  });

  it('raises the generic alert when a load fails with nothing to show (spec §7), the catalogue’s own for 403 and 429 (spec §8)', async () => {
    let failure: Error = new ApiError(500, { code: 5000, description: 'error.generic' });
    const { api, client, onAlert } = setup(() => failure);
    await client.fetchInfiniteQuery(serverQueries.invoicePages(api)).catch(() => null);
    failure = new ApiError(404, { code: 4040, description: 'x' });
    await client.fetchQuery(serverQueries.payments(api)).catch(() => null);
    failure = new ApiError(403, { code: 4030, description: 'x' });
    await client.fetchQuery(serverQueries.campaigns(api)).catch(() => null);
    failure = new ApiError(401, { code: 1101, description: 'x' });
    await client.fetchQuery(serverQueries.company(api)).catch(() => null);
    expect(onAlert.mock.calls).toEqual([['generic'], ['generic'], ['unauthorised']]);
  });

  it('keeps cached data on screen without an alert when a background reload fails', async () => {
    let fail = false;
    const { api, client, onAlert } = setup(() =>
      fail ? new ApiError(500, { code: 5000, description: 'x' }) : manyStages.payments,
    );
    await client.fetchQuery(serverQueries.payments(api));
    fail = true;
    await client.refetchQueries({ queryKey: serverKeys.payments });
    expect(client.getQueryData(serverKeys.payments)).toBe(manyStages.payments);
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('shows a failed picklist as the form’s own error, not the global alert', async () => {
    const { api, client, onAlert } = setup(
      () => new ApiError(500, { code: 5000, description: 'x' }),
    );
    await client
      .fetchQuery(serverQueries.picklist(api, 'fr', 'Contact', 'Fonction__c'))
      .catch(() => null);
    expect(onAlert).not.toHaveBeenCalled();
  });
});

describe('the invoices by pages (docs/api.md "Paging", spec §2 pro/invoices)', () => {
  const invoice = (id: string) => ({ id });
  /** Three pages of two, then the end; the cursor names the page after it. */
  const pages: Record<string, { data: { id: string }[]; next: string | null }> = {
    first: { data: [invoice('i1'), invoice('i2')], next: 'c2' },
    c2: { data: [invoice('i3'), invoice('i4')], next: 'c3' },
    c3: { data: [invoice('i5')], next: null },
  };

  it('loads the most recent page first, then each older one on demand, appended, to the last', async () => {
    const { api, callPage, client } = setup((_name, args) => pages[args?.query?.cursor ?? 'first']);
    const observer = new InfiniteQueryObserver(client, serverQueries.invoicePages(api));
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    expect(callPage).toHaveBeenCalledWith(
      'invoices',
      expect.not.objectContaining({ query: expect.anything() }),
    );
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(result.data?.pages.flatMap((page) => page.data).map((row) => row.id)).toEqual([
      'i1',
      'i2',
      'i3',
      'i4',
      'i5',
    ]);
    expect(result.hasNextPage).toBe(false);
    expect(callPage.mock.calls.map(([, args]) => args?.query?.cursor ?? null)).toEqual([
      null,
      'c2',
      'c3',
    ]);
    stop();
  });

  it('keeps the pages shown without a global alert when an older page fails, and loads it on retry', async () => {
    let failing = true;
    const { api, client, onAlert } = setup((_name, args) => {
      const cursor = args?.query?.cursor;
      if (cursor === 'c2' && failing)
        return new ApiError(500, { code: 5000, description: 'error.generic' });
      return pages[cursor ?? 'first'];
    });
    const observer = new InfiniteQueryObserver(client, serverQueries.invoicePages(api));
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    await observer.fetchNextPage();
    const failed = observer.getCurrentResult();
    expect(failed.isFetchNextPageError).toBe(true);
    expect(failed.data?.pages).toHaveLength(1);
    expect(onAlert).not.toHaveBeenCalled();
    failing = false;
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().isFetchNextPageError).toBe(false);
    expect(observer.getCurrentResult().data?.pages).toHaveLength(2);
    stop();
  });

  it('reloads every page shown after a payment, from the first (spec §4 steps 4-5)', async () => {
    const { api, callPage, client } = setup((_name, args) => pages[args?.query?.cursor ?? 'first']);
    const observer = new InfiniteQueryObserver(client, serverQueries.invoicePages(api));
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    await observer.fetchNextPage();
    callPage.mockClear();
    await invalidateAfter(client, 'transactionUpdate');
    expect(callPage.mock.calls.map(([, args]) => args?.query?.cursor ?? null)).toEqual([
      null,
      'c2',
    ]);
    stop();
  });
});
