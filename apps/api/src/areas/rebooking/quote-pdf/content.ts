// What the quote's PDF says (docs/quotes.md "The PDF"), gathered from an opportunity's bundle
// before anything is drawn: the organiser and the exhibitor, the event and the stand, the lines in
// the reader's language, the amounts step by step (the domain's `quoteAmountRows`, as the portal
// shows them), the discounts with their conditions and deadlines, the payment schedule, how long
// the quote holds and what validating it accepts.
import {
  isDeadlinePassed,
  legalPageUrl,
  parisDate,
  paymentSchedule,
  quoteAcceptedPages,
  quoteAmountRows,
  quoteDocumentVersion,
  quoteValidUntil,
  scheduleFromPayments,
  sirenOf,
  standDescription,
  toOfferTotals,
} from '@salon/domain';
import type {
  CalendarDate,
  Cents,
  InstallmentKind,
  Language,
  MessageValues,
  QuoteAcceptedPage,
  QuoteAmounts,
  RuleMessageKey,
  ScheduledInstallment,
} from '@salon/domain';
import type { Seller } from '../../../core/billing/config';
import { toCampaign } from '../../../core/mappers';
import type { OpportunityBundle } from '../bundles';
import { lineLabel, totalsOf } from '../bundles';

/** A party of the quote: the organiser (seller) or the exhibitor (buyer). */
export interface QuoteParty {
  name: string;
  address: string[];
  /** ISO 3166-1 alpha-2 country code of the address, named in the reader's language. */
  country: string | null;
  siren: string | null;
  siret: string | null;
  vatNumber: string | null;
}

/** A discount with its condition and deadline (spec §1, §4 'Discounts', §9). */
export type DiscountCondition =
  | { kind: 'rebooking'; percent: number; deadline: CalendarDate | null }
  | { kind: 'earlyBooking'; percent: number; deadline: CalendarDate; counted: boolean }
  | { kind: 'sales'; percent: number };

export interface QuoteDocument {
  lang: Language;
  /** The quote's number: its opportunity and its version (a revision gives a new document). */
  reference: string;
  /** The day its figures are computed: the validation day once signed, else the day it is read. */
  issuedOn: CalendarDate;
  signedOn: CalendarDate | null;
  /** The last day an unsigned quote holds (docs/quotes.md "Validity"); null once signed. */
  validUntil: CalendarDate | null;
  /** Whether that day is the last day of the discount the quote counts. */
  validUntilIsDiscountDeadline: boolean;
  seller: QuoteParty;
  buyer: QuoteParty;
  event: { name: string; start: CalendarDate; end: CalendarDate; venue: string | null };
  brands: string[];
  stand: { key: RuleMessageKey; values: MessageValues };
  lines: { label: string; quantity: number; unitPrice: Cents; total: Cents }[];
  amounts: QuoteAmounts;
  discounts: DiscountCondition[];
  schedule: ScheduledInstallment[];
  /** The legal pages validating accepts, with their addresses in the reader's language. */
  terms: { page: QuoteAcceptedPage; url: string }[];
}

function sellerParty(seller: Seller): QuoteParty {
  return {
    name: seller.name,
    address: [seller.street, `${seller.postalCode} ${seller.city}`.trim()].filter(Boolean),
    country: seller.country,
    siren: seller.siren,
    siret: seller.siret,
    vatNumber: seller.vatNumber,
  };
}

function buyerParty(account: OpportunityBundle['account']): QuoteParty {
  const street = account.billingStreet || account.street || '';
  const city = [
    account.billingPostalCode || account.postalCode,
    account.billingCity || account.city,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    name: account.name,
    address: [street, city].filter(Boolean),
    country: account.billingCountry || account.country || null,
    siren: sirenOf(account.siret),
    siret: account.siret,
    vatNumber: account.tva,
  };
}

/**
 * The discounts the quote names: the one its totals count, the early-booking rates still to come
 * for an unsigned quote (the next deadlines, spec §9), and the sales team's discount.
 */
function discountConditions(
  bundle: OpportunityBundle,
  figures: ReturnType<typeof toOfferTotals>,
  signed: boolean,
  now: Date,
): DiscountCondition[] {
  const applied = figures.applied_discount;
  const conditions: DiscountCondition[] = [];
  if (applied?.kind === 'rebooking') {
    conditions.push({ kind: 'rebooking', percent: applied.percent, deadline: applied.deadline });
  }
  const campaign = toCampaign(bundle.campaign);
  if (!bundle.opportunity.rebooking && campaign.early_booking.enable) {
    for (const deadline of campaign.early_booking.deadlines) {
      const counted = applied?.kind === 'early_booking' && applied.deadline === deadline.date;
      const open = !signed && deadline.rate > 0 && !isDeadlinePassed(deadline.date, now);
      if (counted || open) {
        conditions.push({
          kind: 'earlyBooking',
          percent: deadline.rate,
          deadline: deadline.date,
          counted,
        });
      }
    }
  }
  if (figures.global_discount > 0)
    conditions.push({ kind: 'sales', percent: figures.discount_rate });
  return conditions;
}

/** The schedule: the installments kept at signature, else the campaign's shares (spec §9). */
function scheduleOf(bundle: OpportunityBundle, totalTtc: Cents): ScheduledInstallment[] {
  if (bundle.payments.length > 0) {
    return scheduleFromPayments(
      bundle.payments.map((payment) => ({
        kind: payment.kind as InstallmentKind,
        percentage: payment.percentage,
        amount: payment.amount,
        due_date: payment.dueDate,
      })),
    );
  }
  // Before signature the 1st installment has no date: it is due at signature.
  return paymentSchedule(toCampaign(bundle.campaign), totalTtc);
}

/** Everything the quote's PDF of `bundle` says, read at `now` in `lang`. */
export function quoteDocument(
  bundle: OpportunityBundle,
  options: { now: Date; lang: Language; seller: Seller; showWebsiteUrl: string },
): QuoteDocument {
  const { now, lang } = options;
  const { opportunity, campaign } = bundle;
  const totals = totalsOf(bundle, now);
  const figures = toOfferTotals(totals);
  const signedOn = opportunity.validatedAt ? parisDate(opportunity.validatedAt) : null;
  const issuedOn = signedOn ?? parisDate(now);
  const discountDeadline = figures.applied_discount?.deadline ?? null;
  const validUntil = signedOn ? null : quoteValidUntil(issuedOn, discountDeadline);
  return {
    lang,
    reference: `${opportunity.id.replace(/-/g, '').slice(0, 8).toUpperCase()}-v${quoteDocumentVersion(opportunity)}`,
    issuedOn,
    signedOn,
    validUntil,
    validUntilIsDiscountDeadline: validUntil !== null && validUntil === discountDeadline,
    seller: sellerParty(options.seller),
    buyer: buyerParty(bundle.account),
    event: {
      name: campaign.eventName,
      start: campaign.eventStartDate,
      end: campaign.eventEndDate,
      venue: campaign.venue,
    },
    brands: opportunity.marques as string[],
    stand: standDescription(opportunity),
    lines: bundle.lines.map((line, index) => ({
      label: lineLabel(line, lang),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: totals.lineTotals[index] ?? 0,
    })),
    amounts: quoteAmountRows(figures),
    discounts: discountConditions(bundle, figures, signedOn !== null, now),
    schedule: scheduleOf(bundle, totals.totalTtc),
    terms: quoteAcceptedPages.map((page) => ({
      page,
      url: legalPageUrl(options.showWebsiteUrl, lang, page),
    })),
  };
}
