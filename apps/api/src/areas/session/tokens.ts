// Clients, tokens and sessions (spec §7; docs/security.md).
// - The client token (get-token) grants only the public calls; it lives a day.
// - A login opens a session: a token family holding a short-lived access token (15 min) and a
//   refresh token. Each refresh rotates the refresh token; a refresh token used twice revokes its
//   whole family (OWASP ASVS 5.0 10.4.5). Logout revokes the family server-side.
// - Every token is 256 random bits, kept only as a SHA-256 hash.
// - A session ends SESSION_MAX_AGE (30 days) after its login, refreshes or not (docs/security.md).
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Caller } from '../../core/endpoints/types';
import { clearAccountRateLimit } from '../../core/rate-limit';
import { loadUser, revokeFamily } from '../../core/users';
import {
  burnPasswordCheck,
  hashToken,
  newId,
  newToken,
  safeEqual,
  verifyPassword,
} from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import type { ClientRow } from '../../infra/db/rows';
import { clients, tokens, users } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import type { SessionConfig } from './config';

type SessionContext = AppContext<SessionConfig>;

/** The client's id and secret, checked in constant time (spec §7 get-token, login). */
export async function checkClient(
  db: Executor,
  clientId: string,
  clientSecret: string,
): Promise<ClientRow> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  const ok = safeEqual(client?.secretHash ?? 'x'.repeat(64), hashToken(clientSecret));
  if (!client || !ok) throw fail.tokenInvalid();
  return client;
}

export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

export async function issueClientToken(ctx: SessionContext, clientId: string, secret: string) {
  return ctx.db.tx(async (tx) => {
    await checkClient(tx, clientId, secret);
    const token = newToken();
    await tx.insert(tokens).values({
      id: newId(),
      hash: hashToken(token),
      kind: 'client',
      clientId,
      expiresAt: new Date(ctx.now().getTime() + ctx.config.ttl.client * 1000),
    });
    return {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_in: ctx.config.ttl.client,
    };
  });
}

async function issuePair(
  ctx: SessionContext,
  tx: Executor,
  clientId: string,
  userId: string,
  familyId: string,
  sessionStartedAt: Date,
): Promise<IssuedTokens> {
  const access = newToken();
  const refresh = newToken();
  const now = ctx.now().getTime();
  // No token outlives its session (docs/security.md "Sessions").
  const sessionEnd = sessionStartedAt.getTime() + ctx.config.ttl.session * 1000;
  const until = (seconds: number) => new Date(Math.min(now + seconds * 1000, sessionEnd));
  await tx.insert(tokens).values([
    {
      id: newId(),
      hash: hashToken(access),
      kind: 'access',
      clientId,
      userId,
      familyId,
      sessionStartedAt,
      expiresAt: until(ctx.config.ttl.access),
    },
    {
      id: newId(),
      hash: hashToken(refresh),
      kind: 'refresh',
      clientId,
      userId,
      familyId,
      sessionStartedAt,
      expiresAt: until(ctx.config.ttl.refresh),
    },
  ]);
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: Math.max(
      0,
      Math.floor((Math.min(now + ctx.config.ttl.access * 1000, sessionEnd) - now) / 1000),
    ),
    refresh_token: refresh,
  };
}

/** Opens a session for a user: a new token family. */
export function openSession(ctx: SessionContext, tx: Executor, clientId: string, userId: string) {
  return issuePair(ctx, tx, clientId, userId, newId(), ctx.now());
}

/**
 * Login (spec §7): wrong password and unknown email give the same answer, 1101, after the same
 * work (no user enumeration); an unverified email or an inactive contact gives 1102, only after a
 * correct password. A user of the other role gets 1101: there is no such account in this area.
 */
