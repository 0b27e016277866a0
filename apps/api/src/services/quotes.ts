// Opportunities and their quotes (spec §3 Opportunity, Offre, quote display fields; §4 rebooking
// flow). Totals, discounts and the payment schedule come from the domain's rules.
import {
  hasQuoteAdjustment,
  opportunityQuoteTotals,
  parisDate,
  paymentSchedule,
  percentOf,
  PENDING_REVIEW_STAGE,
  toOfferTotals,
} from '@salon/domain';
import type { Offer, QuoteTotals, RebookingQuoteUpdate, Stage } from '@salon/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import {
  accounts,
  campaigns,
  offers,
  opportunities,
  payments,
  quoteLines,
  transfers,
} from '../db/schema';
import { fail } from '../errors';
import { newId } from '../auth/crypto';
import { enqueueEmail } from '../email/outbox';
import { toBillingAddress, toCampaign, toOpportunity } from './mappers';
import type {
  AccountRow,
  CampaignRow,
  OfferRow,
  OpportunityRow,
  PaymentRow,
  QuoteLineRow,
  UserRow,
} from './mappers';

/** Stages whose quote is still the exhibitor's to read, adjust or validate (spec §4). */
export const rebookingStages: readonly Stage[] = [
  'Qualification',
  'Valorisation',
  "En attente de validation de l'offre",
  PENDING_REVIEW_STAGE,
  'En attente confirmation client',
];
/** Stages from which the exhibitor may validate the quote or ask for a change. */
const quoteOpenStages: readonly Stage[] = [
  'Qualification',
  'Valorisation',
  "En attente de validation de l'offre",
  'En attente confirmation client',
];
/**
 * Stages from which the exhibitor may validate (sign) the quote: an offer sent to be validated,
 * and a modified quote (spec §4 rebooking flow 3; displayed 'quote to be validated' and 'modified
 * quote'). Qualification and Valorisation are the sales team's work before an offer is sent:
 * their quote is shown, not signable (docs/security.md "Quotes").
 */
const signableStages: readonly Stage[] = [
  "En attente de validation de l'offre",
  'En attente confirmation client',
];
export const SIGNED_STAGE: Stage = 'DP Signée';

/** A quote can be signed once sent, from a signable stage, for a total above zero. */
function assertSignable(bundle: OpportunityBundle, now: Date): void {
  const signable =
    signableStages.includes(bundle.opportunity.etape as Stage) &&
    bundle.offer.sentAt !== null &&
    totalsOf(bundle, now).totalTtc > 0;
  if (!signable) throw fail.businessRule('error.business_rule');
}

export interface OpportunityBundle {
  opportunity: OpportunityRow;
  campaign: CampaignRow;
  account: AccountRow;
  offer: OfferRow;
  lines: QuoteLineRow[];
  payments: PaymentRow[];
  pendingTransfer: boolean;
}

/** Everything about some opportunities, in a few queries. */
export async function loadBundles(
  db: Executor,
  where: { accountId?: string; ids?: string[] },
): Promise<OpportunityBundle[]> {
  const conditions = [
    ...(where.accountId ? [eq(opportunities.accountId, where.accountId)] : []),
    ...(where.ids ? [inArray(opportunities.id, where.ids.length > 0 ? where.ids : [''])] : []),
  ];
  const rows = await db
    .select({ opportunity: opportunities, campaign: campaigns, account: accounts, offer: offers })
    .from(opportunities)
    .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(offers, eq(offers.opportunityId, opportunities.id))
    .where(and(...conditions))
    .orderBy(asc(campaigns.eventStartDate), asc(opportunities.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.opportunity.id);
  // One after the other: inside a transaction they share one connection.
  const lines = await db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.opportunityId, ids))
    .orderBy(asc(quoteLines.position));
  const installments = await db.select().from(payments).where(inArray(payments.opportunityId, ids));
  const pendingTransfers = await db
    .select({ opportunityId: payments.opportunityId })
    .from(transfers)
    .innerJoin(payments, eq(payments.id, transfers.paymentId))
    .where(and(inArray(payments.opportunityId, ids), eq(transfers.status, 'pending')));
  const awaiting = new Set(pendingTransfers.map((row) => row.opportunityId));
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.opportunityId === row.opportunity.id),
    payments: installments.filter((payment) => payment.opportunityId === row.opportunity.id),
    pendingTransfer: awaiting.has(row.opportunity.id),
  }));
}

/**
 * The quote's totals: the lines, the discount the opportunity is entitled to (spec §4
 * 'Discounts'), judged when the quote was validated (a signed quote keeps its discount), the
 * sales team's discount rate and the VAT rate.
 */
