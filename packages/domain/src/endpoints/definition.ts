// What an entry of the endpoint table says (spec §7), and the paths' helpers.
import type { z } from 'zod/mini';
import type { Role } from '../schemas/common';

/** API base path (spec §7: the provider's API version 1). */
export const API_BASE_PATH = '/api/v1';

/**
 * A cookie the server sets beside the HttpOnly refresh-token cookie, with the same lifetime, and
 * clears with it (docs/security.md). It holds no secret, only `1`: the portal
 * reads it to know whether a session may be restored, so an anonymous visit makes no refresh
 * call that can only fail (spec §4 Session: restore or anonymous).
 */
export const SESSION_HINT_COOKIE = 'salon_session';

/**
 * Which token a call needs (spec §7): `none` (login sends no header), `client` (the public client
 * token), `user` (the signed-in user's token), `operator` (the sales team's key, added),
 * `provider` (a payment provider's signed notification, added).
 */
export type TokenKind = 'none' | 'client' | 'user' | 'operator' | 'provider';

export interface EndpointDefinition {
  readonly method: 'GET' | 'POST';
  /** Path under API_BASE_PATH; parameters as `:name`. */
  readonly path: string;
  readonly auth: TokenKind;
  /** Roles allowed, for user calls limited to a role (spec §6); the API answers 403 otherwise. */
  readonly roles?: readonly Role[];
  /**
   * Body encoding: spec §7 gives get-token and refresh-token as forms; the sales team's bank
   * statement is its XML (camt.053).
   */
  readonly body?: 'json' | 'form' | 'xml';
  readonly params?: z.ZodMiniType;
  /**
   * Its query parameters (a paged list's `cursor` and `limit`, docs/api.md "Paging"); a value the
   * schema refuses answers 400 with code 2201.
   */
  readonly query?: z.ZodMiniType;
  /**
   * The answer stays the list spec §7 gives, and the next page's cursor travels in the
   * `Salon-Next-Cursor` header (NEXT_CURSOR_HEADER), absent on the last page.
   */
  readonly nextCursorHeader?: boolean;
  readonly request?: z.ZodMiniType;
  /** The `data` of the answer, or 'binary' for a file (invoice PDF). */
  readonly response: z.ZodMiniType | 'binary';
  /** The media types a 'binary' answer may have; PDF when not given. */
  readonly fileTypes?: readonly string[];
  /** Limited per IP and per account; over the limit the API answers 429 (docs/security.md). */
  readonly rateLimited?: boolean;
  /**
   * The largest body accepted, in bytes, when above the server's default (a proof of transfer, a
   * guide).
   */
  readonly bodyLimit?: number;
  /** Not in spec §7: added by this contract where the spec says 'not shown'. */
  readonly added?: boolean;
}

/** User calls limited to exhibitors (spec §6). */
export const exhibitor = ['exposant'] as const satisfies readonly Role[];

/** Fills the `:name` parameters of a path, URI-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
