// The signed-in user's calls (spec §7 'With the user token'): profile, password, company, brands,
// contact form, campaigns and their members; and the public picklists and campaigns.
import {
  contactUpdateFields,
  isCampaignActive,
  isContactSubjectOf,
  resolveLanguage,
} from '@salon/domain';
import type { AccountUpdate, BrandUpdate, ContactForm, ContactUpdate } from '@salon/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  accounts,
  brands,
  campaignMembers,
  campaigns,
  contactMessages,
  opportunities,
  picklists,
  users,
} from '../db/schema';
import { fail } from '../errors';
import { newId, verifyPassword } from '../auth/crypto';
import { enqueueEmail } from '../email/outbox';
import { loadUser, readUser, revokeUserSessions } from './auth';
import { assertBadgesUnlocked } from './badges';
import { toCampaign, toCampaignMember, toCompany, toPublicCampaign } from './mappers';
import type { UserRow } from './mappers';
import { hashNewPassword } from '../auth/new-password';

export async function me(ctx: AppContext, user: UserRow) {
  return readUser(ctx, user);
}

/**
 * PUT via POST /me (spec §3, §7): each role changes its own fields only (`contactUpdateFields`:
 * exhibitors mobile and fonction, spec §2; visitors phone, mobile, salutation); the others are
 * ignored. An empty text clears the field.
 */
export async function updateMe(ctx: AppContext, user: UserRow, input: ContactUpdate) {
  const allowed: readonly string[] =
    contactUpdateFields[user.role as 'exposant' | 'visiteur'] ?? [];
  const changes: Partial<typeof users.$inferInsert> = {};
  if (allowed.includes('phone') && input.phone !== undefined) changes.phone = input.phone || null;
  if (allowed.includes('mobile') && input.mobile !== undefined)
    changes.mobile = input.mobile || null;
  if (allowed.includes('fonction') && input.fonction !== undefined)
    changes.fonction = input.fonction || null;
  if (allowed.includes('salutation') && input.salutation !== undefined)
    changes.salutation = input.salutation;
  return ctx.db.tx(async (tx) => {
    const [updated] =
      Object.keys(changes).length > 0
        ? await tx
            .update(users)
            .set({ ...changes, updatedAt: ctx.now() })
            .where(eq(users.id, user.id))
            .returning()
        : await tx.select().from(users).where(eq(users.id, user.id));
    return loadUser(tx, updated!);
  });
}

/**
 * PUT via POST /me/password (spec §3): the old password must be right (2201 on `oldpassword`,
 * 'The password is not correct'); the user's other sessions end.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  familyId: string | null,
  input: { oldpassword: string; password: string },
) {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldpassword))) {
    throw fail.field('oldpassword', 'error.password_incorrect');
  }
  const passwordHash = await hashNewPassword(input.password, ctx.config.argon2);
  await ctx.db.tx(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, ctx.now(), familyId);
  });
  return { success: true as const };
}

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

/**
 * POST /me/contact (spec §2 contact): the message is kept, sent to the team mailbox of its subject
 * (`config.contactMailboxes`) and copied to the contact in their language. A subject that is not
 * the caller's role's (a visitor writing about billing, `contactSubjectsByRole`) is refused on the
 * subject field, before anything is written.
 */
export async function contact(ctx: AppContext, user: UserRow, input: ContactForm) {
  const role = user.role === 'exposant' ? 'exposant' : 'visiteur';
  if (!isContactSubjectOf(role, input.subject)) {
    throw fail.field('subject', 'validation.invalid_choice');
  }
  await ctx.db.tx(async (tx) => {
    await tx.insert(contactMessages).values({
      id: newId(),
      userId: user.id,
      subject: input.subject,
      message: input.message,
    });
    const [company] = user.accountId
      ? await tx
          .select({ name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, user.accountId))
      : [];
    await enqueueEmail(tx, {
      kind: 'contact_team',
      to: ctx.config.contactMailboxes[input.subject],
      langue: 'fr',
      data: {
        subject: input.subject,
        message: input.message,
        from: `${user.firstname} ${user.lastname} <${user.email}>`,
        company: company?.name,
      },
    });
    await enqueueEmail(tx, {
      kind: 'contact_copy',
      to: user.email,
      langue: user.langue,
      data: { firstname: user.firstname, subject: input.subject, message: input.message },
    });
  });
  return { success: true as const };
}