export function totalsOf(bundle: OpportunityBundle, now: Date): QuoteTotals {
  const when = bundle.opportunity.validatedAt ?? now;
  return opportunityQuoteTotals(
    { rebooking: bundle.opportunity.rebooking },
    toCampaign(bundle.campaign),
    bundle.lines.map((line) => ({ quantity: line.quantity, unit_price: line.unitPrice })),
    when,
    { discountRate: bundle.offer.discountRate, vatPercent: bundle.offer.vatRate },
  );
}

export function opportunityOf(bundle: OpportunityBundle, now: Date) {
  const totals = totalsOf(bundle, now);
  return toOpportunity(bundle.opportunity, bundle.campaign, totals, bundle.pendingTransfer);
}

const manager = (name: string | null, email: string | null) => (name ? { name, email } : null);

export function offerOf(bundle: OpportunityBundle, now: Date, publicUrl: string): Offer {
  const totals = totalsOf(bundle, now);
  const { offer, opportunity } = bundle;
  return {
    devis_url: `${publicUrl}/fr/pro/rebooking?opportunity=${encodeURIComponent(opportunity.id)}`,
    statut: offer.statut as Offer['statut'],
    etat: offer.etat as Offer['etat'],
    forecast_category: offer.forecastCategory as Offer['forecast_category'],
    stand_label: offer.standLabel,
    lines: bundle.lines.map((line, index) => ({
      label: line.label,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      total: totals.lineTotals[index] ?? 0,
    })),
    ...toOfferTotals(totals),
    payment_method: (opportunity.paymentMethod as Offer['payment_method']) ?? null,
    message: offer.message,
    billing_address: toBillingAddress(bundle.account),
    file_manager: manager(offer.fileManagerName, offer.fileManagerEmail),
    billing_manager: manager(offer.billingManagerName, offer.billingManagerEmail),
    stand_manager: manager(offer.standManagerName, offer.standManagerEmail),
    sent_at: offer.sentAt ? offer.sentAt.toISOString() : null,
  };
}

/** The sales team's access (operator calls): every company's opportunities. */
export const SALES_TEAM = Symbol('sales team');

export async function loadOwnBundle(
  db: Executor,
  owner: string | null | typeof SALES_TEAM,
  opportunityId: string,
): Promise<OpportunityBundle> {
  const [bundle] = await loadBundles(db, { ids: [opportunityId] });
  // Another company's opportunity does not exist for this caller; a caller without a company
  // owns none (fails closed, docs/security.md "Quotes").
  const owned = owner === SALES_TEAM || (owner !== null && bundle?.opportunity.accountId === owner);
  if (!bundle || !owned) throw fail.notFound();
  return bundle;
}

/** POST /me/rebooking-opportunities (spec §7): the rebooking set and the in-progress set. */
export async function rebookingOpportunities(ctx: AppContext, user: UserRow) {
  if (!user.accountId) return { rebookingOpportunities: [], progressOpportunities: [] };
  const bundles = await ctx.db.read((db) => loadBundles(db, { accountId: user.accountId! }));
  const now = ctx.now();
  const all = bundles.map((bundle) => opportunityOf(bundle, now));
  return {
    rebookingOpportunities: all.filter((o) => rebookingStages.includes(o.etape)),
    progressOpportunities: all.filter((o) => !rebookingStages.includes(o.etape)),
  };
}

/** GET /me/rebooking-devis/{id} (spec §7): the opportunity, its campaign and its offer. */
export async function rebookingQuote(ctx: AppContext, accountId: string | null, id: string) {
  const bundle = await ctx.db.read((db) => loadOwnBundle(db, accountId, id));
  return quoteView(ctx, bundle);
}

export function quoteView(ctx: AppContext, bundle: OpportunityBundle) {
  const now = ctx.now();
  return {
    opportunity: opportunityOf(bundle, now),
    campaign: toCampaign(bundle.campaign),
    offre: offerOf(bundle, now, ctx.config.publicUrl),
  };
}

/**
 * Saves a change of an opportunity if nobody changed it since it was read (docs/api.md "Concurrency": two quote
 * updates never lose one silently): 4090 otherwise.
 */
export async function saveOpportunity(
  tx: Executor,
  opportunity: OpportunityRow,
  changes: Partial<typeof opportunities.$inferInsert>,
  now: Date,
): Promise<OpportunityRow> {
  const [saved] = await tx
    .update(opportunities)
    .set({ ...changes, version: opportunity.version + 1, updatedAt: now })
    .where(
      and(eq(opportunities.id, opportunity.id), eq(opportunities.version, opportunity.version)),
    )
    .returning();
  if (!saved) throw fail.conflict();
  return saved;
}

