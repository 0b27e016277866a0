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
import { resolveMessageKey } from './resolveMessage';
import { createTranslator } from './translate';

/** Every message key, in catalog order. */
export const messageKeys = /* @__PURE__ */ Object.keys(domainCatalogs.fr) as MessageKey[];

const keySet: ReadonlySet<string> = /* @__PURE__ */ new Set(messageKeys);

/** True when the value is a key of the catalogue. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && keySet.has(value);
}

/**
 * The text of a domain message in a language, with its ICU arguments filled in by
 * intl-messageformat (spec §1: French is the default and the fallback). An unknown key comes back
 * as itself, so a fault is visible.
 */
export const translate = /* @__PURE__ */ createTranslator(domainCatalogs);

export { domainCatalogs, resolveMessageKey, serverTextAliases };
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
