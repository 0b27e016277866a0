// An invitation link as the built-in ticketing page reads it (docs/security.md "The built-in
// ticketing page"): the signed code (this exhibitor, this show, buyer or agent), then what makes
// it usable now, checked at every step (the form, the registration, the confirmation): the show
// is not over (the link expires at the end of its last day, in Paris), and the inviting company's
// badges are open, a registration of it having its 1st installment paid (spec §4, §6).
import { addDays, isDeadlinePassed, parisDayStart } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { badgesUnlocked } from '../../core/feature-access';
import { verifyInvitationCode } from '../../core/ticketing/codes';
import type { InvitationCode } from '../../core/ticketing/codes';
import type { TicketingSettings } from '../../core/ticketing/config';
import type { Executor } from '../../infra/db/client';
import { accounts, campaigns } from '../../infra/db/schema';

export type TicketingContext = AppContext<TicketingSettings>;

export interface Invitation extends InvitationCode {
  event: string;
  dates: string;
  company: string;
  /** The instant the show ends: the end of its last day in Paris. */
  showEnd: Date;
}

/** Why an invitation cannot be used now. */
export type InvitationRefusal = 'invalid' | 'expired' | 'unavailable';

export type InvitationReading = { invitation: Invitation } | { refused: InvitationRefusal };

/** An invitation's show and company, and whether it is usable at `now`. */
export async function readInvitation(
  db: Executor,
  code: InvitationCode,
  now: Date,
): Promise<InvitationReading> {
  const [row] = await db
    .select({
      event: campaigns.eventName,
      dates: campaigns.dates,
      lastDay: campaigns.eventEndDate,
      company: accounts.name,
    })
    .from(campaigns)
    .innerJoin(accounts, eq(accounts.id, code.accountId))
    .where(eq(campaigns.id, code.campaignId));
  if (!row) return { refused: 'invalid' };
  if (isDeadlinePassed(row.lastDay, now)) return { refused: 'expired' };
  if (!(await badgesUnlocked(db, code.accountId, code.campaignId))) {
    return { refused: 'unavailable' };
  }
  const { event, dates, company } = row;
  return {
    invitation: { ...code, event, dates, company, showEnd: parisDayStart(addDays(row.lastDay, 1)) },
  };
}

/** The invitation of a code a browser sent: its signature first, then {@link readInvitation}. */
export async function openInvitation(
  ctx: TicketingContext,
  code: unknown,
): Promise<InvitationReading & { code?: string }> {
  if (typeof code !== 'string' || code.length > 600) return { refused: 'invalid' };
  const verified = verifyInvitationCode(ctx.config.ticketing.secret, code);
  if (!verified) return { refused: 'invalid' };
  const reading = await ctx.db.read((db) => readInvitation(db, verified, ctx.now()));
  return { ...reading, code };
}
