// The key-only part of spec §5 'Server error messages are translated by key; dots in the message
// are turned into underscores or trimmed to find the key', for clients that hold the texts
// already (the portal's compiled catalogs) and must not load the domain's texts a second time.
// `resolveMessageKey` (./resolveMessage.ts) adds the match on the domain's French or English
// texts; `resolveMessageIn` matches the texts a client holds (the portal's loaded catalog).

/**
 * The key among `knownKeys` that a server description names: the description itself, trimmed of
 * trailing dots and spaces, or either with its dots turned into underscores. Undefined otherwise.
 */
export function resolveKnownMessageKey(
  description: unknown,
  knownKeys: { has(key: string): boolean },
): string | undefined {
  if (typeof description !== 'string') return undefined;
  const trimmed = description.trim();
  if (trimmed === '' || trimmed.length > 1000) return undefined;
  const stripped = trimmed.replace(/[.\s]+$/, '');
  for (const candidate of [
    trimmed,
    stripped,
    trimmed.replace(/\./g, '_'),
    stripped.replace(/\./g, '_'),
  ]) {
    if (knownKeys.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * How a server text is compared: Unicode-normalised, typographic apostrophes made straight, white
 * space collapsed, trailing dots, ellipses and spaces removed, case ignored.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\u2026\s]+$/u, '')
    .toLowerCase();
}

/**
 * The key among `knownKeys` that a server description names (spec §5): by key as
 * `resolveKnownMessageKey` finds it, or by one of `texts` (text and key pairs: a client's loaded
 * messages, known server wordings), compared as `normaliseText` does. Undefined otherwise.
 */
export function resolveMessageIn<K extends string>(
  description: unknown,
  knownKeys: { has(key: string): boolean },
  texts: Iterable<readonly [text: string, key: K]>,
): K | undefined {
  const byKey = resolveKnownMessageKey(description, knownKeys);
  if (byKey !== undefined) return byKey as K;
  if (typeof description !== 'string') return undefined;
  const trimmed = description.trim();
  if (trimmed === '' || trimmed.length > 1000) return undefined;
  const wanted = normaliseText(trimmed);
  for (const [text, key] of texts) {
    if (knownKeys.has(key) && normaliseText(text) === wanted) return key;
  }
  return undefined;
}
