import type { PicklistsResponse } from '@salon/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  createPicklistStore,
  registrationPicklists,
  toOptions,
  type PicklistFetcher,
} from './picklists';

const HOUR = 3_600_000;

function answer(fields: string, lang: string): PicklistsResponse {
  return Object.fromEntries(
    fields.split(',').map((field) => [
      field,
      {
        values: [{ text: `${field} ${lang}`, value: `${field}-value` }],
        default_values: { label: '' },
      },
    ]),
  );
}

function setup() {
  let clock = Date.UTC(2025, 2, 1, 9);
  const store = createPicklistStore(() => clock);
  const fetcher = vi.fn<PicklistFetcher>(async (_sobject, fields, lang) => answer(fields, lang));
  return {
    store,
    fetcher,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('registration picklists (spec §3, §5 freshness, §7 GET /picklists)', () => {
  it('fetches the fields of one object type in one call, per language', async () => {
    const { store, fetcher } = setup();
    const lists = await store.load(fetcher, 'en', registrationPicklists);
    expect(fetcher.mock.calls).toEqual([
      ['Contact', 'Departement__c,Fonction__c', 'en'],
      ['Account', 'BillingCountryCode,Type_de_societe__c', 'en'],
    ]);
    expect(toOptions(lists.fonction)).toEqual([
      { id: 'Fonction__c-value', label: 'Fonction__c en' },
    ]);
    expect(store.read('en', registrationPicklists)?.country.values[0]?.text).toBe(
      'BillingCountryCode en',
    );
    // Another language is another list (the labels are translated by the server).
    expect(store.read('fr', registrationPicklists)).toBeNull();
  });

  it('keeps the lists while younger than 0.5 day, then fetches them again (spec §5, §9)', async () => {
    const { store, fetcher, advance } = setup();
    await store.load(fetcher, 'fr', registrationPicklists);
    advance(11 * HOUR + 59 * 60_000);
    await store.load(fetcher, 'fr', registrationPicklists);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.read('fr', registrationPicklists)).not.toBeNull();
    advance(2 * 60_000);
    expect(store.read('fr', registrationPicklists)).toBeNull();
    await store.load(fetcher, 'fr', registrationPicklists);
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('fetches again on an explicit refresh (spec §5)', async () => {
    const { store, fetcher } = setup();
    await store.load(fetcher, 'fr', registrationPicklists);
    await store.load(fetcher, 'fr', registrationPicklists, { force: true });
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('shares a call under way and keeps nothing from a failed one', async () => {
    const { store } = setup();
    let fail = true;
    const fetcher = vi.fn<PicklistFetcher>(async (_sobject, fields, lang) => {
      if (fail) throw new Error('offline');
      return answer(fields, lang);
    });
    const sources = { fonction: registrationPicklists.fonction };
    await expect(
      Promise.all([store.load(fetcher, 'fr', sources), store.load(fetcher, 'fr', sources)]),
    ).rejects.toThrow('offline');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(store.read('fr', sources)).toBeNull();
    fail = false;
    await store.load(fetcher, 'fr', sources);
    expect(store.read('fr', sources)?.fonction.values).toHaveLength(1);
  });

  it('refuses an answer that lacks a requested list', async () => {
    const { store } = setup();
    const fetcher: PicklistFetcher = async () => ({});
    await expect(store.load(fetcher, 'fr', registrationPicklists)).rejects.toThrow(
      /Fonction__c is missing/,
    );
  });
});
