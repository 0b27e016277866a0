// Where a browser keeps the portal's client token between page loads (spec §7 get-token: the token
// lasts a day, CLIENT_TOKEN_TTL). Without it every page load asked for a new one, and get-token is
// limited per IP (docs/security.md "Rate limits"): a show floor's shared address ran out of them
// and its users saw the portal unavailable. The token grants only the public calls, whose client
// secret is public by design, so it may sit in localStorage; it is shared by the browser's tabs.
import { clientTokenSchema, type ClientToken } from '@salon/domain';

export interface StoredClientToken {
  token: ClientToken;
  /** When the token stops being valid, in milliseconds since the epoch. */
  expiresAt: number;
}

export interface ClientTokenStore {
  read(): StoredClientToken | null;
  write(stored: StoredClientToken): void;
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
        // Read back through the contract's schema, as the server's answer was.
        const value = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
        const token = clientTokenSchema.safeParse(value.token);
        return token.success && typeof value.expiresAt === 'number'
          ? { token: token.data, expiresAt: value.expiresAt }
          : null;
      } catch {
        return null;
      }
    },
    write(stored) {
      try {
        storage().setItem(KEY, JSON.stringify(stored));
      } catch {
        // Not kept: the next page load asks the server again.
      }
    },
  } satisfies ClientTokenStore;
}
