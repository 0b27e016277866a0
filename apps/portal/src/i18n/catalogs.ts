// Loads the compiled catalog of a language (spec §1: French default and fallback). Each language
// is its own chunk, so a page loads only the catalog it shows.
import type { Language } from '@salon/domain';
import type { MessageFormatElement } from 'react-intl';

export type CompiledCatalog = Record<string, MessageFormatElement[]>;

// Compiled by `pnpm --filter @salon/portal i18n:compile` (scripts/i18n.ts) before builds, story
// runs and tests; generated, not committed, so a change of the domain's messages needs no commit
// here.
const compiled = import.meta.glob<{ default: CompiledCatalog }>('./compiled/*.json');

const cache = new Map<Language, CompiledCatalog>();

export async function loadCatalog(lang: Language): Promise<CompiledCatalog> {
  const cached = cache.get(lang);
  if (cached) return cached;
  const load = compiled[`./compiled/${lang}.json`];
  if (!load)
    throw new Error(`The ${lang} catalog is not compiled: run pnpm --filter @salon/portal i18n`);
  const catalog = (await load()).default;
  cache.set(lang, catalog);
  return catalog;
}

/** The catalog when it is already loaded (first render after the boot loaded it). */
export function loadedCatalog(lang: Language): CompiledCatalog | undefined {
  return cache.get(lang);
}
