// What the sales team does (spec §1, §4; added calls behind the operator key): decide on
// first-registration requests, revise a quote after a change request, mark a bank transfer
// received, activate a contact who joined an existing company; and the overview of what waits.
import { PENDING_REVIEW_STAGE } from '@salon/domain';
import type {
  FirstRegistrationRequest,
  QuoteRevision,
  RegistrationCompany,
  Stage,
} from '@salon/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  accounts,
  campaigns,
  firstRegistrationRequests,
  offers,
  opportunities,
  payments,
  quoteLines,
  transfers,
  users,
} from '../db/schema';
import { fail } from '../errors';
import { newId } from '../auth/crypto';
import { enqueueEmail, portalLink } from '../email/outbox';
import { sendResetEmail } from './email-tokens';
import { createAccount, userContactColumns } from './registration';
import { SALES_TEAM, loadOwnBundle, quoteView, saveOpportunity } from './quotes';
import { proofsOf, transferReceived } from './payments';

type RequestRow = typeof firstRegistrationRequests.$inferSelect;

function summary(row: RequestRow) {
  return {
    id: row.id,
    email: row.email,
    company_name: row.companyName,
    status: row.status as 'pending' | 'accepted' | 'declined',
    created_at: row.createdAt.toISOString(),
  };
}

export async function listFirstRegistrations(ctx: AppContext) {
  const rows = await ctx.db.read((db) =>
    db.select().from(firstRegistrationRequests).orderBy(desc(firstRegistrationRequests.createdAt)),
  );
  return rows.map(summary);
}

/**
 * The selection committee's decision (spec §1). Accepting creates the company (or joins the one
 * picked), the exhibitor's account (a welcome link to choose a password, valid 7 days) and an
 * opportunity in 'Qualification' for each event of interest, for the sales team to quote.
 */
export async function decideFirstRegistration(
  ctx: AppContext,
  id: string,
  decision: { decision: 'accept' | 'decline'; comment?: string },
) {
  return ctx.db.tx(async (tx) => {
    const [request] = await tx
      .select()
      .from(firstRegistrationRequests)
      .where(eq(firstRegistrationRequests.id, id));
    if (!request) throw fail.notFound();
    if (request.status !== 'pending') throw fail.businessRule('error.business_rule');
    const payload = request.payload as FirstRegistrationRequest;
    const now = ctx.now();
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

    if (decision.decision === 'decline') {
      await enqueueEmail(tx, {
        kind: 'first_registration_declined',
        to: request.email,
        langue: request.langue,
        data: { firstname: payload.contact.firstname, comment: decision.comment },
      });
      return summary(decided);
    }

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
    for (const campaignId of payload.events_of_interest) {
      const opportunityId = newId();
      await tx.insert(opportunities).values({
        id: opportunityId,
        accountId,
        campaignId,
        etape: 'Qualification',
        etapeOffre: 'Qualification',
        surface: payload.desired_surface,
        angles: 0,
        rebooking: false,
        marques: payload.company.brand ? [payload.company.brand] : [],
      });
      await tx.insert(offers).values({
        opportunityId,
        statut: 'Qualification',
        etat: 'Brouillon',
        forecastCategory: 'Maximum',
        standLabel: `Stand ${payload.desired_surface} m²`,
        vatRate: ctx.config.seller.vatRate,
      });
    }
    await sendResetEmail(ctx, tx, user!, 'first_registration_accepted', decision.comment);
    return summary(decided);
  });
}

/** Stages a revision may start from, and where it leads (spec §4 rebooking flow, 2). */
const revisionTarget: Partial<Record<Stage, Stage>> = {
  Qualification: "En attente de validation de l'offre",
  Valorisation: "En attente de validation de l'offre",
  "En attente de validation de l'offre": "En attente de validation de l'offre",
  [PENDING_REVIEW_STAGE]: 'En attente confirmation client',
};

/**
 * Revise a quote (spec §4: 'The sales representative modifies the quote'): after a change request
 * the opportunity becomes a modified quote ('En attente confirmation client') for the exhibitor to
 * validate; a new opportunity's first quote goes to 'En attente de validation de l'offre'.
 */
