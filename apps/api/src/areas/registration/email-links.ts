// Email links (spec §2 email-verification, reset-password; docs/security.md): single-use tokens
// with an expiry, kept hashed; forgot-password answers the same whether the account exists.
import { errorCodes, languages, resolveLanguage } from '@salon/domain';
import type { Language } from '@salon/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { clearAccountRateLimit } from '../../core/rate-limit';
import { revokeUserSessions } from '../../core/users';
import { burnPasswordCheck, hashToken, newId, newToken } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import type { UserRow } from '../../infra/db/rows';
import { emailTokens, users } from '../../infra/db/schema';
import { enqueueEmail, portalLink } from '../../infra/email/outbox';
import { ApiError, fail } from '../../infra/errors';
import { hashNewPassword } from '../../infra/passwords';

/** How long an email's link works, in seconds (docs/security.md "Tokens"). */
export const LINK_TTL_SECONDS = {
  reset: 3600,
  verification: 48 * 3600,
  /** The welcome link of an account the sales team opened: time to choose a password. */
  welcome: 7 * 86_400,
} as const;

export type EmailTokenKind = 'verification' | 'reset';

/** A new link token for the user; older unused ones of the same kind stop working. */
export async function createEmailToken(
  ctx: AppContext,
  tx: Executor,
  kind: EmailTokenKind,
  user: UserRow,
  ttlSeconds: number,
): Promise<string> {
  const now = ctx.now();
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(eq(emailTokens.userId, user.id), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)),
    );
  const token = newToken();
  await tx.insert(emailTokens).values({
    id: newId(),
    hash: hashToken(token),
    kind,
    userId: user.id,
    email: user.email,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Where the login page a client names for after the verification lives (spec §7
 * resend-verified-email: redirect_url, the login page): an http(s) address on an origin allowed
 * to call the API (the portal's, `PUBLIC_URL`, or one of `CORS_ORIGINS`). Another origin is
 * refused on its field (2201), before anything is read or sent: the API never mails a link that
 * leads elsewhere.
 */
export function allowedRedirect(
  ctx: { readonly config: Pick<AppContext['config'], 'publicUrl' | 'corsOrigins'> },
  redirectUrl: string | undefined,
): URL | null {
  if (redirectUrl === undefined || redirectUrl === '') return null;
  const allowed = new Set(
    [ctx.config.publicUrl, ...ctx.config.corsOrigins].map((origin) => new URL(origin).origin),
  );
  const url = URL.canParse(redirectUrl) ? new URL(redirectUrl) : null;
  if (!url || !/^https?:$/.test(url.protocol) || !allowed.has(url.origin)) {
    throw fail.field('redirect_url', 'validation.url');
  }
  return url;
}

/** The language a page's path starts with (`/en/guest/login`), if any. */
function languageOfPath(path: string): Language | null {
  const first = path.split('/')[1] ?? '';
  return (languages as readonly string[]).includes(first) ? (first as Language) : null;
}

/**
 * The link of a verification email: the portal's email-verification page (spec §2), which knows
 * the account's role from it. With a redirect (spec §7 redirect_url), the page is the one on the
 * redirect's origin, in its language, and leads to the redirect once the address is verified.
 */
function verificationLink(
  ctx: AppContext,
  user: UserRow,
  token: string,
  redirect: URL | null,
): string {
  const query = { token, email: user.email, role: user.role };
  if (!redirect) return portalLink(ctx, user.langue, 'email-verification', query);
  const lang = languageOfPath(redirect.pathname) ?? resolveLanguage(user.langue);
  const url = new URL(`/${lang}/email-verification`, redirect.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  url.searchParams.set('redirect', `${redirect.pathname}${redirect.search}`);
  return url.toString();
}

/** Writes the verification email of a new account (spec §2 email-verification). */
export async function sendVerificationEmail(
  ctx: AppContext,
  tx: Executor,
  user: UserRow,
  redirect: URL | null = null,
): Promise<void> {
  const token = await createEmailToken(
    ctx,
    tx,
    'verification',
    user,
    LINK_TTL_SECONDS.verification,
  );
  await enqueueEmail(tx, {
    kind: 'verification',
    to: user.email,
    langue: user.langue,
    data: { firstname: user.firstname, link: verificationLink(ctx, user, token, redirect) },
  });
}

/** Writes a reset-password email (forgot password; welcome link with a longer life). */
export async function sendResetEmail(
  ctx: AppContext,
  tx: Executor,
  user: UserRow,
  kind: 'reset' | 'welcome' | 'first_registration_accepted',
  comment?: string,
): Promise<void> {
  const ttl = kind === 'reset' ? LINK_TTL_SECONDS.reset : LINK_TTL_SECONDS.welcome;
  const token = await createEmailToken(ctx, tx, 'reset', user, ttl);
  await enqueueEmail(tx, {
    kind,
    to: user.email,
    langue: user.langue,
    data: {
      firstname: user.firstname,
      link: portalLink(ctx, user.langue, 'reset-password', { token }),
      comment,
    },
  });
}

/**
 * forgot-password (spec §2, §8 'reset link sent if the account exists'): the same answer and the
 * same work whether or not an account of that role exists for the email.
 */
export async function forgotPassword(
  ctx: AppContext,
  input: { email: string; role: string },
): Promise<void> {
  const [user] = await ctx.db.read((db) =>
    db.select().from(users).where(eq(users.email, input.email)).limit(1),
  );
  const known = user && user.role === input.role && user.active;
  // The answer waits for the same work either way: a password check's time. The email of a known
  // account is written alongside, not before the answer, so its time never shows
  // (docs/security.md "Timing").
  if (known) {
    void ctx.db
      .tx((tx) => sendResetEmail(ctx, tx, user, 'reset'))
      .catch((error: unknown) =>
        ctx.log.error({ err: error }, 'forgot-password: email not written'),
      );
  }
  await burnPasswordCheck(input.email, ctx.config.argon2);
}

type ClaimedToken = { user: UserRow };

/** Finds a link token; throws 4101 when unknown or used, 4100 when expired. */
async function claimEmailToken(
  ctx: AppContext,
  tx: Executor,
  kind: EmailTokenKind,
  token: string,
  invalidKey: 'error.reset_token_invalid' | 'error.verification_token_invalid',
  expiredKey: 'error.reset_token_invalid' | 'error.verification_expired',
  email?: string,
): Promise<ClaimedToken & { alreadyUsed: boolean }> {
  const [row] = await tx
    .select({ token: emailTokens, user: users })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.hash, hashToken(token)), eq(emailTokens.kind, kind)))
    .limit(1);
  if (!row || (email !== undefined && row.token.email !== email)) {
    throw new ApiError(errorCodes.tokenInvalid, invalidKey);
  }
  if (row.token.usedAt) return { user: row.user, alreadyUsed: true };
  if (row.token.expiresAt.getTime() <= ctx.now().getTime()) {
    throw new ApiError(errorCodes.tokenExpired, expiredKey);
  }
  // Single use, even when two requests race: only one update finds it unused.
  const claimed = await tx
    .update(emailTokens)
    .set({ usedAt: ctx.now() })
    .where(and(eq(emailTokens.id, row.token.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return { user: row.user, alreadyUsed: claimed.length === 0 };
}

/** reset-password (spec §2): a new password through a single-use link; every session ends. */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
): Promise<{ role: 'exposant' | 'visiteur'; email: string }> {
  const passwordHash = await hashNewPassword(input.password, ctx.config.argon2);
  return ctx.db.tx(async (tx) => {
    const { user, alreadyUsed } = await claimEmailToken(
      ctx,
      tx,
      'reset',
      input.token,
      'error.reset_token_invalid',
      'error.reset_token_invalid',
    );
    if (alreadyUsed) throw new ApiError(errorCodes.tokenInvalid, 'error.reset_token_invalid');
    const now = ctx.now();
    await tx
      .update(users)
      .set({
        passwordHash,
        // The link came through the mailbox: the address is proven.
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now);
    // The owner of the mailbox proved who they are: the login limit of the account starts over.
    await clearAccountRateLimit(tx, 'login', user.email);
    return { role: user.role as 'exposant' | 'visiteur', email: user.email };
  });
}

/**
 * verified-email (spec §4 email verification): verified; already processed counts as success
 * (spec §4); an expired link 4100 (the screen offers a new one); an unknown one 4101.
 */
export async function verifyEmail(
  ctx: AppContext,
  input: { email: string; token: string },
): Promise<{ status: 'verified' | 'already_verified'; role: 'exposant' | 'visiteur' }> {
  return ctx.db.tx(async (tx) => {
    const role = (user: UserRow) => user.role as 'exposant' | 'visiteur';
    let claimed: ClaimedToken & { alreadyUsed: boolean };
    try {
      claimed = await claimEmailToken(
        ctx,
        tx,
        'verification',
        input.token,
        'error.verification_token_invalid',
        'error.verification_expired',
        input.email,
      );
    } catch (error) {
      // An expired link of an address verified since is 'already verified' too.
      if (error instanceof ApiError && error.code === errorCodes.tokenExpired) {
        const [user] = await tx.select().from(users).where(eq(users.email, input.email));
        if (user?.emailVerifiedAt) return { status: 'already_verified', role: role(user) };
      }
      throw error;
    }
    const { user } = claimed;
    if (user.emailVerifiedAt) return { status: 'already_verified', role: role(user) };
    if (claimed.alreadyUsed)
      throw new ApiError(errorCodes.tokenInvalid, 'error.verification_token_invalid');
    await tx
      .update(users)
      .set({ emailVerifiedAt: ctx.now(), updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
    return { status: 'verified', role: role(user) };
  });
}

/**
 * resend-verified-email (spec §7: email, token, redirect_url): a new link when the address awaits
 * verification, else nothing (the same answer either way, docs/security.md "Account
 * enumeration"). The redirect, checked first, is where the new link leads once the address is
 * verified (`allowedRedirect`).
 */
export async function resendVerification(
  ctx: AppContext,
  input: { email: string; redirect_url?: string | undefined },
): Promise<void> {
  const redirect = allowedRedirect(ctx, input.redirect_url);
  await ctx.db.tx(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, input.email));
    if (!user || user.emailVerifiedAt || !user.active) return;
    await sendVerificationEmail(ctx, tx, user, redirect);
  });
}
