// The session hint (docs/security.md): a readable cookie the server sets beside the HttpOnly
// refresh cookie, so the portal knows whether a session may be restored in this browser.
import { SESSION_HINT_COOKIE } from '@salon/domain';

/**
 * The refresh token is in an HttpOnly cookie the page cannot see (docs/security.md); the server
 * sets a readable companion cookie with no secret beside it. Without it every anonymous visit
 * would start with a refresh-token call that can only fail with a 401 (an error in the console and
 * a wasted round trip on the login page); with it, the restore is tried only where a session may
 * exist. Where cookies cannot be read (no document), the restore is always tried.
 */
export function sessionHintCookie(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * Forgets, in this browser, that a session may be restored. The server clears the hint with the
 * refresh cookie when a logout succeeds; when the logout fails, the HttpOnly refresh cookie stays,
 * and a reload would sign the user in again. Spec §4: a failed logout still clears the session.
 */
export function forgetSessionHint(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}
