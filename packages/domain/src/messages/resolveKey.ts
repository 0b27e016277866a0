// The key-only part of spec §5 'Server error messages are translated by key; dots in the message
// are turned into underscores or trimmed to find the key', for clients that hold the texts
// already (the portal's compiled catalogs) and must not load the domain's texts a second time.
// `resolveMessageKey` (messages/index.ts) adds the match on the French or English text.

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
