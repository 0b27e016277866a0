// The shows (spec §3 Campaign, §7): the signed-in company's campaigns and their badge holders,
// the campaigns open to registration requests, and the picklists of the forms.
import { isCampaignActive, resolveLanguage } from '@salon/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { assertBadgesUnlocked } from '../../core/feature-access';
import { toCampaign, toCampaignMember, toPublicCampaign } from '../../core/mappers';
import type { UserRow } from '../../infra/db/rows';
import { campaignMembers, campaigns, opportunities, picklists } from '../../infra/db/schema';
import { fail } from '../../infra/errors';

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
