import { manyStages, transferAwaited } from '@salon/domain/fixtures';
import type { PicklistsResponse } from '@salon/domain';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createServerDataClient, invalidateAfter } from './queryClient';
import { PICKLIST_STALE_MS, serverKeys, serverQueries } from './serverData';
import { userData } from './userData';

type Answer = (name: string, args?: { params?: Record<string, string> }) => unknown;

function setup(answer: Answer) {
  const call = vi.fn(async (name: string, args?: { params?: Record<string, string> }) => {
    const value = answer(name, args);
    if (value instanceof Error) throw value;
    return value;
  });
  const api = { call } as unknown as ApiClient;
  const onAlert = vi.fn();
  const client = createServerDataClient({ onAlert });
  return { api, call, client, onAlert };
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
      if (name === 'invoices') return paid ? [{ id: 'inv-1' }] : [];
      if (name === 'rebookingOpportunities')
        return paid ? transferAwaited.opportunities : manyStages.opportunities;
      if (name === 'campaigns') return manyStages.campaigns;
      return null;
    });
    const payments = show(client, serverQueries.payments(api));
    const invoices = show(client, serverQueries.invoices(api) as never);
    await client.fetchQuery(serverQueries.campaigns(api));
    await settle();
    expect(payments.observer.getCurrentResult().data).toEqual(manyStages.payments);

    paid = true;
    await invalidateAfter(client, 'transactionUpdate');
    expect(payments.observer.getCurrentResult().data).toEqual(transferAwaited.payments);
    expect(invoices.observer.getCurrentResult().data).toEqual([{ id: 'inv-1' }]);
    // Not shown: stale, reloaded when next shown.
    expect(client.getQueryState(serverKeys.opportunities)).toBeUndefined();
    // The campaigns do not change with a payment.
    expect(callsTo(call, 'campaigns')).toBe(1);
    expect(client.getQueryState(serverKeys.campaigns)?.isInvalidated).toBe(false);
    payments.unsubscribe();
    invoices.unsubscribe();
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
    await client.fetchQuery(serverQueries.invoices(api)).catch(() => null);
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