/**
 * GET /me/campaigns (spec §2 dashboard 'tradeshows'): the campaigns active now and those the
 * company has a registration for, by show date.
 */
export async function myCampaigns(ctx: AppContext, user: UserRow) {
  return ctx.db.read(async (db) => {
    const rows = await db.select().from(campaigns).orderBy(asc(campaigns.eventStartDate));
    const registered = user.accountId
      ? new Set(
          (
            await db
              .select({ id: opportunities.campaignId })
              .from(opportunities)
              .where(eq(opportunities.accountId, user.accountId))
          ).map((row) => row.id),
        )
      : new Set<string>();
    const now = ctx.now();
    return rows
      .map(toCampaign)
      .filter((campaign) => registered.has(campaign.id) || isCampaignActive(campaign, now));
  });
}

/**
 * GET /me/campaigns-members/{cid} (spec §3 campaign member): the company's badge holders for the
 * campaign. Exhibitors' badges are locked until the 1st installment is paid (spec §4, §6: 4220
 * 'error.feature_locked'); a visitor sees their own badges.
 */
export async function campaignMembersOf(ctx: AppContext, user: UserRow, campaignId: string) {
  return ctx.db.read(async (db) => {
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign) throw fail.notFound();
    if (user.role !== 'exposant') {
      const rows = await db
        .select()
        .from(campaignMembers)
        .where(and(eq(campaignMembers.campaignId, campaignId), eq(campaignMembers.userId, user.id)))
        .orderBy(asc(campaignMembers.name));
      return rows.map(toCampaignMember);
    }
    await assertBadgesUnlocked(db, user.accountId, campaignId);
    const rows = await db
      .select()
      .from(campaignMembers)
      .where(
        and(
          eq(campaignMembers.campaignId, campaignId),
          eq(campaignMembers.accountId, user.accountId!),
        ),
      )
      .orderBy(asc(campaignMembers.name));
    return rows.map(toCampaignMember);
  });
}

/** GET /list-campaigns (spec §7, response not shown): campaigns open to registration requests. */
export async function listCampaigns(ctx: AppContext) {
  const rows = await ctx.db.read((db) =>
    db
      .select()
      .from(campaigns)
      .where(eq(campaigns.openForRegistration, true))
      .orderBy(asc(campaigns.eventStartDate)),
  );
  return rows.map(toPublicCampaign);
}

/**
 * GET /picklists/{sobject}/{fields} (spec §3, §7): per field, its values (text in the caller's
 * language, value) and the default's label. An unknown field: 4040.
 */
export async function picklistsOf(
  ctx: AppContext,
  sobject: string,
  fieldList: string,
  language: string | undefined,
) {
  const lang = resolveLanguage(language);
  const fields = [...new Set(fieldList.split(','))];
  const rows = await ctx.db.read((db) =>
    db
      .select()
      .from(picklists)
      .where(and(eq(picklists.sobject, sobject), inArray(picklists.field, fields)))
      .orderBy(asc(picklists.field), asc(picklists.position)),
  );
  const result: Record<
    string,
    { values: { text: string; value: string }[]; default_values: { label: string } }
  > = {};
  for (const field of fields) {
    const own = rows.filter((row) => row.field === field);
    if (own.length === 0) throw fail.notFound();
    const label = (row: (typeof own)[number]) => (lang === 'en' ? row.labelEn : row.labelFr);
    const fallback = own.find((row) => row.isDefault);
    result[field] = {
      values: own.map((row) => ({ text: label(row), value: row.value })),
      default_values: { label: fallback ? label(fallback) : '' },
    };
  }
  return result;
}
