// The sales team's part of registration (spec §1, §8; added calls behind the operator key): the
// selection committee's decision on a first-registration request, and the activation of a contact
// who joined an existing company.
import { NEW_OFFER, stageNamed } from '@salon/domain';
import type { FirstRegistrationRequest, RegistrationCompany } from '@salon/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { firstRegistrationSummary, inactiveContactSummary } from '../../core/mappers';
import { newId } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import {
  accounts,
  firstRegistrationRequests,
  offers,
  opportunities,
  users,
} from '../../infra/db/schema';
import { enqueueEmail } from '../../infra/email/outbox';
import { fail } from '../../infra/errors';
import { sendResetEmail } from './email-links';
import { createAccount, userContactColumns } from './registration';

type RequestRow = typeof firstRegistrationRequests.$inferSelect;
type Decision = { decision: 'accept' | 'decline'; comment?: string };

export async function listFirstRegistrations(ctx: AppContext) {
  const rows = await ctx.db.read((db) =>
    db.select().from(firstRegistrationRequests).orderBy(desc(firstRegistrationRequests.createdAt)),
  );
  return rows.map(firstRegistrationSummary);
}

/** The request, still pending, marked with the decision (4040 unknown, 4220 decided already). */
async function recordDecision(tx: Executor, id: string, decision: Decision, now: Date) {
  const [request] = await tx
    .select()
    .from(firstRegistrationRequests)
    .where(eq(firstRegistrationRequests.id, id));
  if (!request) throw fail.notFound();
  if (request.status !== 'pending') throw fail.businessRule('error.business_rule');
  const [decided] = await tx
    .update(firstRegistrationRequests)
    .set({
      status: decision.decision === 'accept' ? 'accepted' : 'declined',
      decisionComment: decision.comment || null,
      decidedAt: now,
    })
    .where(
      and(eq(firstRegistrationRequests.id, id), eq(firstRegistrationRequests.status, 'pending')),
    )
    .returning();
  if (!decided) throw fail.conflict();
  return { request, decided };
}

/** An opportunity at the first stage for each event of interest, for the sales team to quote. */
async function openOpportunities(
  tx: Executor,
  accountId: string,
  payload: FirstRegistrationRequest,
  vatRate: number,
): Promise<void> {
  for (const campaignId of payload.events_of_interest) {
    const opportunityId = newId();
    await tx.insert(opportunities).values({
      id: opportunityId,
      accountId,
      campaignId,
      etape: stageNamed('qualification'),
      etapeOffre: stageNamed('qualification'),
      surface: payload.desired_surface,
      angles: 0,
      rebooking: false,
      marques: payload.company.brand ? [payload.company.brand] : [],
    });
    await tx.insert(offers).values({
      opportunityId,
      statut: NEW_OFFER.statut,
      etat: NEW_OFFER.etat,
      forecastCategory: NEW_OFFER.forecast_category,
      vatRate,
    });
  }
}

/** An accepted request: the company (or the one picked), the exhibitor, the opportunities. */
async function accept(
  ctx: AppContext<BillingConfig>,
  tx: Executor,
  request: RequestRow,
  comment: string | undefined,
): Promise<void> {
  const payload = request.payload as FirstRegistrationRequest;
  const [taken] = await tx.select().from(users).where(eq(users.email, request.email));
  if (taken) throw fail.described('error.account_already_exists');
  const accountId =
    payload.account_id ??
    (await createAccount(tx, payload.company as RegistrationCompany, request.langue)).id;
  const [user] = await tx
    .insert(users)
    .values({
      id: newId(),
      email: request.email,
      role: 'exposant',
      passwordHash: null,
      // The welcome link goes to this address: following it proves it.
      emailVerifiedAt: null,
      // Joining an existing company on the requester's word: inactive until the sales team
      // activates the contact (docs/security.md "Joining a company").
      active: !payload.account_id,
      ...userContactColumns(payload.contact),
      langue: request.langue,
      accountId,
    })
    .returning();
  await openOpportunities(tx, accountId, payload, ctx.config.seller.vatRate);
  await sendResetEmail(ctx, tx, user!, 'first_registration_accepted', comment);
}

/**
 * The selection committee's decision (spec §1). Accepting creates the company (or joins the one
 * picked), the exhibitor's account (a welcome link to choose a password, valid 7 days) and an
 * opportunity at the first stage for each event of interest, for the sales team to quote.
 */
export async function decideFirstRegistration(
  ctx: AppContext<BillingConfig>,
  id: string,
  decision: Decision,
) {
  return ctx.db.tx(async (tx) => {
    const { request, decided } = await recordDecision(tx, id, decision, ctx.now());
    if (decision.decision === 'decline') {
      const payload = request.payload as FirstRegistrationRequest;
      await enqueueEmail(tx, {
        kind: 'first_registration_declined',
        to: request.email,
        langue: request.langue,
        data: { firstname: payload.contact.firstname, comment: decision.comment },
      });
    } else {
      await accept(ctx, tx, request, decision.comment);
    }
    return firstRegistrationSummary(decided);
  });
}

/** A contact who joined an existing company is confirmed by the sales team (spec §8). */
export async function activateContact(ctx: AppContext, id: string) {
  return ctx.db.tx(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ active: true, updatedAt: ctx.now() })
      .where(eq(users.id, id))
      .returning();
    if (!user) throw fail.notFound();
    const [company] = user.accountId
      ? await tx
          .select({ name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, user.accountId))
      : [];
    return inactiveContactSummary(user, company?.name ?? null);
  });
}
