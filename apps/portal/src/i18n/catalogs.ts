// The compiled catalogs, loaded by namespace (docs/i18n.md "Loading by namespace": the login route
// loads only what it shows; spec §1: French default and fallback). scripts/i18n.ts compiles each
// language's messages, the domain's and the ui's included, into ./compiled/<lang>/<ns>.json, a
// message's namespace being its id's first segment, and the common namespaces together into
// ./compiled/<lang>/common.json (one file compresses better than five: docs/performance.md "Login
// route size"). The common namespaces load with the language (LanguageLayout); a lazy route names
// the namespaces its chunk shows and suspends until they are loaded (src/root/lazyScreen.tsx).
// The IntlProvider gets every namespace loaded so far in the page's language, merged.
import { defaultLanguage, type Language } from '@salon/domain';
import type { MessageFormatElement } from 'react-intl';
import namespaceGroups from './namespaces.json';

export type CompiledCatalog = Record<string, MessageFormatElement[]>;

/**
 * The file of the common namespaces (scripts/i18n.ts): the app frame (`app`), the layouts' texts
 * (`layout`; the signed-in layout's menus, `menu`, load with its chunk), and the contract's
 * messages that forms, notices and server answers name by key (`validation`, `error`, `success`;
 * spec §5, §8), which any screen and the global alerts show. Loading any of them, or `common`,
 * loads them all.
 */
const COMMON_FILE = 'common';
const commonGroup: ReadonlySet<string> = new Set(namespaceGroups.common);

/**
 * Loaded with the language, before anything shows: the common namespaces' file and the ui's
 * texts. scripts/size.mjs counts them in the login route; the prerendered pages preload their
 * files (scripts/prerender.mjs, by these names).
 */
export const commonNamespaces: readonly string[] = [COMMON_FILE, ...namespaceGroups.translated];

/**
 * Namespaces whose French texts are the defaults in the code (the ui library's, docs/i18n.md "The
 * ui's texts"): `i18n check` keeps their French catalog equal to the code, so French pages load
 * nothing for them (scripts/i18n.ts compiles no French file) and only other languages do.
 */
export const translatedNamespaces: readonly string[] = namespaceGroups.translated;

/**
 * The domain's rule texts (statuses, installments, payments, actions, features, notices: spec §4,
 * §6), for the routes that show them.
 */
export const ruleNamespaces: readonly string[] = namespaceGroups.rules;

// Generated, not committed (compiled before builds, story runs and tests), so a change of the
// domain's messages needs no commit here. Each file is its own chunk.
const compiled = import.meta.glob<CompiledCatalog>('./compiled/*/*.json', { import: 'default' });

const loaded = new Map<string, CompiledCatalog>();
const pending = new Map<string, Promise<void>>();
const merged = new Map<Language, CompiledCatalog>();
const listeners = new Set<() => void>();

const fileOf = (lang: Language, namespace: string) =>
  `./compiled/${lang}/${commonGroup.has(namespace) ? COMMON_FILE : namespace}.json`;

function loadNamespace(lang: Language, namespace: string): Promise<void> {
  const file = fileOf(lang, namespace);
  if (loaded.has(file)) return Promise.resolve();
  if (lang === defaultLanguage && translatedNamespaces.includes(namespace)) {
    loaded.set(file, {});
    return Promise.resolve();
  }
  const inFlight = pending.get(file);
  if (inFlight) return inFlight;
  const load = compiled[file];
  if (!load) {
    return Promise.reject(
      new Error(`No ${lang} catalog for ${namespace}: run pnpm --filter @salon/portal i18n`),
    );
  }
  const promise = load().then(
    (catalog) => {
      pending.delete(file);
      loaded.set(file, catalog);
      const messages = merged.get(lang);
      if (messages) Object.assign(messages, catalog);
      else merged.set(lang, { ...catalog });
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      // A later navigation tries again.
      pending.delete(file);
      throw error;
    },
  );
  pending.set(file, promise);
  return promise;
}

/** Loads namespaces of a language (each once); resolves when all are in the catalog. */
export async function loadNamespaces(lang: Language, namespaces: readonly string[]): Promise<void> {
  await Promise.all(namespaces.map((namespace) => loadNamespace(lang, namespace)));
}

/** True when these namespaces of the language are loaded. */
export function hasNamespaces(lang: Language, namespaces: readonly string[]): boolean {
  return namespaces.every((namespace) => loaded.has(fileOf(lang, namespace)));
}

/**
 * The messages of a language loaded so far, merged: one object per language, which each namespace
 * that loads adds to (docs/performance.md "Fifth pass"). react-intl reads it at each format, so a
 * namespace that comes in needs no new `intl` and no render of the page: what shows its texts
 * waited for them (src/kit/namespaces.ts). Undefined until a namespace of the language loads.
 */
export function loadedMessages(lang: Language): CompiledCatalog | undefined {
  return merged.get(lang);
}

/** Calls the listener whenever a namespace finishes loading. */
export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