/** Splits each installment into HT and VAT, the last one taking the rest (exact sums). */
export function installmentRows(
  bundle: OpportunityBundle,
  totals: QuoteTotals,
  signedOn: string,
): (typeof payments.$inferInsert)[] {
  const schedule = paymentSchedule(toCampaign(bundle.campaign), totals.totalTtc, { signedOn });
  let allocatedHt = 0;
  return schedule.map((installment, index) => {
    const amountHt =
      index === schedule.length - 1
        ? totals.totalHt - allocatedHt
        : percentOf(totals.totalHt, installment.percentage);
    allocatedHt += amountHt;
    return {
      id: newId(),
      opportunityId: bundle.opportunity.id,
      kind: installment.kind,
      service: 'stand',
      percentage: installment.percentage,
      amount: installment.amount,
      amountHt,
      vat: installment.amount - amountHt,
      dueDate: installment.deadline ?? signedOn,
      status: 'due',
    };
  });
}

/**
 * POST /me/rebooking-devis-update (spec §4 rebooking flow, §7). Two moves:
 * - a change request: etape and etape_offre 'En attente de review du commercial', with at least
 *   one box or a comment (spec §5); the sales mailbox is told;
 * - the validation: etape 'DP Signée' with the terms accepted and a payment method; the payment
 *   schedule is fixed then (spec §9).
 * Any other stage is the sales team's to set (4030). A stale `version` is refused (4090).
 */
export async function updateRebookingQuote(
  ctx: AppContext,
  user: UserRow,
  input: RebookingQuoteUpdate,
) {
  return ctx.db.tx(async (tx) => {
    const bundle = await loadOwnBundle(tx, user.accountId, input.id);
    const { opportunity } = bundle;
    if (input.version !== undefined && input.version !== opportunity.version) throw fail.conflict();
    const now = ctx.now();
    const isChangeRequest =
      input.etape === PENDING_REVIEW_STAGE && input.etape_offre === PENDING_REVIEW_STAGE;
    const isValidation = input.etape === SIGNED_STAGE;
    if (!isChangeRequest && !isValidation) throw fail.unauthorisedAction();
    if (!quoteOpenStages.includes(opportunity.etape as Stage)) {
      throw fail.businessRule('error.business_rule');
    }

    let saved: OpportunityRow;
    if (isChangeRequest) {
      if (!hasQuoteAdjustment(input)) throw fail.field('comment_rbkg', 'validation.no_changes');
      saved = await saveOpportunity(
        tx,
        opportunity,
        {
          etape: PENDING_REVIEW_STAGE,
          etapeOffre: PENDING_REVIEW_STAGE,
          commentRbkg: input.comment_rbkg || null,
          surfaceRbkg: input.surface_rbkg,
          anglesRbkg: input.angles_rbkg,
          accountRbkg: input.account_rbkg,
        },
        now,
      );
      await tx
        .update(offers)
        .set({ statut: 'En attente de review', etat: 'Révision nécessaire' })
        .where(eq(offers.opportunityId, opportunity.id));
      const asked = [
        input.surface_rbkg ? 'surface' : null,
        input.angles_rbkg ? 'angles' : null,
        input.account_rbkg ? 'société / facturation' : null,
      ].filter(Boolean);
      await enqueueEmail(tx, {
        kind: 'quote_change_request',
        to: ctx.config.salesMailbox,
        langue: 'fr',
        data: {
          from: `${user.firstname} ${user.lastname} <${user.email}>`,
          company: bundle.account.name,
          event: bundle.campaign.eventName,
          message: [
            asked.length > 0 ? `Modifications demandées : ${asked.join(', ')}.` : '',
            input.comment_rbkg ? `Commentaire : ${input.comment_rbkg}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        },
      });
    } else {
      assertSignable(bundle, now);
      const errors: Record<string, string[]> = {};
      if (input.terms !== true) errors.terms = ['validation.terms_required'];
      if (!input.payment_method) errors.payment_method = ['validation.mandatory'];
      if (Object.keys(errors).length > 0) throw fail.validation(errors);
      saved = await saveOpportunity(
        tx,
        opportunity,
        {
          etape: SIGNED_STAGE,
          etapeOffre: SIGNED_STAGE,
          paymentMethod: input.payment_method!,
          termsAcceptedAt: now,
          validatedAt: now,
        },
        now,
      );
      await tx
        .update(offers)
        .set({ statut: 'Gagnée', etat: 'Envoyée', forecastCategory: 'Commandée' })
        .where(eq(offers.opportunityId, opportunity.id));
      const signed = { ...bundle, opportunity: saved };
      await tx
        .insert(payments)
        .values(installmentRows(signed, totalsOf(signed, now), parisDate(now)));
    }
    const [reloaded] = await loadBundles(tx, { ids: [saved.id] });
    return { success: true, opportunity: opportunityOf(reloaded!, now) };
  });
}
