// The signed-in user's company (spec §3, §7): its details and brands, the billing address, the
// language, the VAT number while it has none, and each brand's links.
import type { AccountUpdate, BrandUpdate } from '@salon/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { toCompany } from '../../core/mappers';
import type { UserRow } from '../../infra/db/rows';
import { accounts, brands } from '../../infra/db/schema';
import { fail } from '../../infra/errors';

async function companyOf(ctx: AppContext, accountId: string) {
  return ctx.db.read(async (db) => {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw fail.notFound();
    const list = await db
      .select()
      .from(brands)
      .where(eq(brands.accountId, accountId))
      .orderBy(asc(brands.name));
    return toCompany(account, list);
  });
}

function requireAccount(user: UserRow): string {
  if (!user.accountId) throw fail.notFound();
  return user.accountId;
}

export function account(ctx: AppContext, user: UserRow) {
  return companyOf(ctx, requireAccount(user));
}

/**
 * PUT via POST /me/account (spec §3, §7): the billing address (street, postal code, city,
 * country: the address of user.account), the company's language, and the VAT number only while
 * it has none (spec §5; 2201 'validation.vat_read_only' otherwise).
 */
export async function updateAccount(ctx: AppContext, user: UserRow, input: AccountUpdate) {
  const accountId = requireAccount(user);
  await ctx.db.tx(async (tx) => {
    const [current] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    if (!current) throw fail.notFound();
    const tva = input.tva?.trim() || undefined;
    if (tva !== undefined && current.tva && current.tva !== tva) {
      throw fail.field('tva', 'validation.vat_read_only');
    }
    await tx
      .update(accounts)
      .set({
        billingStreet: input.street,
        billingCity: input.city,
        billingPostalCode: input.postalCode,
        billingCountry: input.country,
        langue: input.langue,
        ...(tva !== undefined && !current.tva ? { tva } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(accounts.id, accountId));
  });
  return companyOf(ctx, accountId);
}

/** PUT via POST /me/brand (spec §3): a brand of the user's company; an empty text clears. */
export async function updateBrand(ctx: AppContext, user: UserRow, input: BrandUpdate) {
  const accountId = requireAccount(user);
  await ctx.db.tx(async (tx) => {
    const changes: Partial<typeof brands.$inferInsert> = {};
    if (input.website !== undefined) changes.website = input.website || null;
    if (input.instagram !== undefined) changes.instagram = input.instagram || null;
    const updated = await tx
      .update(brands)
      .set(changes)
      .where(and(eq(brands.token, input.token), eq(brands.accountId, accountId)))
      .returning({ id: brands.id });
    if (updated.length === 0) throw fail.notFound();
  });
  return companyOf(ctx, accountId);
}
