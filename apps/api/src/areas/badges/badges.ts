// Badges and invitations (spec §2 pro/badges, me/badges, campaign badges modal; spec §4, §6 locked
// until the 1st installment is paid). An exhibitor reaches its company's members of an event once
// a registration for that event has its 1st installment paid (`campaignFeatureAccess`); a visitor
// reaches their own badges. A badge that is not the caller's is refused whole (4030), so a file
// never mixes in another company's badge, whatever the ids sent.
import { MAX_EARLIER_ADMISSIONS, invitationKinds } from '@salon/domain';
import type { Invitation, InvitationKind } from '@salon/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { assertBadgesUnlocked, assertCampaignExists } from '../../core/feature-access';
import { badgeCode, invitationCode, verifyBadgeCode } from '../../core/ticketing/codes';
import type { TicketingSettings } from '../../core/ticketing/config';
import type { UserRow } from '../../infra/db/rows';
import { newId } from '../../infra/crypto';
import {
  accounts,
  badgeAdmissions,
  campaignMembers,
  campaigns,
  invitationRegistrations,
} from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import type { BadgeToPrint } from './badge-pdf';

export type BadgesContext = AppContext<TicketingSettings>;

/** Whether a member is the caller's: their own badge, or (exhibitor) their company's. */
function isOwnMember(user: UserRow, member: { userId: string | null; accountId: string | null }) {
  if (member.userId === user.id) return true;
  return user.role === 'exposant' && user.accountId !== null && member.accountId === user.accountId;
}

/**
 * The badges to draw, in the order asked (duplicates once): every id must be one of the caller's
 * badges of the event `campaignId` (when given), else the whole request is refused.
 */
export async function badgesToPrint(
  ctx: BadgesContext,
  user: UserRow,
  ids: readonly string[],
  campaignId: string | null,
): Promise<BadgeToPrint[]> {
  const wanted = [...new Set(ids)];
  return ctx.db.read(async (db) => {
    const rows = await db
      .select({ member: campaignMembers, campaign: campaigns, company: accounts.name })
      .from(campaignMembers)
      .innerJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
      .leftJoin(accounts, eq(accounts.id, campaignMembers.accountId))
      .where(inArray(campaignMembers.id, wanted));
    const byId = new Map(rows.map((row) => [row.member.id, row]));
    const chosen = wanted.map((id) => byId.get(id));
    for (const row of chosen) {
      if (!row || !isOwnMember(user, row.member)) throw fail.unauthorisedAction();
      if (campaignId !== null && row.member.campaignId !== campaignId) {
        throw fail.unauthorisedAction();
      }
    }
    const present = chosen as NonNullable<(typeof chosen)[number]>[];
    if (user.role === 'exposant') {
      for (const event of new Set(present.map((row) => row.member.campaignId))) {
        await assertBadgesUnlocked(db, user.accountId, event);
      }
    }
    const secret = ctx.config.ticketing.secret;
    return present.map(({ member, campaign, company }) => ({
      name: member.name,
      company,
      event: campaign.eventName,
      dates: campaign.dates,
      venue: campaign.venue,
      category: member.categorieInscription,
      code: badgeCode(secret, { memberId: member.id, campaignId: member.campaignId }),
    }));
  });
}

/** Where an invitation link points: the platform's page, or the API's own (src/areas/ticketing/page.ts). */
export function ticketingPage(ctx: BadgesContext): string {
  return ctx.config.ticketing.url ?? `${ctx.config.apiPublicUrl}/ticketing`;
}

/**
 * GET /me/invitations/{cid}: the exhibitor's buyer and agent invitation links for an event, each
 * with how many invitees registered with it (spec §2). Locked like the badges (spec §4, §6).
 */
export async function invitationsOf(
  ctx: BadgesContext,
  user: UserRow,
  campaignId: string,
): Promise<Invitation[]> {
  return ctx.db.read(async (db) => {
    await assertCampaignExists(db, campaignId);
    await assertBadgesUnlocked(db, user.accountId, campaignId);
    const accountId = user.accountId!;
    const used = await db
      .select({ kind: invitationRegistrations.kind, used: count() })
      .from(invitationRegistrations)
      .where(
        and(
          eq(invitationRegistrations.accountId, accountId),
          eq(invitationRegistrations.campaignId, campaignId),
        ),
      )
      .groupBy(invitationRegistrations.kind);
    const usedOf = (kind: InvitationKind) => used.find((row) => row.kind === kind)?.used ?? 0;
    return invitationKinds.map((kind) => {
      const url = new URL(ticketingPage(ctx));
      url.searchParams.set(
        'code',
        invitationCode(ctx.config.ticketing.secret, { accountId, campaignId, kind }),
      );
      url.searchParams.set('lang', user.langue === 'en' ? 'en' : 'fr');
      return { kind, url: url.toString(), used: usedOf(kind) };
    });
  });
}

/**
 * An entrance scanner's check (docs/security.md "Badges at the entrance"): the code verifies and
 * names an existing badge, else 4040; the scan is recorded as an admission, and the answer says
 * whether and when the badge was admitted before. Re-entry is allowed. The badge's row is locked
 * for the scan, so two gates scanning one (copied) badge at once see each other's admission.
 */
export async function checkBadge(ctx: BadgesContext, code: string) {
  const badge = verifyBadgeCode(ctx.config.ticketing.secret, code);
  if (!badge) throw fail.notFound();
  return ctx.db.tx(async (tx) => {
    const [row] = await tx
      .select({ member: campaignMembers, event: campaigns.eventName })
      .from(campaignMembers)
      .innerJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
      .where(
        and(
          eq(campaignMembers.id, badge.memberId),
          eq(campaignMembers.campaignId, badge.campaignId),
        ),
      )
      .for('update', { of: campaignMembers });
    if (!row) throw fail.notFound();
    const earlier = await tx
      .select({ at: badgeAdmissions.admittedAt })
      .from(badgeAdmissions)
      .where(eq(badgeAdmissions.memberId, row.member.id))
      .orderBy(desc(badgeAdmissions.admittedAt));
    const admittedAt = ctx.now();
    await tx.insert(badgeAdmissions).values({
      id: newId(),
      memberId: row.member.id,
      campaignId: row.member.campaignId,
      admittedAt,
    });
    return {
      member_id: row.member.id,
      campaign_id: row.member.campaignId,
      event_name: row.event,
      name: row.member.name,
      categorie_inscription: row.member.categorieInscription,
      admitted_at: admittedAt.toISOString(),
      already_admitted: earlier.length > 0,
      admissions: earlier.length + 1,
      earlier_admissions: earlier
        .slice(0, MAX_EARLIER_ADMISSIONS)
        .map((admission) => admission.at.toISOString()),
    };
  });
}
