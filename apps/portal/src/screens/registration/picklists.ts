// Picklists of the registration forms (spec §3 'Picklists per object type': display list, raw
// values, default label, fetch time; spec §7 GET /picklists/{sobject}/{fields}). They are kept in
// memory per language and refetched when older than the domain's freshness threshold (spec §5,
// §9: 0.5, read as days by `shouldRefetchPicklist`) or on an explicit retry. They are public
// reference lists, not the user's data: logout does not clear them.
import {
  shouldRefetchPicklist,
  type Language,
  type PicklistField,
  type PicklistObject,
  type PicklistsResponse,
} from '@salon/domain';
import type { PickOption } from '@salon/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../kit/ServicesContext';

/** One list: the object type and the API field name (spec §7). */
export interface PicklistSource {
  sobject: PicklistObject;
  field: string;
}

/**
 * The lists of the registration screens (register, init, tmp-register): spec §3 'Contact
 * Fonction ... come from the server'; countries and company types on the Account. Reading of the
 * spec where it is silent: the company's 'industry' is its company type (the only list of spec §3
 * that no other field takes).
 */
export const registrationPicklists = {
  fonction: { sobject: 'Contact', field: 'Fonction__c' },
  department: { sobject: 'Contact', field: 'Departement__c' },
  country: { sobject: 'Account', field: 'BillingCountryCode' },
  industry: { sobject: 'Account', field: 'Type_de_societe__c' },
} as const satisfies Record<string, PicklistSource>;

/** The lists of the temporary registration: the contact's only (spec §2 pro/tmp-register). */
export const contactPicklists = {
  fonction: registrationPicklists.fonction,
  department: registrationPicklists.department,
} as const satisfies Record<string, PicklistSource>;

/**
 * The lists of the first-registration request: a request is a Lead for the sales team (spec §1),
 * so its lists are the Lead's; the contact's function is the Contact's (spec §3).
 */
export const firstRegistrationPicklists = {
  fonction: { sobject: 'Contact', field: 'Fonction__c' },
  department: { sobject: 'Lead', field: 'Departement__c' },
  country: { sobject: 'Lead', field: 'CountryCode' },
  industry: { sobject: 'Lead', field: 'Type_de_societe__c' },
  mainActivity: { sobject: 'Lead', field: 'Activite_principale__c' },
  whoAreYou: { sobject: 'Lead', field: 'Qui_etes_vous__c' },
  marketplaceReason: { sobject: 'Lead', field: 'Raison_marketplace__c' },
} as const satisfies Record<string, PicklistSource>;

/** Fetches some fields of one object type in one language (GET /picklists/{sobject}/{fields}). */
export type PicklistFetcher = (
  sobject: PicklistObject,
  fields: string,
  lang: Language,
) => Promise<PicklistsResponse>;

interface Entry {
  /** Spec §3: the fetch time, for the freshness rule. */
  fetchedAt: number;
  list: PicklistField;
}