export async function reviseQuote(ctx: AppContext, id: string, revision: QuoteRevision) {
  const bundle = await ctx.db.tx(async (tx) => {
    const current = await loadOwnBundle(tx, SALES_TEAM, id);
    const target = revisionTarget[current.opportunity.etape as Stage];
    if (!target) throw fail.businessRule('error.business_rule');
    if (revision.lines === undefined && current.lines.length === 0) {
      throw fail.field('lines', 'validation.required');
    }
    const now = ctx.now();
    await saveOpportunity(
      tx,
      current.opportunity,
      {
        etape: target,
        etapeOffre: target,
        ...(revision.surface !== undefined ? { surface: revision.surface } : {}),
        ...(revision.angles !== undefined ? { angles: revision.angles } : {}),
        ...(revision.stand !== undefined ? { stand: revision.stand || null } : {}),
        surfaceRbkg: false,
        anglesRbkg: false,
        accountRbkg: false,
      },
      now,
    );
    if (revision.lines) {
      await tx.delete(quoteLines).where(eq(quoteLines.opportunityId, id));
      await tx.insert(quoteLines).values(
        revision.lines.map((line, position) => ({
          id: newId(),
          opportunityId: id,
          position,
          label: line.label,
          quantity: line.quantity,
          unitPrice: line.unit_price,
        })),
      );
    }
    await tx
      .update(offers)
      .set({
        statut: 'Négociation',
        etat: 'Envoyée',
        sentAt: now,
        ...(revision.discount_rate !== undefined ? { discountRate: revision.discount_rate } : {}),
        ...(revision.message !== undefined ? { message: revision.message || null } : {}),
      })
      .where(eq(offers.opportunityId, id));
    const contacts = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.accountId, current.opportunity.accountId),
          eq(users.role, 'exposant'),
          eq(users.active, true),
        ),
      )
      .orderBy(asc(users.createdAt));
    for (const contact of contacts) {
      await enqueueEmail(tx, {
        kind: 'quote_revised',
        to: contact.email,
        langue: contact.langue,
        data: {
          firstname: contact.firstname,
          event: current.campaign.eventName,
          message: revision.message,
          link: portalLink(ctx, contact.langue, 'pro/rebooking'),
        },
      });
    }
    return loadOwnBundle(tx, SALES_TEAM, id);
  });
  return quoteView(ctx, bundle);
}

export { transferReceived };

function inactiveSummary(user: typeof users.$inferSelect, company: string | null) {
  return {
    id: user.id,
    email: user.email,
    name: `${user.firstname} ${user.lastname}`,
    company,
    created_at: user.createdAt.toISOString(),
  };
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
    return inactiveSummary(user, company?.name ?? null);
  });
}

/** What waits for the sales team (the operator CLI's `list`). */
export async function overview(ctx: AppContext) {
  return ctx.db.read(async (db) => {
    const requests = await db
      .select()
      .from(firstRegistrationRequests)
      .where(eq(firstRegistrationRequests.status, 'pending'))
      .orderBy(asc(firstRegistrationRequests.createdAt));
    const pending = await db
      .select({ transfer: transfers, company: accounts.name, event: campaigns.eventName })
      .from(transfers)
      .innerJoin(payments, eq(payments.id, transfers.paymentId))
      .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
      .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
      .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
      .where(eq(transfers.status, 'pending'))
      .orderBy(asc(transfers.createdAt));
    const proofs = await proofsOf(
      db,
      pending.map(({ transfer }) => transfer.id),
    );
    const reviews = await db
      .select({ opportunity: opportunities, company: accounts.name, event: campaigns.eventName })
      .from(opportunities)
      .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
      .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
      .where(eq(opportunities.etape, PENDING_REVIEW_STAGE))
      .orderBy(asc(opportunities.updatedAt));
    const inactive = await db
      .select({ user: users, company: accounts.name })
      .from(users)
      .leftJoin(accounts, eq(accounts.id, users.accountId))
      .where(eq(users.active, false))
      .orderBy(asc(users.createdAt));
    return {
      first_registrations: requests.map(summary),
      pending_transfers: pending.map(({ transfer, company, event }) => ({
        transfer_id: transfer.id,
        payment_id: transfer.paymentId,
        amount: transfer.amount,
        reference: transfer.reference,
        bank: { ...ctx.config.bank },
        status: 'pending' as const,
        created_at: transfer.createdAt.toISOString(),
        proof: proofs.get(transfer.id) ?? null,
        company,
        event,
      })),
      quotes_to_revise: reviews.map(({ opportunity, company, event }) => ({
        id: opportunity.id,
        company,
        event,
        comment_rbkg: opportunity.commentRbkg,
        surface_rbkg: opportunity.surfaceRbkg,
        angles_rbkg: opportunity.anglesRbkg,
        account_rbkg: opportunity.accountRbkg,
        version: opportunity.version,
      })),
      inactive_contacts: inactive.map(({ user, company }) => inactiveSummary(user, company)),
    };
  });
}
