// Every message of the contract, by key (docs/i18n.md; spec §5, §8). Keys are dotted,
// `<group>.<snake_case>`: `validation.*` (form rules, spec §5), `error.*` (spec §8 messages and the
// catalogue's codes), `success.*` (spec §8 successes), and the rule groups `status.*`,
// `installment.*`, `payment.*`, `action.*`, `feature.*`, `notice.*`. Their texts live in the
// catalogs packages/domain/lang/<lang>/<ns>.json (./catalogs); French is default and fallback
// (spec §1). The portal compiles them into its react-intl catalogs; the API formats them with
// `translate`.
import { domainCatalogs } from './catalogs';
import type { MessageKey } from './catalogs';
import { serverTextAliases } from './errors';
import { createTranslator } from './translate';

/** Every message key, in catalog order. */
export const messageKeys = Object.keys(domainCatalogs.fr) as MessageKey[];

const keySet: ReadonlySet<string> = new Set(messageKeys);

/** True when the value is a key of the catalogue. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && keySet.has(value);
}

/**
 * The text of a domain message in a language, with its ICU arguments filled in by
 * intl-messageformat (spec §1: French is the default and the fallback). An unknown key comes back
 * as itself, so a fault is visible.
 */
export const translate = createTranslator(domainCatalogs);

/**
 * How a server text is compared: Unicode-normalised, typographic apostrophes made straight, white
 * space collapsed, trailing dots, ellipses and spaces removed, case ignored.
 */
function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\u2026\s]+$/u, '')
    .toLowerCase();
}

let textIndex: Map<string, MessageKey> | undefined;

/** Normalised French and English texts (and known server variants) to their key, built once. */
function messageTextIndex(): Map<string, MessageKey> {
  if (textIndex) return textIndex;
  const index = new Map<string, MessageKey>();
  for (const key of messageKeys) {
    for (const text of [domainCatalogs.fr[key], domainCatalogs.en[key]]) {
      const normalised = normaliseText(text);
      // The first key to claim a text keeps it (e.g. 'Payé' is a status and a payment state).
      if (normalised !== '' && !index.has(normalised)) index.set(normalised, key);
    }
  }
  for (const [text, key] of Object.entries(serverTextAliases)) {
    const normalised = normaliseText(text);
    if (!index.has(normalised)) index.set(normalised, key);
  }
  textIndex = index;
  return index;
}

/**
 * The message key of a server's error description (spec §5: 'Server error messages are
 * translated by key; dots in the message are turned into underscores or trimmed to find the
 * key'). In order: the description is a key; or, once trimmed of white space and trailing dots, it
 * is a key; or with its dots turned into underscores it is a key; or its text, trimmed of trailing
 * dots and spaces, is the French or English text of a message (or a known server wording of one).
 * `knownKeys` limits the answer to a set of keys (the portal's catalog, say); by default every key
 * of the catalogue. Anything else, including a non-string, gives `undefined`.
 */
export function resolveMessageKey<K extends string = MessageKey>(
  description: unknown,
  knownKeys?: Iterable<K>,
): K | undefined {
  if (typeof description !== 'string') return undefined;
  const known: ReadonlySet<string> = knownKeys ? new Set<string>(knownKeys) : keySet;
  const trimmed = description.trim();
  if (trimmed === '' || trimmed.length > 1000) return undefined;
  const stripped = trimmed.replace(/[.\s]+$/, '');
  for (const candidate of [
    trimmed,
    stripped,
    trimmed.replace(/\./g, '_'),
    stripped.replace(/\./g, '_'),
  ]) {
    if (known.has(candidate)) return candidate as K;
  }
  const key = messageTextIndex().get(normaliseText(trimmed));
  return key !== undefined && known.has(key) ? (key as string as K) : undefined;
}

export { domainCatalogs, serverTextAliases };
export type {
  Catalog,
  MessageKey,
  ErrorMessageKey,
  SuccessMessageKey,
  RuleMessageKey,
  ValidationMessageKey,
} from './catalogs';
export { createTranslator, messageArguments, messageLocales, resolveLanguage } from './translate';
export type { MessageValues, Translator } from './translate';
export { languages, defaultLanguage } from './types';
export type { Language } from './types';