/** The in-memory picklist store; `now` is injected so the freshness rule is testable. */
export function createPicklistStore(now: () => number = () => Date.now()) {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<PicklistsResponse>>();
  const keyOf = (lang: Language, source: PicklistSource) =>
    `${lang}:${source.sobject}:${source.field}`;

  function fresh(lang: Language, source: PicklistSource): Entry | undefined {
    const entry = entries.get(keyOf(lang, source));
    return entry && !shouldRefetchPicklist(entry, now()) ? entry : undefined;
  }

  return {
    /** The lists when every one is in memory and fresh; otherwise null. */
    read<N extends string>(
      lang: Language,
      sources: Record<N, PicklistSource>,
    ): Record<N, PicklistField> | null {
      const result = {} as Record<N, PicklistField>;
      for (const name of Object.keys(sources) as N[]) {
        const entry = fresh(lang, sources[name]);
        if (!entry) return null;
        result[name] = entry.list;
      }
      return result;
    },

    /**
     * Loads the lists that are missing or stale (all of them with `force`), one call per object
     * type, and answers every list. Two screens asking at once share the call.
     */
    async load<N extends string>(
      fetcher: PicklistFetcher,
      lang: Language,
      sources: Record<N, PicklistSource>,
      options: { force?: boolean } = {},
    ): Promise<Record<N, PicklistField>> {
      const names = Object.keys(sources) as N[];
      const stale = new Map<PicklistObject, Set<string>>();
      for (const name of names) {
        const source = sources[name];
        if (!options.force && fresh(lang, source)) continue;
        stale.set(source.sobject, (stale.get(source.sobject) ?? new Set()).add(source.field));
      }
      await Promise.all(
        [...stale].map(async ([sobject, fieldSet]) => {
          const fields = [...fieldSet].sort().join(',');
          const requestKey = `${lang}:${sobject}:${fields}`;
          let request = inflight.get(requestKey);
          if (!request) {
            request = fetcher(sobject, fields, lang).finally(() => inflight.delete(requestKey));
            inflight.set(requestKey, request);
          }
          const answer = await request;
          const fetchedAt = now();
          for (const field of fieldSet) {
            const list = answer[field];
            if (!list)
              throw new Error(`The picklist ${sobject}.${field} is missing from the answer`);
            entries.set(keyOf(lang, { sobject, field }), { fetchedAt, list });
          }
        }),
      );
      const result = {} as Record<N, PicklistField>;
      for (const name of names) {
        const entry = entries.get(keyOf(lang, sources[name]));
        if (!entry) throw new Error(`The picklist ${sources[name].field} did not load`);
        result[name] = entry.list;
      }
      return result;
    },

    clear(): void {
      entries.clear();
    },
  };
}

/** The portal's picklists, shared by the screens for the life of the page. */
export const picklistStore = createPicklistStore();

const optionsCache = new WeakMap<PicklistField, PickOption[]>();

/** A list as the ui's Select and ComboBox take it (spec §3: text and raw value); stable per list. */
export function toOptions(list: PicklistField): PickOption[] {
  let options = optionsCache.get(list);
  if (!options) {
    options = list.values.map((value) => ({ id: value.value, label: value.text }));
    optionsCache.set(list, options);
  }
  return options;
}

export type PicklistOptions<N extends string> = Record<N, PickOption[]>;

export type PicklistsState<N extends string> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; options: PicklistOptions<N> };

function optionsOf<N extends string>(lists: Record<N, PicklistField>): PicklistOptions<N> {
  return Object.fromEntries(
    Object.entries<PicklistField>(lists).map(([name, list]) => [name, toOptions(list)]),
  ) as PicklistOptions<N>;
}

/**
 * The picklists a screen needs, in the page's language: ready at once when in memory and fresh,
 * else loading, then ready or failed (with a retry that refetches).
 */
export function usePicklists<N extends string>(
  sources: Record<N, PicklistSource>,
): PicklistsState<N> {
  const api = useApi();
  const lang: Language = useIntl().locale === 'en' ? 'en' : 'fr';
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{
    key: string;
    state: PicklistsState<N>;
  } | null>(null);
  const key = `${lang}:${attempt}:${JSON.stringify(sources)}`;
  const cached = picklistStore.read(lang, sources);

  useEffect(() => {
    let live = true;
    const fetcher: PicklistFetcher = (sobject, fields, language) =>
      api.call('picklists', {
        params: { sobject, fields },
        query: { lang: language },
        silent: true,
      });
    picklistStore.load(fetcher, lang, sources, { force: attempt > 0 }).then(
      (lists) => {
        if (live) setLoaded({ key, state: { status: 'ready', options: optionsOf(lists) } });
      },
      () => {
        if (live) {
          setLoaded({
            key,
            state: { status: 'failed', retry: () => setAttempt((count) => count + 1) },
          });
        }
      },
    );
    return () => {
      live = false;
    };
    // `key` covers the language, the attempt and the sources.
  }, [key]);

  if (loaded?.key === key) return loaded.state;
  if (cached && attempt === 0) return { status: 'ready', options: optionsOf(cached) };
  return { status: 'loading' };
}