export async function login(
  ctx: SessionContext,
  input: {
    email: string;
    password: string;
    role: string;
    client_id: string;
    client_secret: string;
  },
) {
  const client = await ctx.db.read((db) => checkClient(db, input.client_id, input.client_secret));
  const [user] = await ctx.db.read((db) =>
    db.select().from(users).where(eq(users.email, input.email)).limit(1),
  );
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password, ctx.config.argon2);
    throw fail.incorrectIdentifiers();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw fail.incorrectIdentifiers();
  if (user.role !== input.role) throw fail.incorrectIdentifiers();
  if (!user.active) throw fail.accountNotUsable('error.contact_inactive');
  if (!user.emailVerifiedAt) throw fail.accountNotUsable('error.email_not_verified');
  return ctx.db.tx(async (tx) => {
    const issued = await openSession(ctx, tx, client.id, user.id);
    // The owner proved the password: the account's login counter starts again, so failed attempts
    // are what the per-account limit counts, never a user's own sign-ins on several devices
    // (docs/security.md "Rate limits"). The per-IP counter is left as it is.
    await clearAccountRateLimit(tx, 'login', input.email);
    return { client, user: await loadUser(tx, user), tokens: issued };
  });
}

export type RefreshOutcome = { ok: true; client: ClientRow; tokens: IssuedTokens } | { ok: false };

/**
 * Refresh (spec §7 refresh-token): the refresh token is used once and replaced. A used or revoked
 * one means it leaked or was replayed: its whole family is revoked (reuse detection).
 */
export async function refresh(
  ctx: SessionContext,
  input: { client_id: string; client_secret: string },
  refreshToken: string | null,
): Promise<RefreshOutcome> {
  const client = await ctx.db.read((db) => checkClient(db, input.client_id, input.client_secret));
  if (!refreshToken) return { ok: false };
  const hash = hashToken(refreshToken);
  const now = ctx.now();
  return ctx.db.tx(async (tx) => {
    const [token] = await tx
      .select()
      .from(tokens)
      .where(and(eq(tokens.hash, hash), eq(tokens.kind, 'refresh')))
      .limit(1);
    if (!token || token.clientId !== client.id || !token.userId || !token.familyId) {
      return { ok: false } as const;
    }
    // Claim the token: only one refresh can use it, even when two arrive together.
    const claimed = await tx
      .update(tokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(tokens.id, token.id),
          isNull(tokens.usedAt),
          isNull(tokens.revokedAt),
          gt(tokens.expiresAt, now),
        ),
      )
      .returning({ id: tokens.id });
    if (claimed.length === 0) {
      if (token.usedAt || token.revokedAt) await revokeFamily(tx, token.familyId, now);
      return { ok: false } as const;
    }
    // An absolute lifetime: refreshes never extend a session past SESSION_MAX_AGE.
    const startedAt = token.sessionStartedAt ?? token.createdAt;
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
    if (!user?.active || now.getTime() >= startedAt.getTime() + ctx.config.ttl.session * 1000) {
      await revokeFamily(tx, token.familyId, now);
      return { ok: false } as const;
    }
    // The access tokens of the session before this refresh end now: one live access token.
    await tx
      .update(tokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(tokens.familyId, token.familyId),
          eq(tokens.kind, 'access'),
          isNull(tokens.revokedAt),
        ),
      );
    const issued = await issuePair(ctx, tx, client.id, user.id, token.familyId, startedAt);
    return { ok: true, client, tokens: issued } as const;
  });
}

/** Logout (spec §7): the session's tokens are revoked server-side. */
export async function logout(ctx: AppContext, caller: Caller): Promise<void> {
  if (!caller.familyId) return;
  await ctx.db.tx((tx) => revokeFamily(tx, caller.familyId!, ctx.now()));
}

/** Drops tokens that expired a week ago or more (the table stays small). */
export async function purgeTokens(ctx: AppContext): Promise<void> {
  const before = new Date(ctx.now().getTime() - 7 * 86_400_000);
  await ctx.db.tx((tx) => tx.delete(tokens).where(lt(tokens.expiresAt, before)));
}
