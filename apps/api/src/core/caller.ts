// Who is calling (spec §7; docs/security.md): the bearer token of a client or user call, checked
// against the database or this instance's cache of checked tokens (docs/security.md "Sessions"),
// the role an endpoint allows (spec §6), the sales team's operator key. A card provider's
// notification is checked by the provider's signature, once its body is read
// (src/core/endpoints/register.ts).
import type { EndpointDefinition } from '@salon/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { CheckedToken } from '../infra/session-cache';
import { hashToken, safeEqual } from '../infra/crypto';
import type { Executor } from '../infra/db/client';
import { tokens, users } from '../infra/db/schema';
import { fail } from '../infra/errors';
import type { Caller } from './endpoints/types';

export const anonymous: Caller = { clientId: null, user: null, familyId: null };

/** The live token of a hash, with its user: one indexed query (the unique index on the hash). */
const liveToken = (db: Executor) =>
  db
    .select({ token: tokens, user: users })
    .from(tokens)
    .leftJoin(users, eq(users.id, tokens.userId))
    .where(
      and(
        eq(tokens.hash, sql.placeholder('hash')),
        isNull(tokens.revokedAt),
        gt(tokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);

/**
 * The token query, its answer kept a moment in the session cache and shared by the calls that
 * wait for it (docs/security.md "Sessions").
 */
function readLiveToken(
  ctx: AppContext,
  hash: string,
  now: Date,
): Promise<CheckedToken | undefined> {
  const read = async () => {
    const [row] = await ctx.db.read(() =>
      ctx.db.statement('auth_live_token', liveToken).execute({ hash, now: now.toISOString() }),
    );
    return row;
  };
  return ctx.sessions ? ctx.sessions.load(hash, now, read) : read();
}

/**
 * The caller behind a bearer token. `client` calls take the client token or a user's access token
 * (a signed-in portal calls the public ones with its user token, spec §7); `user` calls take an
 * access token only. Anything else: 401, code 1001 (refresh and retry once, spec §7). A revoked
 * token is refused at once on this instance, within SESSION_CACHE_MS on others (docs/security.md).
 */
export async function authenticate(
  ctx: AppContext,
  authorization: string | undefined,
  kind: 'client' | 'user',
): Promise<Caller> {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(authorization ?? '');
  if (!match) throw fail.tokenInvalid();
  const hash = hashToken(match[1]!);
  const now = ctx.now();
  const row = await readLiveToken(ctx, hash, now);
  // A read shared with other calls ran a moment ago: the token must still be live now.
  if (!row || row.token.expiresAt <= now) throw fail.tokenInvalid();
  const { token, user } = row;
  if (token.kind === 'refresh') throw fail.tokenInvalid();
  if (kind === 'user' && (token.kind !== 'access' || !user)) throw fail.tokenInvalid();
  if (user && !user.active) throw fail.tokenInvalid();
  return { clientId: token.clientId, user: user ?? null, familyId: token.familyId };
}

/**
 * The caller of an endpoint, by its token kind (spec §7): none, a client or user token, or the
 * operator key. A user call whose role the endpoint does not allow: 403 (spec §6).
 */
export async function resolveCaller(
  ctx: AppContext,
  definition: EndpointDefinition,
  request: FastifyRequest,
): Promise<Caller> {
  const caller = await callerOf(ctx, definition, request);
  const roles = definition.roles;
  if (roles && (!caller.user || !roles.includes(caller.user.role as never))) {
    // spec §6, docs/security.md: a visitor calling an exhibitor call gets 403.
    throw fail.forbidden();
  }
  return caller;
}

async function callerOf(
  ctx: AppContext,
  definition: EndpointDefinition,
  request: FastifyRequest,
): Promise<Caller> {
  switch (definition.auth) {
    case 'none':
      return anonymous;
    case 'client':
    case 'user':
      return authenticate(ctx, request.headers.authorization, definition.auth);
    case 'operator': {
      // The sales team's key (docs/api.md "Operator CLI"), compared in constant time.
      const key = request.headers['x-operator-key'];
      if (typeof key !== 'string' || !safeEqual(key, ctx.config.operatorKey)) {
        throw fail.tokenInvalid();
      }
      return anonymous;
    }
    case 'provider':
      // The provider's signature covers the raw body; it is checked once the body is read.
      return anonymous;
  }
}
