// Opportunities and their quotes as the API reads them (spec §3 Opportunity, Offre, quote display
// fields; §4 rebooking flow): an opportunity with its campaign, company, offer, lines and
// installments in a few queries, its totals, discounts and payment schedule from the domain's
// rules, and the views the exhibitor and the sales team get of it.
import {
  API_BASE_PATH,
  buildPath,
  opportunityQuoteTotals,
  paymentSchedule,
  percentOf,
  rebookingEndpoints,
  toOfferTotals,
} from '@salon/domain';
import type { Language, Offer, QuoteTotals, VatTreatment } from '@salon/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { vatTreatmentOf } from '../../core/billing/vat';
import { toBillingAddress, toCampaign, toOpportunity } from '../../core/mappers';
import { newId } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import type {
  AccountRow,
  CampaignRow,
  OfferRow,
  OpportunityRow,
  PaymentRow,
  QuoteLineRow,
} from '../../infra/db/rows';
import {
  accounts,
  campaigns,
  offers,
  opportunities,
  payments,
  quoteLines,
  transfers,
} from '../../infra/db/schema';
import { fail } from '../../infra/errors';

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
 * The VAT the quote and its invoices apply to the company (the domain's `vatTreatment`, spec §9
 * 'VAT shown'): by the country of its billing address and its VAT number, at the offer's rate
 * when French VAT applies.
 */
export function vatOf(bundle: Pick<OpportunityBundle, 'account' | 'offer'>): VatTreatment {
  return vatTreatmentOf(bundle.account, bundle.offer.vatRate);
}

/**
 * The quote's totals: the lines, the discount the opportunity is entitled to (spec §4
 * 'Discounts'), judged when the quote was validated (a signed quote keeps its discount), the
 * sales team's discount rate and the VAT the company's invoices apply (docs/payments.md "VAT").
 */
export function totalsOf(bundle: OpportunityBundle, now: Date): QuoteTotals {
  const when = bundle.opportunity.validatedAt ?? now;
  const vat = vatOf(bundle);
  return opportunityQuoteTotals(
    { rebooking: bundle.opportunity.rebooking },
    toCampaign(bundle.campaign),
    bundle.lines.map((line) => ({ quantity: line.quantity, unit_price: line.unitPrice })),
    when,
    { discountRate: bundle.offer.discountRate, vatPercent: vat.percent, vatKind: vat.kind },
  );
}

/** A line's label in `lang`: the English one when the sales team gave it, else the French. */
export function lineLabel(line: QuoteLineRow, lang: Language): string {
  return lang === 'en' && line.labelEn ? line.labelEn : line.label;
}

/**
 * The quote's PDF (spec §3 Offre devis_url): the exhibitor's own call of the endpoint table, with
 * the user token; null while the quote has no line to print.
 */
export function quotePdfUrl(bundle: OpportunityBundle, apiPublicUrl: string): string | null {
  if (bundle.lines.length === 0) return null;
  const path = buildPath(rebookingEndpoints.rebookingQuotePdf.path, { id: bundle.opportunity.id });
  return `${apiPublicUrl}${API_BASE_PATH}${path}`;
}

export function opportunityOf(bundle: OpportunityBundle, now: Date) {
  const totals = totalsOf(bundle, now);
  return toOpportunity(bundle.opportunity, bundle.campaign, totals, bundle.pendingTransfer);
}

const manager = (name: string | null, email: string | null) => (name ? { name, email } : null);

/** The offer as the exhibitor reads it, its lines in `lang` (docs/quotes.md "Languages"). */
export function offerOf(
  bundle: OpportunityBundle,
  now: Date,
  apiPublicUrl: string,
  lang: Language,
): Offer {
  const totals = totalsOf(bundle, now);
  const { offer, opportunity } = bundle;
  return {
    devis_url: quotePdfUrl(bundle, apiPublicUrl),
    statut: offer.statut as Offer['statut'],
    etat: offer.etat as Offer['etat'],
    forecast_category: offer.forecastCategory as Offer['forecast_category'],
    lines: bundle.lines.map((line, index) => ({
      label: lineLabel(line, lang),
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

/** GET /me/rebooking-devis/{id} (spec §7): the opportunity, its campaign and its offer in `lang`. */
export function quoteView(ctx: AppContext, bundle: OpportunityBundle, lang: Language) {
  const now = ctx.now();
  return {
    opportunity: opportunityOf(bundle, now),
    campaign: toCampaign(bundle.campaign),
    offre: offerOf(bundle, now, ctx.config.apiPublicUrl, lang),
  };
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
