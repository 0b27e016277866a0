// A signed-in user as the API returns it (spec §3 auth state), and the end of a user's sessions:
// what the session, account and registration areas share.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../infra/db/client';
import type { UserRow } from '../infra/db/rows';
import { accounts, brands, tokens } from '../infra/db/schema';
import { toUser } from './mappers';

/**
 * A company and its brands by name, in one query (no brand: one row with a null brand); only the
 * columns the profile shows (docs/performance.md "API throughput": each column is decoded at
 * every call).
 */
const accountWithBrands = (db: Executor) =>
  db
    .select({
      account: {
        name: accounts.name,
        tva: accounts.tva,
        siret: accounts.siret,
        langue: accounts.langue,
        billingStreet: accounts.billingStreet,
        billingPostalCode: accounts.billingPostalCode,
        billingCity: accounts.billingCity,
        billingCountry: accounts.billingCountry,
      },
      brand: {
        token: brands.token,
        name: brands.name,
        website: brands.website,
        instagram: brands.instagram,
      },
    })
    .from(accounts)
    .leftJoin(brands, eq(brands.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .orderBy(brands.name);

type AccountWithBrands = Awaited<ReturnType<ReturnType<typeof accountWithBrands>['execute']>>;

function userWith(user: UserRow, rows: AccountWithBrands) {
  const brandRows = rows.flatMap((row) => (row.brand ? [row.brand] : []));
  return toUser(user, rows[0]?.account ?? null, brandRows);
}

/** The user as the API returns it (spec §3 auth state), inside a transaction or a read. */
export async function loadUser(db: Executor, user: UserRow) {
  if (!user.accountId) return toUser(user, null, []);
  return userWith(user, await accountWithBrands(db).execute({ accountId: user.accountId }));
}

/** The same, on the hot path of GET /me: a prepared statement (docs/performance.md). */
export async function readUser(ctx: AppContext, user: UserRow) {
  if (!user.accountId) return toUser(user, null, []);
  const accountId = user.accountId;
  const rows = await ctx.db.read(() =>
    ctx.db.statement('me_account_brands', accountWithBrands).execute({ accountId }),
  );
  return userWith(user, rows);
}

/** Revokes every token of a session. */
export async function revokeFamily(tx: Executor, familyId: string, now: Date): Promise<void> {
  await tx
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.familyId, familyId), isNull(tokens.revokedAt)));
}

/** Revokes every session of a user (password reset, password change elsewhere). */
export async function revokeUserSessions(
  tx: Executor,
  userId: string,
  now: Date,
  keepFamily?: string | null,
): Promise<void> {
  const sessions = await tx
    .selectDistinct({ familyId: tokens.familyId })
    .from(tokens)
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)));
  for (const { familyId } of sessions) {
    if (familyId && familyId !== keepFamily) await revokeFamily(tx, familyId, now);
  }
}
