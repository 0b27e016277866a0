// Picklists of the forms (spec §3 'Picklists per object type': display list, raw values, default
// label, fetch time; spec §7 GET /picklists/{sobject}/{fields}), through the server data
// (docs/server-data.md): one call per object type and language, shared by every screen that
// asks, fresh for 0.5 day (spec §5, §9, `serverQueries.picklist`), refetched on an explicit retry.
// They are public reference lists, not the user's data: logout keeps them.
import type { Language, PicklistField, PicklistObject } from '@salon/domain';
import type { PickOption } from '@salon/ui';
import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useServices } from '../ServicesContext';
import { serverQueries } from './serverData';
import { useServerDataClient } from './useServerData';

/** One list: the object type and the API field name (spec §7). */
export interface PicklistSource {
  sobject: PicklistObject;
  field: string;
}

export type PicklistOptions<N extends string> = Record<N, PickOption[]>;

export type PicklistsState<N extends string> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; options: PicklistOptions<N> };

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

/** The calls a set of lists needs: per object type, its fields sorted (one key per set). */
export function picklistCalls(
  sources: Record<string, PicklistSource>,
): { sobject: PicklistObject; fields: string }[] {
  const byObject = new Map<PicklistObject, Set<string>>();
  for (const { sobject, field } of Object.values(sources)) {
    byObject.set(sobject, (byObject.get(sobject) ?? new Set()).add(field));
  }
  return [...byObject].map(([sobject, fields]) => ({
    sobject,
    fields: [...fields].sort().join(','),
  }));
}

/**
 * The picklists a screen needs, in the page's language: ready at once when cached, else loading,
 * then ready or failed (with a retry that refetches).
 */
export function usePicklists<N extends string>(
  sources: Record<N, PicklistSource>,
): PicklistsState<N> {
  const { api } = useServices();
  const client = useServerDataClient();
  const lang: Language = useIntl().locale === 'en' ? 'en' : 'fr';
  const calls = picklistCalls(sources);
  const results = useQueries(
    {
      queries: calls.map(({ sobject, fields }) =>
        serverQueries.picklist(api, lang, sobject, fields),
      ),
    },
    client,
  );
  const retry = () => results.forEach((result) => void result.refetch());
  if (results.some((result) => result.data === undefined && result.isError)) {
    return { status: 'failed', retry };
  }
  if (results.some((result) => result.data === undefined)) return { status: 'loading' };
  const options = {} as PicklistOptions<N>;
  for (const name of Object.keys(sources) as N[]) {
    const { sobject, field } = sources[name];
    const answer = results[calls.findIndex((call) => call.sobject === sobject)]?.data;
    const list = answer?.[field];
    // An answer without a list the form needs is a broken contract: the form cannot be filled.
    if (!list) return { status: 'failed', retry };
    options[name] = toOptions(list);
  }
  return { status: 'ready', options };
}
