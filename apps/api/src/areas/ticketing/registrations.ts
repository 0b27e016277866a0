// What the built-in ticketing page writes (docs/security.md "The built-in ticketing page"): a
// registration is first a request, with a single-use confirmation link emailed to the invitee; the
// registration and its badge (a campaign member of the inviting company under the invitation's
// category) exist only once the invitee confirms. At both steps the invitation is read again (the
// show not over, the company's 1st installment paid), and the invitation's cap is counted with the
// company's row locked, so two registrations at once cannot pass it together.
import { invitationCategories } from '@salon/domain';
import type { Language } from '@salon/domain';
import { and, count, eq, gt, lte, ne } from 'drizzle-orm';
import { hashToken, newId, newToken } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import {
  accounts,
  campaignMembers,
  invitationRegistrations,
  invitationRequests,
} from '../../infra/db/schema';
import { enqueueEmail } from '../../infra/email/outbox';
import { readInvitation } from './invitation';
import type { Invitation, InvitationRefusal, TicketingContext } from './invitation';

/** How long a confirmation link lasts, at most: it never outlives the show. */
export const CONFIRMATION_LINK_HOURS = 48;

export const CONFIRM_PATH = '/ticketing/confirm';

export interface Invitee {
  name: string;
  /** Lower-cased (the domain's email schema). */
  email: string;
}

export type Refusal = InvitationRefusal | 'already' | 'full' | 'link';

/** What a registration or a confirmation came to. */
export type Outcome = { done: Invitee & { event: string } } | { refused: Refusal };

type Scope = Pick<Invitation, 'accountId' | 'campaignId'>;

/** Locks the inviting company's row: its invitations' caps are counted one at a time. */
async function lockCompany(tx: Executor, accountId: string): Promise<void> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
}

async function isRegistered(tx: Executor, scope: Scope, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invitationRegistrations.id })
    .from(invitationRegistrations)
    .where(
      and(
        eq(invitationRegistrations.campaignId, scope.campaignId),
        eq(invitationRegistrations.accountId, scope.accountId),
        eq(invitationRegistrations.email, email),
      ),
    );
  return row !== undefined;
}

/** The registrations one invitation link took: confirmed, and (at the request) awaiting confirmation. */
async function usedPlaces(
  tx: Executor,
  invitation: Scope & Pick<Invitation, 'kind'>,
  pending: { now: Date; besides: string } | null,
): Promise<number> {
  const [registered] = await tx
    .select({ used: count() })
    .from(invitationRegistrations)
    .where(
      and(
        eq(invitationRegistrations.campaignId, invitation.campaignId),
        eq(invitationRegistrations.accountId, invitation.accountId),
        eq(invitationRegistrations.kind, invitation.kind),
      ),
    );
  if (!pending) return registered?.used ?? 0;
  const [waiting] = await tx
    .select({ used: count() })
    .from(invitationRequests)
    .where(
      and(
        eq(invitationRequests.campaignId, invitation.campaignId),
        eq(invitationRequests.accountId, invitation.accountId),
        eq(invitationRequests.kind, invitation.kind),
        gt(invitationRequests.expiresAt, pending.now),
        ne(invitationRequests.email, pending.besides),
      ),
    );
  return (registered?.used ?? 0) + (waiting?.used ?? 0);
}

/** Requests of the company and show whose link has expired: they hold no place any more. */
async function dropExpiredRequests(tx: Executor, scope: Scope, now: Date): Promise<void> {
  await tx
    .delete(invitationRequests)
    .where(
      and(
        eq(invitationRequests.campaignId, scope.campaignId),
        eq(invitationRequests.accountId, scope.accountId),
        lte(invitationRequests.expiresAt, now),
      ),
    );
}

/** The confirmation link of a request: to the page's confirmation step, in the page's language. */
function confirmationLink(ctx: TicketingContext, token: string, lang: Language): string {
  const url = new URL(`${ctx.config.apiPublicUrl}${CONFIRM_PATH}`);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', lang);
  return url.toString();
}

/**
 * The invitee asks to register: refused when they are registered with this company for this show
 * already, or when the invitation's places are taken (confirmed or awaiting confirmation);
 * otherwise a request (replacing this person's earlier one) and its confirmation email.
 */
