// Rate limits of login, password, registration, contact and bank-transfer calls (docs/security.md
// decisions): fixed windows counted in PostgreSQL, so every API instance behind a load balancer
// shares them, per IP address and per account (email). Over the limit: 429, code 4290, Retry-After.
import type { EndpointName } from '@salon/domain';
import { eq, lt, sql } from 'drizzle-orm';
import { rateLimitRule } from '../infra/config/security';
import type { RateLimitGroup } from '../infra/config/security';
import type { AppContext } from '../context';
import type { Executor } from '../infra/db/client';
import { rateLimits } from '../infra/db/schema';
import { fail } from '../infra/errors';
import { hashToken } from '../infra/crypto';

/** Which counter each rate-limited call uses. */
export const rateLimitGroups: Partial<Record<EndpointName, RateLimitGroup>> = {
  login: 'login',
  forgotPassword: 'password',
  resetPassword: 'password',
  changePassword: 'password',
  initRegister: 'registration',
  validInfosRegister: 'registration',
  validPwdRegister: 'registration',
  validTmpRegister: 'registration',
  firstRegister: 'registration',
  searchAccount: 'registration',
  checkContact: 'registration',
  verifyEmail: 'registration',
  resendVerificationEmail: 'registration',
  contact: 'contact',
  transactionUpdateTransfer: 'transfer',
  transferProofUpload: 'transfer',
  transferCancel: 'transfer',
  // Not rate-limited in the endpoint table, counted all the same (docs/security.md).
  getToken: 'token',
};

/**
 * Counts one request of `group` for the IP (unless null: counted already) and, when known, the
 * account; throws 429 when either is over its limit. Runs in its own transaction: the count stays
 * even when the call then fails (a failed login counts).
 */
export async function hitRateLimit(
  ctx: AppContext,
  group: RateLimitGroup,
  ip: string | null,
  account: string | null,
): Promise<void> {
  const rule = rateLimitRule(ctx.config.rateLimits, group);
  const nowMs = ctx.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const buckets: { bucket: string; limit: number }[] = [];
  if (ip !== null) buckets.push({ bucket: `${group}:ip:${ip}`, limit: rule.perIp });
  // The account key is hashed: the table never holds an email address.
  if (account) buckets.push({ bucket: accountBucket(group, account), limit: rule.perAccount });
  if (buckets.length === 0) return;

  const counts = await ctx.db.tx(async (tx) => {
    const result: number[] = [];
    for (const { bucket } of buckets) {
      const [row] = await tx
        .insert(rateLimits)
        .values({ bucket, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.bucket, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits });
      result.push(row?.hits ?? 1);
    }
    return result;
  });
  if (counts.some((hits, index) => hits > buckets[index]!.limit)) {
    throw fail.tooManyRequests((windowStart.getTime() + windowMs - nowMs) / 1000);
  }
}

function accountBucket(group: RateLimitGroup, account: string): string {
  return `${group}:account:${hashToken(account)}`;
}

/**
 * Clears the per-account counter of `group` (every window): a successful password reset clears
 * the login limit, so locking someone out on purpose lasts only until they reset
 * (docs/security.md "Rate limits").
 */
export async function clearAccountRateLimit(
  tx: Executor,
  group: RateLimitGroup,
  account: string,
): Promise<void> {
  await tx.delete(rateLimits).where(eq(rateLimits.bucket, accountBucket(group, account)));
}

/** Drops counters of windows long gone. */
export async function purgeRateLimits(ctx: AppContext): Promise<void> {
  const longest = Math.max(...Object.values(ctx.config.rateLimits).map((r) => r.windowSeconds));
  const before = new Date(ctx.now().getTime() - 2 * longest * 1000);
  await ctx.db.tx((tx) => tx.delete(rateLimits).where(lt(rateLimits.windowStart, before)));
}
