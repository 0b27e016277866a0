// The portal's texts as a user reads them, from the catalogs the build compiles (lang/{fr,en}/*.json,
// spec §1: every text in French and English): a test names a text by its message id, so it checks
// that the screen shows the catalog's words, in the page's language, and survives a rewording.
// The ui library's own texts (packages/ui/lang, e.g. `ui.download`) are read too. Domain messages
// (errors, validation) come from `translate` of @salon/domain.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Language = 'fr' | 'en';

const here = path.dirname(fileURLToPath(import.meta.url));
const langDirs = [
  path.resolve(here, '../../lang'),
  path.resolve(here, '../../../../packages/ui/lang'),
];

function load(lang: Language): Record<string, string> {
  return Object.assign(
    {},
    ...langDirs.flatMap((langDir) => {
      const dir = path.join(langDir, lang);
      return readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map(
          (file) =>
            JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>,
        );
    }),
  );
}

const catalogs: Record<Language, Record<string, string>> = { fr: load('fr'), en: load('en') };

/**
 * The text of message `id` in `lang`, with simple `{name}` arguments filled in. Throws on an
 * unknown id, so a renamed message fails loudly instead of matching nothing.
 */
export function text(lang: Language, id: string, values: Record<string, string> = {}): string {
  const message = catalogs[lang][id];
  if (message === undefined) throw new Error(`No message ${id} in lang/${lang}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
