// Formatting a catalog message outside React (docs/i18n.md "Formatting outside React"; spec §1:
// French default and fallback): the domain's rules and the API's emails and PDFs format with
// intl-messageformat, from the same catalogs the portal compiles for react-intl. The portal never
// imports this module: it formats with react-intl against its loaded catalog.
import { IntlMessageFormat } from 'intl-messageformat';
import { defaultLanguage } from './types';
import type { Language } from './types';

/** Values of a message's ICU arguments. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** The language to use for a requested one: `en` (or `en-GB`...) is English, anything else French. */
export function resolveLanguage(language: string | null | undefined): Language {
  return typeof language === 'string' && /^en(?:[-_]|$)/i.test(language.trim())
    ? 'en'
    : defaultLanguage;
}

/** BCP 47 tags for numbers, dates and plurals in each language. */
export const messageLocales: Readonly<Record<Language, string>> = { fr: 'fr-FR', en: 'en-GB' };

/** A message defined where it is used: its id and its French text (spec §1: French default). */
export interface MessageDescriptor<Id extends string = string> {
  readonly id: Id;
  readonly defaultMessage: string;
  readonly description?: string;
}

/**
 * Names the messages a module uses, with their French defaults, for the formatjs CLI to extract
 * into the French catalog (docs/i18n.md "Defining a message"); returns them as given.
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** A function that formats a message of its catalogs in a language. */
export type Translator<K extends string> = (
  key: K,
  language?: Language | (string & {}) | null,
  values?: MessageValues,
) => string;

/**
 * A translator over catalogs by language. A key missing in the language falls back to French
 * (spec §1); an unknown key comes back as itself, and a message whose values are missing comes back
 * as written, so a fault shows instead of dropping text.
 */
export function createTranslator<K extends string>(
  catalogs: Readonly<Record<Language, Readonly<Record<K, string>>>>,
): Translator<K> {
  const formats = new Map<string, IntlMessageFormat>();
  return (key, language, values) => {
    const lang = resolveLanguage(language);
    const own: string | undefined = Object.hasOwn(catalogs[lang], key)
      ? catalogs[lang][key]
      : undefined;
    const text = own ?? (Object.hasOwn(catalogs.fr, key) ? catalogs.fr[key] : undefined);
    if (text === undefined) return String(key);
    const cacheKey = `${lang}:${key}`;
    let format = formats.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(text, messageLocales[lang]);
      formats.set(cacheKey, format);
    }
    try {
      return String(format.format<string>(values));
    } catch {
      return text;
    }
  };
}

/**
 * The names of a message's ICU arguments (`{min}`, `{date, date}`, `{count, plural, ...}`), read
 * by intl-messageformat's parser, sorted; the catalog checks compare them between languages.
 * Throws on a message that is not valid ICU.
 */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      // Type 0 is literal text; the others with a string value name an argument (or a tag).
      if (element.type !== 0 && 'value' in element && typeof element.value === 'string') {
        names.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if ('children' in element) visit(element.children);
    }
  };
  visit(new IntlMessageFormat(text, messageLocales.fr).getAst());
  return [...names].sort();
}
