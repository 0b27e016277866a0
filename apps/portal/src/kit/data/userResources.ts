// The signed-in exhibitor's data that several screens read (the dashboard, the menu's locks):
// campaigns, opportunities and payments, loaded once through the API client and kept in
// `userData`, which logout and an expired session clear (spec §4). A load in flight is shared by
// every screen that asks for it; a load that finishes after the data was cleared is dropped, so a
// user never sees the previous user's data. Failed loads raise the generic global alert through
// the client (spec §7); the screen shows its own error state with a retry.
import type { Campaign, Payment, RebookingOpportunities } from '@salon/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/client';
import { useApi } from '../ServicesContext';
import { userData } from './userData';

export interface UserResources {
  /** GET /me/campaigns (spec §2 dashboard 'tradeshows'). */
  campaigns: Campaign[];
  /** POST /me/rebooking-opportunities: the rebooking set and the in-progress set (spec §7). */
  opportunities: RebookingOpportunities;
  /** GET /me/payments: one per installment (spec §7, §9). */
  payments: Payment[];
}
export type UserResourceKey = keyof UserResources;

/** The `userData` keys, for the screens that change these data (payment, rebooking). */
export const userResourceKeys = {
  campaigns: 'campaigns',
  opportunities: 'opportunities',
  payments: 'payments',
} as const satisfies Record<UserResourceKey, string>;

type Loader<K extends UserResourceKey> = (
  api: ApiClient,
  silent: boolean,
) => Promise<UserResources[K]>;

const loaders: { [K in UserResourceKey]: Loader<K> } = {
  campaigns: (api, silent) => api.call('campaigns', { silent }),
  opportunities: (api, silent) => api.call('rebookingOpportunities', { silent }),
  payments: (api, silent) => api.call('payments', { silent }),
};

const pending = new Map<UserResourceKey, Promise<void>>();
const failed = new Set<UserResourceKey>();
const listeners = new Set<() => void>();
/** Bumped when the user's data is cleared (logout): loads started before are dropped. */
let generation = 0;
/** Bumped on every change, the snapshot React reads. */
let version = 0;

function emit() {
  version += 1;
  listeners.forEach((listener) => listener());
}

userData.subscribe(() => {
  if (userData.size === 0) {
    generation += 1;
    pending.clear();
    failed.clear();
  }
  emit();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => version;

export function cachedResource<K extends UserResourceKey>(key: K): UserResources[K] | undefined {
  return userData.get<UserResources[K]>(userResourceKeys[key]);
}

/**
 * Loads a resource unless it is loaded or loading. `refresh` loads it again even when cached
 * (silently: the cached data stay on screen if the refresh fails).
 */
export function ensureResource(
  api: ApiClient,
  key: UserResourceKey,
  options: { refresh?: boolean } = {},
): Promise<void> {
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const cached = cachedResource(key) !== undefined;
  if (cached && !options.refresh) return Promise.resolve();
  const started = generation;
  failed.delete(key);
  const load = loaders[key](api, cached).then(
    (data) => {
      if (started !== generation) return;
      pending.delete(key);
      userData.set(userResourceKeys[key], data);
    },
    () => {
      if (started !== generation) return;
      pending.delete(key);
      failed.add(key);
      emit();
    },
  );
  pending.set(key, load);
  emit();
  return load;
}

export type ResourcesState<K extends UserResourceKey> =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: Pick<UserResources, K> };

/** What a screen shows of a set of resources: all loaded, one failed, or still loading. */
export function resourcesState<K extends UserResourceKey>(keys: readonly K[]): ResourcesState<K> {
  const data: Partial<Pick<UserResources, K>> = {};
  let missing = false;
  let anyFailed = false;
  for (const key of keys) {
    const value = cachedResource(key);
    if (value === undefined) {
      missing = true;
      if (failed.has(key) && !pending.has(key)) anyFailed = true;
    } else {
      data[key] = value;
    }
  }
  if (!missing) return { status: 'loaded', data: data as Pick<UserResources, K> };
  return anyFailed ? { status: 'failed' } : { status: 'loading' };
}

/**
 * Loads the resources a screen needs and follows them. With `refresh`, cached data are shown at
 * once and loaded again in the background (the dashboard after a payment).
 */
export function useUserResources<K extends UserResourceKey>(
  keys: readonly K[],
  options: { refresh?: boolean } = {},
): ResourcesState<K> & { retry: () => void } {
  const api = useApi();
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const keyList = keys.join(',');
  const refresh = options.refresh === true;
  useEffect(() => {
    for (const key of keyList.split(',').filter(Boolean) as K[]) {
      void ensureResource(api, key, { refresh });
    }
  }, [api, keyList, refresh]);
  const retry = useCallback(() => {
    for (const key of keyList.split(',').filter(Boolean) as K[]) void ensureResource(api, key);
  }, [api, keyList]);
  return { ...resourcesState(keys), retry };
}
