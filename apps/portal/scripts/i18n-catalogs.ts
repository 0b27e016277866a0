// Where the message catalogs live and how they are read (docs/i18n.md "Where the catalogs live";
// spec §1: French and English, French default and fallback). Each package keeps the catalogs of the
// namespaces it owns, in <package>/lang/<lang>/<ns>.json, a message's namespace being its id's
// first segment:
// - packages/domain/lang: the contract's messages named by key at run time (validation, error,
//   success, status, installment, payment, action, feature, notice); the French file is their
//   source;
// - packages/ui/lang: the component library's own texts (namespace `ui`), extracted from the ui's
//   code (id and French default where they are used);
// - apps/api/lang: the emails (namespace `email`), extracted from the API's templates, the quote's
//   PDF (namespace `quote_pdf`), the invoices (`invoice`) and the built-in ticketing page
//   (`ticketing`), extracted from their messages;
// - apps/portal/lang: the portal's screens, extracted from the portal's code.
// The portal compiles every catalog it shows (domain, ui, portal) into its react-intl catalogs;
// `i18n check` checks all four.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(portalDir, '../..');
export const formatjs = path.join(portalDir, 'node_modules/.bin/formatjs');
export const catalogLanguages = ['fr', 'en'] as const;
export type Lang = (typeof catalogLanguages)[number];
export type Catalog = Record<string, string>;

export interface CatalogSource {
  /** Who owns the catalogs. */
  readonly name: 'domain' | 'ui' | 'api' | 'portal';
  /** The package folder; its catalogs are in lang/<lang>/<ns>.json. */
  readonly dir: string;
  /** Source globs whose messages (explicit id, French default) make the French catalog. */
  readonly extractFrom?: readonly string[];
  /** Files the extraction skips (besides tests and declarations). */
  readonly extractIgnore?: readonly string[];
  /** True when the portal shows these messages, so its compile step gathers them. */
  readonly compiledIntoPortal: boolean;
}

export const catalogSources: readonly CatalogSource[] = [
  { name: 'domain', dir: path.join(rootDir, 'packages/domain'), compiledIntoPortal: true },
  {
    name: 'ui',
    dir: path.join(rootDir, 'packages/ui'),
    extractFrom: ['src/**/*.{ts,tsx}'],
    extractIgnore: ['src/**/*.stories.{ts,tsx}'],
    compiledIntoPortal: true,
  },
  {
    name: 'api',
    dir: path.join(rootDir, 'apps/api'),
    extractFrom: [
      'src/infra/email/**/*.ts',
      'src/areas/rebooking/quote-pdf/**/*.ts',
      'src/core/einvoicing/messages.ts',
      'src/areas/ticketing/**/*.ts',
    ],
    compiledIntoPortal: false,
  },
  {
    name: 'portal',
    dir: portalDir,
    extractFrom: ['src/**/*.{ts,tsx}'],
    // The one file that formats messages by a key known at run time (domain keys).
    extractIgnore: ['src/i18n/formatKey.ts'],
    compiledIntoPortal: true,
  },
];

export const langDir = (source: CatalogSource, lang: Lang) => path.join(source.dir, 'lang', lang);
export const relativeToRoot = (file: string) => path.relative(rootDir, file);

export function readJson(file: string): Catalog {
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

/** The namespace of a message id: its first segment. */
export function namespaceOf(id: string): string {
  return id.split('.')[0] ?? id;
}

/** A catalog split by namespace. */
export function byNamespace<T>(catalog: Record<string, T>): Map<string, Record<string, T>> {
  const namespaces = new Map<string, Record<string, T>>();
  for (const [id, message] of Object.entries(catalog)) {
    const namespace = namespaceOf(id);
    namespaces.set(namespace, { ...namespaces.get(namespace), [id]: message });
  }
  return namespaces;
}

export function sorted(catalog: Catalog): Catalog {
  return Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
}

/** A source's catalog in one language: every lang/<lang>/<ns>.json merged. */
export function readLanguage(source: CatalogSource, lang: Lang): Catalog {
  const dir = langDir(source, lang);
  mkdirSync(dir, { recursive: true });
  const catalog: Catalog = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    for (const [id, text] of Object.entries(readJson(path.join(dir, file)))) {
      if (namespaceOf(id) !== namespace) {
        throw new Error(
          `${relativeToRoot(path.join(dir, file))}: ${id} belongs in ${namespaceOf(id)}.json`,
        );
      }
      catalog[id] = text;
    }
  }
  return catalog;
}

/** Writes a source's French catalog extracted from its code, one file per namespace. */
export function writeFrench(source: CatalogSource, catalog: Catalog): void {
  const dir = langDir(source, 'fr');
  mkdirSync(dir, { recursive: true });
  for (const [namespace, messages] of byNamespace(catalog)) {
    writeFileSync(
      path.join(dir, `${namespace}.json`),
      `${JSON.stringify(sorted(messages), null, 2)}\n`,
    );
  }
}

/** Runs formatjs extract over a source's code and returns the French catalog it finds. */
export function extractFromCode(source: CatalogSource): Catalog {
  if (!source.extractFrom) return readLanguage(source, 'fr');
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-i18n-'));
  const out = path.join(dir, 'fr.json');
  const ignores = ['src/**/*.d.ts', 'src/**/*.test.{ts,tsx}', ...(source.extractIgnore ?? [])];
  execFileSync(
    formatjs,
    [
      'extract',
      ...source.extractFrom,
      ...ignores.flatMap((glob) => ['--ignore', glob]),
      '--format',
      'simple',
      '--out-file',
      out,
      '--throws',
    ],
    { cwd: source.dir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return readJson(out);
}

/** Every source's catalog of a language, by source name. */
export function readAll(lang: Lang): Map<CatalogSource, Catalog> {
  return new Map(catalogSources.map((source) => [source, readLanguage(source, lang)]));
}

/** The catalog the portal compiles for a language: the domain's, the ui's, then its own. */
export function portalCatalog(lang: Lang): Catalog {
  const catalog: Catalog = {};
  for (const source of catalogSources.filter((one) => one.compiledIntoPortal)) {
    Object.assign(catalog, readLanguage(source, lang));
  }
  return sorted(catalog);
}
