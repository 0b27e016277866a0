// Common passwords (spec §5 password rules, docs/security.md "Common passwords"). The list itself
// is data/common-passwords.txt (`@salon/domain/common-passwords.txt`), never imported here: the
// server reads it once, and a portal screen could fetch it lazily, so the login route does not
// carry 10,000 words.

/** The list's text, one password a line, as a set of its lowercased entries. */
export function parseCommonPasswords(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
}

const edges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The forms of `password` compared with the list. The spec §5 rule (a lowercase, an uppercase, a
 * digit, a special character) already refuses every entry of the list as it is written, so what a
 * user types is the list's word dressed up to pass it: 'Password1!', 'Azerty123?', 'Soleil2024!'.
 * Compared: the password lowercased, without the special characters at its ends, then also
 * without its trailing digits.
 */
export function commonPasswordForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = lower.replace(edges, '');
  const word = core.replace(/\p{N}+$/u, '').replace(edges, '');
  return [...new Set([lower, core, word])].filter((form) => form !== '');
}

/** Whether `password`, or its word dressed up with case, digits and symbols, is in the list. */
export function isCommonPassword(password: string, list: ReadonlySet<string>): boolean {
  return commonPasswordForms(password).some((form) => list.has(form));
}