export async function requestRegistration(
  ctx: TicketingContext,
  invitation: Invitation,
  invitee: Invitee,
  lang: Language,
): Promise<Outcome> {
  const now = ctx.now();
  return ctx.db.tx(async (tx) => {
    await lockCompany(tx, invitation.accountId);
    await dropExpiredRequests(tx, invitation, now);
    if (await isRegistered(tx, invitation, invitee.email)) return { refused: 'already' };
    const used = await usedPlaces(tx, invitation, { now, besides: invitee.email });
    if (used >= ctx.config.ticketing.invitationCap) return { refused: 'full' };
    const token = newToken();
    const lifetime = now.getTime() + CONFIRMATION_LINK_HOURS * 3_600_000;
    const values = {
      kind: invitation.kind,
      name: invitee.name,
      tokenHash: hashToken(token),
      expiresAt: new Date(Math.min(lifetime, invitation.showEnd.getTime())),
      createdAt: now,
    };
    await tx
      .insert(invitationRequests)
      .values({ id: newId(), ...invitation, ...invitee, ...values })
      .onConflictDoUpdate({
        target: [
          invitationRequests.campaignId,
          invitationRequests.accountId,
          invitationRequests.email,
        ],
        set: values,
      });
    await enqueueEmail(tx, {
      kind: 'ticketing_confirmation',
      to: invitee.email,
      langue: lang,
      data: {
        firstname: invitee.name,
        company: invitation.company,
        event: invitation.event,
        link: confirmationLink(ctx, token, lang),
      },
    });
    return { done: { ...invitee, event: invitation.event } };
  });
}

/** The request a confirmation link names, while it lasts, locked for its confirmation. */
async function findRequest(tx: Executor, token: string, now: Date) {
  const [request] = await tx
    .select()
    .from(invitationRequests)
    .where(eq(invitationRequests.tokenHash, hashToken(token)))
    .for('update');
  return request && request.expiresAt > now ? request : null;
}

/** What a confirmation link shows before the invitee confirms: who, which show, which company. */
export async function previewConfirmation(
  ctx: TicketingContext,
  token: string,
): Promise<{ name: string; event: string; company: string } | { refused: Refusal }> {
  const now = ctx.now();
  return ctx.db.read(async (db) => {
    const [request] = await db
      .select()
      .from(invitationRequests)
      .where(eq(invitationRequests.tokenHash, hashToken(token)));
    if (!request || request.expiresAt <= now) return { refused: 'link' as const };
    const reading = await readInvitation(db, asCode(request), now);
    if ('refused' in reading) return reading;
    return {
      name: request.name,
      event: reading.invitation.event,
      company: reading.invitation.company,
    };
  });
}

function asCode(request: typeof invitationRequests.$inferSelect) {
  return {
    accountId: request.accountId,
    campaignId: request.campaignId,
    kind: request.kind as Invitation['kind'],
  };
}

/**
 * The invitee confirms (a single-use link): the invitation read again, the cap counted again, then
 * the registration and the badge, and the request is gone (a second use finds nothing).
 */
export async function confirmRegistration(ctx: TicketingContext, token: string): Promise<Outcome> {
  const now = ctx.now();
  return ctx.db.tx(async (tx) => {
    const request = await findRequest(tx, token, now);
    if (!request) return { refused: 'link' };
    const reading = await readInvitation(tx, asCode(request), now);
    if ('refused' in reading) return reading;
    const { invitation } = reading;
    await lockCompany(tx, invitation.accountId);
    await tx.delete(invitationRequests).where(eq(invitationRequests.id, request.id));
    if (await isRegistered(tx, invitation, request.email)) return { refused: 'already' };
    if ((await usedPlaces(tx, invitation, null)) >= ctx.config.ticketing.invitationCap) {
      return { refused: 'full' };
    }
    const memberId = newId();
    await tx.insert(campaignMembers).values({
      id: memberId,
      campaignId: invitation.campaignId,
      accountId: invitation.accountId,
      name: request.name,
      categorieInscription: invitationCategories[invitation.kind],
      badgeUrl: null,
    });
    const { kind, accountId, campaignId } = invitation;
    const { name, email } = request;
    await tx
      .insert(invitationRegistrations)
      .values({ id: newId(), campaignId, accountId, kind, memberId, name, email });
    return { done: { name, email, event: invitation.event } };
  });
}
