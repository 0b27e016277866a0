// The portal's message catalogs (issue 6, ARCHITECTURE.md 'Languages'):
// - `extract`: French source texts from the code (react-intl `defineMessages`/`FormattedMessage`
//   with explicit ids, French default messages), with the formatjs CLI, into lang/fr/<ns>.json,
//   one file per namespace (the id's first segment: `login.title` is in lang/fr/login.json); the
//   English texts are in lang/en/<ns>.json. One file per namespace keeps each screen's texts
//   apart, so screens are translated and reviewed on their own;
// - `compile`: lang/<lang>/*.json merged with the domain's messages (spec §8 texts by key) and
//   compiled to AST with the formatjs CLI into src/i18n/compiled/<lang>/<ns>.json, one file per
//   namespace again (the domain's namespaces too: `validation`, `error`, `status`...), so the
//   portal loads the common namespaces at start and each screen's with its chunk (issue 6,
//   src/i18n/catalogs.ts); generated, ignored by git; builds, story runs and tests compile first;
// - `check`: fails when a key is missing in either language, a message used in the code is absent
//   from lang/fr.json, or placeholders differ between French and English.
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
import { messages as domainMessages } from '@salon/domain';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = path.join(portalDir, 'node_modules/.bin/formatjs');
export const catalogLanguages = ['fr', 'en'] as const;
type Lang = (typeof catalogLanguages)[number];
type Catalog = Record<string, string>;

const langDir = (lang: Lang) => path.join(portalDir, 'lang', lang);
const compiledDir = path.join(portalDir, 'src/i18n/compiled');

function readJson(file: string): Catalog {
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

/** A language's portal catalog: every lang/<lang>/<ns>.json merged. */
export function readLanguage(lang: Lang): Catalog {
  mkdirSync(langDir(lang), { recursive: true });
  const catalog: Catalog = {};
  for (const file of readdirSync(langDir(lang)).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    for (const [id, text] of Object.entries(readJson(path.join(langDir(lang), file)))) {
      if (namespaceOf(id) !== namespace) {
        throw new Error(
          `lang/${lang}/${file}: ${id} belongs in lang/${lang}/${namespaceOf(id)}.json`,
        );
      }
      catalog[id] = text;
    }
  }
  return catalog;
}

/** Writes the French catalog extracted from the code, one file per namespace. */
function writeFrench(catalog: Catalog): void {
  mkdirSync(langDir('fr'), { recursive: true });
  for (const [namespace, messages] of byNamespace(catalog)) {
    writeFileSync(
      path.join(langDir('fr'), `${namespace}.json`),
      `${JSON.stringify(sorted(messages), null, 2)}\n`,
    );
  }
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
  return sorted({ ...domainCatalog(lang), ...readLanguage(lang) });
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
  const fr = readLanguage('fr');
  const en = readLanguage('en');
  for (const [id, text] of Object.entries(fromCode)) {
    const file = `lang/fr/${namespaceOf(id)}.json`;
    if (!(id in fr)) problems.push(`used in the code but absent from ${file}: ${id}`);
    else if (fr[id] !== text) problems.push(`${file} is stale for ${id}: run the i18n script`);
  }
  for (const id of Object.keys(fr)) {
    if (!(id in fromCode)) problems.push(`in lang/fr but no longer used in the code: ${id}`);
    if (!(id in en)) problems.push(`missing in lang/en/${namespaceOf(id)}.json: ${id}`);
  }
  for (const id of Object.keys(en)) {
    if (!(id in fr)) problems.push(`in lang/en/${namespaceOf(id)}.json but not in French: ${id}`);
  }
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

/** Writes a file unless it already holds that text (watchers see no change). */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/**
 * Compiles both catalogs (vitest global setup, builds), one formatjs run per language, into
 * src/i18n/compiled/<lang>/<ns>.json; files of namespaces that no longer exist are removed.
 */
export function compileAll(): void {
  for (const lang of catalogLanguages) {
    const compiled = JSON.parse(compileCatalog(fullCatalog(lang))) as Record<string, unknown>;
    const dir = path.join(compiledDir, lang);
    mkdirSync(dir, { recursive: true });
    const written = new Set<string>();
    for (const [namespace, messages] of byNamespace(compiled)) {
      const file = `${namespace}.json`;
      writeIfChanged(path.join(dir, file), `${JSON.stringify(messages)}\n`);
      written.add(file);
    }
    for (const file of readdirSync(dir).filter((name) => !written.has(name))) {
      rmSync(path.join(dir, file), { force: true });
    }
    // The one-file-per-language catalog of earlier builds.
    rmSync(path.join(compiledDir, `${lang}.json`), { force: true });
  }
}

function main(command: string | undefined) {
  if (command === 'extract' || command === undefined) {
    writeFrench(extractFromCode());
  }
  if (command === 'compile' || command === undefined) compileAll();
  if (command === 'check') {
    const problems = checkCatalogs();
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv[2]);
