// The message catalogs' commands (docs/i18n.md; spec §1: French and English, French default and
// fallback). Where the catalogs live: ./i18n-catalogs.ts.
// - `extract`: the French texts defined in the code (explicit ids, French default messages) of the
//   ui, the API's emails and the portal, extracted with the formatjs CLI into each package's
//   lang/fr/<ns>.json; the English texts are written by hand in lang/en/<ns>.json;
// - `compile`: the catalogs the portal shows (domain, ui, portal) merged and compiled to AST with
//   the formatjs CLI into src/i18n/compiled/<lang>/<ns>.json, one file per namespace, so the portal
//   loads each screen's namespaces with its chunk, and the common ones (src/i18n/namespaces.json)
//   at start, all in one file, compiled/<lang>/common.json (src/i18n/catalogs.ts);
//   generated, ignored by git; builds, story runs and tests compile first;
// - `check`: fails on a message used in the code but absent from its French catalog, a key missing
//   in either language, placeholders that differ between French and English, a namespace owned by
//   two packages, or one term given two wordings (./i18n-terms.ts).
//   `pnpm --filter @salon/portal i18n` runs extract then compile.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageArguments } from '@salon/domain';
import {
  byNamespace,
  catalogLanguages,
  catalogSources,
  extractFromCode,
  formatjs,
  namespaceOf,
  portalCatalog,
  portalDir,
  readLanguage,
  writeFrench,
  type Catalog,
  type CatalogSource,
} from './i18n-catalogs';
import namespaceGroups from '../src/i18n/namespaces.json';
import { wordingProblems } from './i18n-terms';

export { catalogLanguages, namespaceOf, portalCatalog };
const compiledDir = path.join(portalDir, 'src/i18n/compiled');

/** Compiles a catalog to AST with the formatjs CLI and returns the JSON text. */
export function compileCatalog(catalog: Catalog): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-i18n-'));
  const input = path.join(dir, 'in.json');
  const output = path.join(dir, 'out.json');
  writeFileSync(input, JSON.stringify(catalog));
  execFileSync(formatjs, ['compile', input, '--format', 'simple', '--ast', '--out-file', output], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return `${JSON.stringify(JSON.parse(readFileSync(output, 'utf8')))}\n`;
}

/** Names of the ICU arguments of a message ({min}, {date, date}...); undefined if not ICU. */
export function placeholders(message: string): string[] | undefined {
  try {
    return messageArguments(message);
  } catch {
    return undefined;
  }
}

/** The problems of one package's catalogs. */
function sourceProblems(source: CatalogSource): string[] {
  const problems: string[] = [];
  const where = (lang: string, id: string) => `${source.name} lang/${lang}/${namespaceOf(id)}.json`;
  const fr = readLanguage(source, 'fr');
  const en = readLanguage(source, 'en');
  if (source.extractFrom) {
    const fromCode = extractFromCode(source);
    for (const [id, text] of Object.entries(fromCode)) {
      if (!(id in fr)) problems.push(`used in the code but absent from ${where('fr', id)}: ${id}`);
      else if (fr[id] !== text) problems.push(`${where('fr', id)} is stale for ${id}: run i18n`);
    }
    for (const id of Object.keys(fr)) {
      if (!(id in fromCode))
        problems.push(`in ${where('fr', id)} but no longer in the code: ${id}`);
    }
  }
  for (const id of Object.keys(fr)) {
    if (!(id in en)) problems.push(`missing in ${where('en', id)}: ${id}`);
  }
  for (const id of Object.keys(en)) {
    if (!(id in fr)) problems.push(`in ${where('en', id)} but not in French: ${id}`);
  }
  for (const [lang, catalog] of [
    ['fr', fr],
    ['en', en],
  ] as const) {
    for (const [id, text] of Object.entries(catalog)) {
      if (text.trim() === '') problems.push(`empty ${lang} message: ${id}`);
      else if (!placeholders(text)) problems.push(`not valid ICU in ${where(lang, id)}: ${id}`);
    }
  }
  for (const [id, text] of Object.entries(fr)) {
    const other = en[id];
    if (other === undefined) continue;
    if (placeholders(text)?.join() !== placeholders(other)?.join()) {
      problems.push(`placeholders differ between fr and en for ${id}`);
    }
  }
  return problems;
}

/** Every problem with the catalogs of every package; empty when they are right. */
export function checkCatalogs(): string[] {
  const problems = catalogSources.flatMap(sourceProblems);
  const owners = new Map<string, string>();
  for (const source of catalogSources) {
    for (const namespace of byNamespace(readLanguage(source, 'fr')).keys()) {
      const owner = owners.get(namespace);
      if (owner && owner !== source.name) {
        problems.push(`namespace ${namespace} is owned by both ${owner} and ${source.name}`);
      }
      owners.set(namespace, source.name);
    }
  }
  return [...problems, ...wordingProblems()];
}

/** Writes a file unless it already holds that text (watchers see no change). */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/** The file of the common namespaces, which every page loads at start (src/i18n/catalogs.ts). */
export const COMMON_FILE = 'common';

/**
 * Compiles the portal's catalogs (vitest global setup, builds), one formatjs run per language, into
 * src/i18n/compiled/<lang>/<ns>.json, the common namespaces together in <lang>/common.json (one
 * file compresses better than five: docs/performance.md "Login route size"); files of namespaces
 * that no longer exist are removed.
 */
export function compileAll(): void {
  for (const lang of catalogLanguages) {
    const compiled = JSON.parse(compileCatalog(portalCatalog(lang))) as Record<string, unknown>;
    const dir = path.join(compiledDir, lang);
    mkdirSync(dir, { recursive: true });
    const files = new Map<string, Record<string, unknown>>();
    for (const [namespace, messages] of byNamespace(compiled)) {
      if (namespace === COMMON_FILE) throw new Error(`${COMMON_FILE} is the common file's name`);
      // French pages take these namespaces' French texts from the code (src/i18n/catalogs.ts).
      if (lang === 'fr' && namespaceGroups.translated.includes(namespace)) continue;
      const file = namespaceGroups.common.includes(namespace) ? COMMON_FILE : namespace;
      files.set(file, { ...files.get(file), ...messages });
    }
    const written = new Set<string>();
    for (const [name, messages] of files) {
      const file = `${name}.json`;
      writeIfChanged(path.join(dir, file), `${JSON.stringify(messages)}\n`);
      written.add(file);
    }
    for (const file of readdirSync(dir).filter((name) => !written.has(name))) {
      rmSync(path.join(dir, file), { force: true });
    }
  }
}

function main(command: string | undefined) {
  if (command === 'extract' || command === undefined) {
    for (const source of catalogSources.filter((one) => one.extractFrom)) {
      writeFrench(source, extractFromCode(source));
    }
  }
  if (command === 'compile' || command === undefined) compileAll();
  if (command === 'check') {
    const problems = checkCatalogs();
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv[2]);
