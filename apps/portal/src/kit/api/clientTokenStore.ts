// Where a browser keeps the portal's client token between page loads (spec §7 get-token: the token
// lasts a day, CLIENT_TOKEN_TTL). Without it every page load asked for a new one, and get-token is
// limited per IP (docs/security.md "Rate limits"): a show floor's shared address ran out of them
// and its users saw the portal unavailable. The token grants only the public calls, whose client
// secret is public by design, so it may sit in localStorage; it is shared by the browser's tabs.
import type { ClientToken } from '@salon/domain';

export interface StoredClientToken {
  token: ClientToken;
  /** When the token stops being valid, in milliseconds since the epoch. */
  expiresAt: number;
}

export interface ClientTokenStore {
  read(): StoredClientToken | null;
  write(stored: StoredClientToken | null): void;
}

const KEY = 'salon.clientToken';

/** A stored token this close to its end is asked for again rather than used. */
export const CLIENT_TOKEN_MARGIN_MS = 60_000;

/** The browser's localStorage; nothing kept where it is unavailable (a private window may refuse). */
export function browserClientTokenStore(storage: () => Storage = () => window.localStorage) {
  return {
    read() {
      try {
        const raw = storage().getItem(KEY);
        if (!raw) return null;
        const value = JSON.parse(raw) as Partial<StoredClientToken>;
        const token = value.token;
        return typeof value.expiresAt === 'number' && typeof token?.access_token === 'string'
          ? { token, expiresAt: value.expiresAt }
          : null;
      } catch {
        return null;
      }
    },
    write(stored) {
      try {
        if (stored) storage().setItem(KEY, JSON.stringify(stored));
        else storage().removeItem(KEY);
      } catch {
        // Not kept: the next page load asks the server again.
      }
    },
  } satisfies ClientTokenStore;
}
