// Quote totals in integer cents (spec §3 'Quote display fields', §9 'Prices in euros; VAT shown;
// amounts to two decimals'; docs/architecture.md "Money": money in cents).
//
// The computation, where the spec is silent:
// - each line is quantity x unit price, rounded to the cent (quantities up to three decimals);
// - the subtotal excluding VAT (HT) is the sum of the lines;
// - the rebooking or early-booking discount (spec §9: '5% on the total excluding VAT') and the
//   global discount (the quote's discount rate) are each a percentage of that subtotal, computed
//   side by side, not one on top of the other, so each reads as 'x% of the subtotal'; together
//   they never exceed it;
// - total HT = subtotal - discounts; VAT = VAT rate (percent, 20 by default: the French standard
//   rate) of the total HT; total including VAT (TTC) = total HT + VAT;
// - the VAT rate is the one of the buyer's VAT treatment (./vat: 0 for a reverse charge or a
//   buyer outside the EU), so a quote shows the treatment its invoices will apply;
// - every computed amount is rounded once, half away from zero, to the cent (./money).
import type { Campaign } from '../schemas/campaign';
import type { AppliedDiscount, Offer } from '../schemas/opportunity';
import type { Instant } from './dates';
import { applicableDiscount } from './discounts';
import type { ApplicableDiscount, DiscountOpportunity } from './discounts';
import { multiplyCents, percentOf, sumCents } from './money';
import type { Cents } from './money';
import type { VatTreatmentKind } from './vat';

/** The French standard VAT rate, in percent. */
export const DEFAULT_VAT_PERCENT = 20;

/** What the totals read of a quote line (spec §3): a quantity and a unit price HT in cents. */
export interface QuoteLineInput {
  readonly quantity: number;
  readonly unit_price: Cents;
}

export interface QuoteTotalsInput {
  readonly lines: readonly QuoteLineInput[];
  /** The rebooking or early-booking discount in force (see `applicableDiscount`), if any. */
  readonly discount?: ApplicableDiscount | null;
  /** The quote's global discount rate, in percent (spec §3 'discount rate'). */
  readonly discountRate?: number;
  /** VAT rate in percent; 20 by default. */
  readonly vatPercent?: number;
  /** The buyer's VAT treatment (./vat `vatTreatment`), whose rate `vatPercent` is; standard by default. */
  readonly vatKind?: VatTreatmentKind;
}

export interface QuoteTotals {
  /** Each line's total HT, in the order of the lines. */
  readonly lineTotals: readonly Cents[];
  readonly subtotalHt: Cents;
  readonly rebookingDiscount: Cents;
  readonly earlyBookingDiscount: Cents;
  readonly discountRate: number;
  readonly globalDiscount: Cents;
  /** The rebooking or early-booking discount counted, if any. */
  readonly discount: ApplicableDiscount | null;
  readonly totalHt: Cents;
  readonly vatPercent: number;
  readonly vatKind: VatTreatmentKind;
  readonly vat: Cents;
  readonly totalTtc: Cents;
}

function checkPercent(value: number, name: string): number {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a percentage between 0 and 100, got ${value}`);
  }
  return value;
}

/** The totals of a quote (see the rules at the top of this file). */
export function quoteTotals(input: QuoteTotalsInput): QuoteTotals {
  const discountRate = checkPercent(input.discountRate ?? 0, 'discount rate');
  const vatKind = input.vatKind ?? 'standard';
  // A reverse charge or a sale outside the scope of French VAT charges none (./vat).
  const vatPercent =
    vatKind === 'standard' ? checkPercent(input.vatPercent ?? DEFAULT_VAT_PERCENT, 'VAT rate') : 0;
  const lineTotals = input.lines.map((line) => {
    if (!Number.isFinite(line.quantity) || line.quantity < 0) {
      throw new RangeError(`quantity must be a non-negative number, got ${line.quantity}`);
    }
    return multiplyCents(line.unit_price, line.quantity);
  });
  const subtotalHt = sumCents(lineTotals);
  const base = Math.max(subtotalHt, 0);

  const discount = input.discount ?? null;
  const ownDiscount = discount ? percentOf(base, checkPercent(discount.percent, 'discount')) : 0;
  // Together, the discounts never exceed the subtotal.
  const globalDiscount = Math.min(percentOf(base, discountRate), base - ownDiscount);

  const totalHt = subtotalHt - ownDiscount - globalDiscount;
  const vat = percentOf(totalHt, vatPercent);
  return {
    lineTotals,
    subtotalHt,
    rebookingDiscount: discount?.kind === 'rebooking' ? ownDiscount : 0,
    earlyBookingDiscount: discount?.kind === 'earlyBooking' ? ownDiscount : 0,
    discountRate,
    globalDiscount,
    discount: ownDiscount > 0 ? discount : null,
    totalHt,
    vatPercent,
    vatKind,
    vat,
    totalTtc: totalHt + vat,
  };
}

/**
 * The totals of an opportunity's quote at `now`: its lines, the discount it is entitled to
 * (spec §4 'Discounts'), the quote's discount rate and VAT.
 */
export function opportunityQuoteTotals(
  opportunity: DiscountOpportunity,
  campaign: Pick<Campaign, 'end_rebooking' | 'early_booking'>,
  lines: readonly QuoteLineInput[],
  now: Instant,
  options: { discountRate?: number; vatPercent?: number; vatKind?: VatTreatmentKind } = {},
): QuoteTotals {
  return quoteTotals({
    lines,
    discount: applicableDiscount(opportunity, campaign, now),
    ...options,
  });
}

/** The offer's figures: its totals, the discount they count and its VAT treatment (spec §3). */
export type OfferTotals = Pick<
  Offer,
  | 'subtotal_ht'
  | 'discount_rate'
  | 'global_discount'
  | 'rebooking_discount'
  | 'early_booking_discount'
  | 'applied_discount'
  | 'total_ht'
  | 'vat_rate'
  | 'vat_treatment'
  | 'vat'
  | 'total_ttc'
>;

const wireVatTreatments: Readonly<Record<VatTreatmentKind, Offer['vat_treatment']>> = {
  standard: 'standard',
  reverseCharge: 'reverse_charge',
  outsideScope: 'outside_scope',
};

function toAppliedDiscount(discount: ApplicableDiscount | null): AppliedDiscount | null {
  if (!discount) return null;
  return discount.kind === 'rebooking'
    ? {
        kind: 'rebooking',
        percent: discount.percent,
        deadline: discount.deadline,
        deadline_name: null,
      }
    : {
        kind: 'early_booking',
        percent: discount.percent,
        deadline: discount.deadline,
        deadline_name: discount.deadlineName,
      };
}

/** The totals under their wire names in the offer (spec §3, `offerSchema`): one mapping place. */
export function toOfferTotals(totals: QuoteTotals): OfferTotals {
  return {
    subtotal_ht: totals.subtotalHt,
    discount_rate: totals.discountRate,
    global_discount: totals.globalDiscount,
    rebooking_discount: totals.rebookingDiscount,
    early_booking_discount: totals.earlyBookingDiscount,
    applied_discount: toAppliedDiscount(totals.discount),
    total_ht: totals.totalHt,
    vat_rate: totals.vatPercent,
    vat_treatment: wireVatTreatments[totals.vatKind],
    vat: totals.vat,
    total_ttc: totals.totalTtc,
  };
}
