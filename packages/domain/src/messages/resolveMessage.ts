// A server's error description to its message key (spec §5; docs/i18n.md "Server messages"). It
// reads only the texts a server answer can name (validation, error, success, notices), so a
// client that resolves server answers does not bundle the rule texts (statuses, actions...).
import { serverTextAliases } from './errors';
import { normaliseText, resolveKnownMessageKey } from './resolveKey';
import { serverCatalogs } from './serverCatalogs';
import type { ServerMessageKey } from './serverCatalogs';

const serverMessageKeys = Object.keys(serverCatalogs.fr) as ServerMessageKey[];
const serverKeySet: ReadonlySet<string> = new Set(serverMessageKeys);

let textIndex: Map<string, ServerMessageKey> | undefined;

/** Normalised French and English texts (and known server variants) to their key, built once. */
function messageTextIndex(): Map<string, ServerMessageKey> {
  if (textIndex) return textIndex;
  const index = new Map<string, ServerMessageKey>();
  for (const key of serverMessageKeys) {
    for (const text of [serverCatalogs.fr[key], serverCatalogs.en[key]]) {
      const normalised = normaliseText(text);
      // The first key to claim a text keeps it.
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
 * `knownKeys` limits the answer to a set of keys (the portal's catalog, say); by default the keys a
 * server answer can name: the `validation.*`, `error.*`, `success.*` and `notice.*` messages. Anything else,
 * including a non-string, gives `undefined`.
 */
export function resolveMessageKey<K extends string = ServerMessageKey>(
  description: unknown,
  knownKeys?: Iterable<K>,
): K | undefined {
  if (typeof description !== 'string') return undefined;
  const known: ReadonlySet<string> = knownKeys ? new Set<string>(knownKeys) : serverKeySet;
  const byKey = resolveKnownMessageKey(description, known);
  if (byKey !== undefined) return byKey as K;
  const trimmed = description.trim();
  if (trimmed === '' || trimmed.length > 1000) return undefined;
  const key = messageTextIndex().get(normaliseText(trimmed));
  return key !== undefined && known.has(key) ? (key as string as K) : undefined;
}
