// The portal's message catalogs (issue 6, ARCHITECTURE.md 'Languages'):
// - `extract`: French source texts from the code (react-intl `defineMessages`/`FormattedMessage`
//   with explicit ids, French default messages) into lang/fr.json, with the formatjs CLI;
// - `compile`: lang/<lang>.json merged with the domain's messages (spec §8 texts by key) and
//   compiled to AST with the formatjs CLI into src/i18n/compiled/<lang>.json (generated, ignored
//   by git; builds, story runs and tests compile first);
// - `check`: fails when a key is missing in either language, a message used in the code is absent
//   from lang/fr.json, or placeholders differ between French and English.
//   `pnpm --filter @salon/portal i18n` runs extract then compile.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages as domainMessages } from '@salon/domain';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = path.join(portalDir, 'node_modules/.bin/formatjs');
export const catalogLanguages = ['fr', 'en'] as const;
type Lang = (typeof catalogLanguages)[number];
type Catalog = Record<string, string>;

const langFile = (lang: Lang) => path.join(portalDir, 'lang', `${lang}.json`);
const compiledFile = (lang: Lang) => path.join(portalDir, 'src/i18n/compiled', `${lang}.json`);

function readJson(file: string): Catalog {
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

function sorted(catalog: Catalog): Catalog {
  return Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
}

/** Runs formatjs extract over the sources and returns the French catalog it finds. */
export function extractFromCode(): Catalog {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-i18n-'));
  const out = path.join(dir, 'fr.json');
  execFileSync(
    formatjs,
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.d.ts',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      // The one file that formats messages by a key known at run time (domain keys).
      '--ignore',
      'src/i18n/formatKey.ts',
      '--format',
      'simple',
      '--out-file',
      out,
      '--throws',
    ],
    { cwd: portalDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return readJson(out);
}

/** The domain's messages in one language (spec §8 texts, validation messages). */
export function domainCatalog(lang: Lang): Catalog {
  return Object.fromEntries(
    Object.entries(domainMessages).map(([key, texts]) => [key, texts[lang]]),
  );
}

/** The full catalog of a language: the domain's messages, then the portal's. */
export function fullCatalog(lang: Lang): Catalog {
  return sorted({ ...domainCatalog(lang), ...readJson(langFile(lang)) });
}

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

/** Names of the ICU arguments of a message ({min}, {date, date}...). */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)) {
    names.add(match[1] as string);
  }
  return [...names].sort();
}

/** Every problem with the catalogs; empty when they are right. */
export function checkCatalogs(): string[] {
  const problems: string[] = [];
  const fromCode = extractFromCode();
  const fr = readJson(langFile('fr'));
  const en = readJson(langFile('en'));
  for (const [id, text] of Object.entries(fromCode)) {
    if (!(id in fr)) problems.push(`used in the code but absent from lang/fr.json: ${id}`);
    else if (fr[id] !== text) problems.push(`lang/fr.json is stale for ${id}: run the i18n script`);
  }
  for (const id of Object.keys(fr)) {
    if (!(id in fromCode)) problems.push(`in lang/fr.json but no longer used in the code: ${id}`);
    if (!(id in en)) problems.push(`missing in lang/en.json: ${id}`);
  }
  for (const id of Object.keys(en)) if (!(id in fr)) problems.push(`only in lang/en.json: ${id}`);
  const frFull = fullCatalog('fr');
  const enFull = fullCatalog('en');
  for (const lang of catalogLanguages) {
    for (const [id, text] of Object.entries(lang === 'fr' ? frFull : enFull)) {
      if (text.trim() === '') problems.push(`empty ${lang} message: ${id}`);
    }
  }
  for (const [id, text] of Object.entries(frFull)) {
    const other = enFull[id];
    if (other !== undefined && placeholders(text).join() !== placeholders(other).join()) {
      problems.push(`placeholders differ between fr and en for ${id}`);
    }
  }
  return problems;
}

/** Compiles both catalogs (vitest global setup, builds). */
export function compileAll(): void {
  mkdirSync(path.dirname(compiledFile('fr')), { recursive: true });
  for (const lang of catalogLanguages) {
    writeFileSync(compiledFile(lang), compileCatalog(fullCatalog(lang)));
  }
}

function main(command: string | undefined) {
  if (command === 'extract' || command === undefined) {
    writeFileSync(langFile('fr'), `${JSON.stringify(sorted(extractFromCode()), null, 2)}\n`);
  }
  if (command === 'compile' || command === undefined) compileAll();
  if (command === 'check') {
    const problems = checkCatalogs();
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv[2]);
