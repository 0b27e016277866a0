import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { userData } from './userData';
import { emptyData, manyStages } from '@salon/domain/fixtures';
import { cachedResource, ensureResource, resourcesState } from './userResources';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function fakeApi(answer: (name: string) => Promise<unknown>) {
  const call = vi.fn((name: string, _args?: { silent?: boolean }) => answer(name));
  return { api: { call } as unknown as ApiClient, call };
}

afterEach(() => userData.clear());

describe('user resources (spec §4 user data, §7 failed loads)', () => {
  it('loads a resource once, however many screens ask for it at the same time', async () => {
    const { api, call } = fakeApi(async () => manyStages.campaigns);
    await Promise.all([ensureResource(api, 'campaigns'), ensureResource(api, 'campaigns')]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('campaigns', { silent: false });
    expect(cachedResource('campaigns')).toBe(manyStages.campaigns);
    await ensureResource(api, 'campaigns');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('reports loading, then loaded with every resource asked for', async () => {
    const { api } = fakeApi(async (name) =>
      name === 'payments' ? manyStages.payments : manyStages.opportunities,
    );
    const loading = Promise.all([
      ensureResource(api, 'payments'),
      ensureResource(api, 'opportunities'),
    ]);
    expect(resourcesState(['payments', 'opportunities'])).toEqual({ status: 'loading' });
    await loading;
    expect(resourcesState(['payments', 'opportunities'])).toEqual({
      status: 'loaded',
      data: { payments: manyStages.payments, opportunities: manyStages.opportunities },
    });
  });

  it('reports a failed load, raising the alert through the client (not silent), and loads again on retry', async () => {
    let fail = true;
    const { api, call } = fakeApi(async () => {
      if (fail) throw new Error('network');
      return emptyData.payments;
    });
    await ensureResource(api, 'payments');
    expect(resourcesState(['payments'])).toEqual({ status: 'failed' });
    expect(call).toHaveBeenLastCalledWith('payments', { silent: false });
    fail = false;
    await ensureResource(api, 'payments');
    expect(resourcesState(['payments'])).toEqual({
      status: 'loaded',
      data: { payments: emptyData.payments },
    });
  });

  it('refreshes cached data silently and keeps them on screen meanwhile', async () => {
    const answer = deferred<unknown>();
    const { api, call } = fakeApi(async () => manyStages.campaigns);
    await ensureResource(api, 'campaigns');
    call.mockImplementation(() => answer.promise);
    const refresh = ensureResource(api, 'campaigns', { refresh: true });
    expect(call).toHaveBeenLastCalledWith('campaigns', { silent: true });
    expect(resourcesState(['campaigns']).status).toBe('loaded');
    answer.reject(new Error('network'));
    await refresh;
    expect(cachedResource('campaigns')).toBe(manyStages.campaigns);
  });

  it('drops a load that ends after logout cleared the data: no data of the previous user (spec §4)', async () => {
    const answer = deferred<unknown>();
    const { api } = fakeApi(() => answer.promise);
    const load = ensureResource(api, 'opportunities');
    userData.clear();
    answer.resolve(manyStages.opportunities);
    await load;
    expect(cachedResource('opportunities')).toBeUndefined();
    expect(resourcesState(['opportunities'])).toEqual({ status: 'loading' });
  });
});
