// The login's redirect query (spec §2 'Login takes an optional redirect query; the default
// destination is the dashboard'). Only a path of this site is followed, never another origin
// (an open redirect would let a link send a freshly logged-in user anywhere).

/** The path to go to after login, or null for the dashboard. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (/\p{Cc}/u.test(path) || path.length > 2048) return null;
  return path;
}
