// Server messages resolved against the loaded catalogs (spec §5: 'Server error messages are
// translated by key', or by their text): the portal's react-intl catalogs hold every text, so the
// domain's copy of them is not loaded (docs/performance.md "Login route size"). The login machine
// resolves its failures with it.
import {
  languages,
  resolveMessageIn,
  serverTextAliases,
  type MessageKey,
  type MessageResolver,
} from '@salon/domain';
import type { MessageFormatElement } from 'react-intl';
import { loadedMessages, type CompiledCatalog } from './catalogs';

/** The namespaces a server answer can name (validation, error, success, notice; spec §5, §8). */
const serverNamespaces: readonly string[] = ['validation', 'error', 'success', 'notice'];

const isServerKey = (key: string) => serverNamespaces.includes(key.slice(0, key.indexOf('.')));

/** A compiled message's text when it has no argument (a literal only), else null. */
function literalText(message: MessageFormatElement[]): string | null {
  let text = '';
  for (const element of message) {
    // Type 0 is a literal in the compiled AST (@formatjs/icu-messageformat-parser TYPE.literal).
    if (element.type !== 0) return null;
    text += element.value;
  }
  return text;
}

function* textsOf(catalogs: readonly CompiledCatalog[]): Generator<readonly [string, string]> {
  for (const catalog of catalogs) {
    for (const [key, message] of Object.entries(catalog)) {
      const text = isServerKey(key) ? literalText(message) : null;
      if (text !== null) yield [text, key];
    }
  }
  yield* Object.entries(serverTextAliases);
}

/**
 * The message key a server text names, among the server messages of the catalogs loaded so far
 * (the page's language, and the other one once shown): by key, or by French or English text
 * (`resolveMessageIn`). Undefined when none matches.
 */
export const resolveCatalogMessage: MessageResolver = (description) => {
  const catalogs = languages
    .map((lang) => loadedMessages(lang))
    .filter((catalog): catalog is CompiledCatalog => catalog !== undefined);
  const known = {
    has: (key: string) =>
      isServerKey(key) && catalogs.some((catalog) => Object.hasOwn(catalog, key)),
  };
  return resolveMessageIn(description, known, textsOf(catalogs)) as MessageKey | undefined;
};
