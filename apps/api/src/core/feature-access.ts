// What the domain's feature-access rules read (spec §4, §6: badges, invitations, the booth page
// and its guides are locked until a registration's 1st installment is paid): a company's
// registrations (opportunities), and the installments of those.
import { campaignFeatureAccess } from '@salon/domain';
import type { FeaturePayment } from '@salon/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../infra/db/client';
import { campaigns, opportunities, payments } from '../infra/db/schema';
import { fail } from '../infra/errors';

/** The event a locked feature is asked about exists: a 4040 otherwise (docs/api.md). */
export async function assertCampaignExists(db: Executor, campaignId: string): Promise<void> {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw fail.notFound();
}

export interface CompanyRegistrations {
  opportunities: { id: string; etape: string; campaign_id: string }[];
  payments: FeaturePayment[];
}

/** A company's registrations, of one event when `campaignId` is given, with their installments. */
export async function companyRegistrations(
  db: Executor,
  accountId: string,
  campaignId?: string,
): Promise<CompanyRegistrations> {
  const own = await db
    .select({
      id: opportunities.id,
      etape: opportunities.etape,
      campaign_id: opportunities.campaignId,
    })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.accountId, accountId),
        campaignId === undefined ? undefined : eq(opportunities.campaignId, campaignId),
      ),
    );
  if (own.length === 0) return { opportunities: [], payments: [] };
  const paid = await db
    .select({
      opportunity_id: payments.opportunityId,
      kind: payments.kind,
      status: payments.status,
    })
    .from(payments)
    .where(
      inArray(
        payments.opportunityId,
        own.map((row) => row.id),
      ),
    );
  // The columns hold the domain's kinds and statuses (db/tables/billing.ts).
  return { opportunities: own, payments: paid as FeaturePayment[] };
}

/**
 * Whether a company's badges and invitations of an event are open: a registration for it has its
 * 1st installment paid (spec §4, §6). The built-in ticketing page asks it again at each
 * registration and confirmation (docs/security.md "The built-in ticketing page").
 */
export async function badgesUnlocked(
  db: Executor,
  accountId: string | null,
  campaignId: string,
): Promise<boolean> {
  if (!accountId) return false;
  const { opportunities: own, payments: paid } = await companyRegistrations(
    db,
    accountId,
    campaignId,
  );
  return campaignFeatureAccess(campaignId, own, paid).badges;
}

/**
 * Refuses (4220 'error.feature_locked') an exhibitor's badges and invitations of an event before a
 * registration for it has its 1st installment paid (spec §4, §6).
 */
export async function assertBadgesUnlocked(
  db: Executor,
  accountId: string | null,
  campaignId: string,
): Promise<void> {
  if (!(await badgesUnlocked(db, accountId, campaignId))) {
    throw fail.businessRule('error.feature_locked');
  }
}
