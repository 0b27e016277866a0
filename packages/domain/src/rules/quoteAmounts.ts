// The amounts of a quote as a reader follows them (spec §3 quote display fields: subtotal
// excluding VAT, discount rate, global discount, VAT, total; §9 'Prices in euros; VAT shown';
// docs/quotes.md "The amounts"): every step from the subtotal to the total including VAT, each one
// named, so that what is shown adds up to the cent. The quote view of the portal and the quote's
// PDF show these rows, in this order:
// 1. the subtotal excluding VAT, the sum of the lines;
// 2. each discount taken off, named: the rebooking discount (spec §9: 5 %), the early-booking
//    discount with the deadline in force (spec §9: first, second, last), the sales team's discount
//    with its rate (spec §3 'discount rate', 'global discount'); each a negative amount;
// 3. the total excluding VAT;
// 4. the VAT, with its rate, or with the buyer's treatment when none is charged (reverse charge,
//    outside the scope of French VAT: ./vat), then at 0;
// 5. the total including VAT.
// Where the spec is silent: a discount row of 0 is not shown (a discount that does not apply is
// not a step); the subtotal is not shown when nothing is taken off, since it is then the total
// excluding VAT itself; the VAT row always shows, at 0 too, because the treatment must be stated.
// The figures are the offer's, computed once by ./quote: the rows only name them.
import type { MessageValues } from '../messages/translate';
import type { RuleMessageKey } from '../messages/catalogs';
import type { OfferTotals } from './quote';
import type { Cents } from './money';
import { REBOOKING_DISCOUNT_PERCENT } from './discounts';

/** The figures the rows read: the offer's totals (spec §3), as the API answers them. */
export type QuoteFigures = OfferTotals;

export type QuoteAmountRowId =
  | 'subtotal'
  | 'rebookingDiscount'
  | 'earlyBookingDiscount'
  | 'salesDiscount'
  | 'totalExcludingVat'
  | 'vat'
  | 'totalIncludingVat';

/** One row of the amounts: its name as a message of the domain's catalogs, and its amount. */
export interface QuoteAmountRow {
  readonly id: QuoteAmountRowId;
  /** In cents; a discount is negative (it is taken off). */
  readonly amount: Cents;
  readonly label: { readonly key: RuleMessageKey; readonly values?: MessageValues };
  /** A total (excluding or including VAT), which a reader looks for. */
  readonly isTotal: boolean;
}

export interface QuoteAmounts {
  readonly rows: readonly QuoteAmountRow[];
  /**
   * What the quote must say of its VAT when it charges none (./vat: the reverse-charge mention
   * or the outside-scope one), else null.
   */
  readonly vatMention: RuleMessageKey | null;
}

function discountRows(figures: QuoteFigures): QuoteAmountRow[] {
  const applied = figures.applied_discount;
  const rows: QuoteAmountRow[] = [
    {
      id: 'rebookingDiscount',
      amount: -figures.rebooking_discount,
      label: {
        key: 'quote.rebooking_discount',
        values: {
          percent: applied?.kind === 'rebooking' ? applied.percent : REBOOKING_DISCOUNT_PERCENT,
        },
      },
      isTotal: false,
    },
    {
      id: 'earlyBookingDiscount',
      amount: -figures.early_booking_discount,
      label: {
        key: 'quote.early_booking_discount',
        values: {
          percent: applied?.kind === 'early_booking' ? applied.percent : 0,
          deadline: applied?.deadline_name ?? 'last',
        },
      },
      isTotal: false,
    },
    {
      id: 'salesDiscount',
      amount: -figures.global_discount,
      label: { key: 'quote.sales_discount', values: { percent: figures.discount_rate } },
      isTotal: false,
    },
  ];
  return rows.filter((row) => row.amount !== 0);
}

const vatLabels: Readonly<Record<QuoteFigures['vat_treatment'], RuleMessageKey>> = {
  standard: 'quote.vat',
  reverse_charge: 'quote.vat_reverse_charge',
  outside_scope: 'quote.vat_outside_scope',
};

const vatMentions: Readonly<Record<QuoteFigures['vat_treatment'], RuleMessageKey | null>> = {
  standard: null,
  reverse_charge: 'vat.reverse_charge',
  outside_scope: 'vat.outside_scope',
};

/** The rows of a quote's amounts, in order (see the rules at the top of this file). */
export function quoteAmountRows(figures: QuoteFigures): QuoteAmounts {
  const discounts = discountRows(figures);
  const rows: QuoteAmountRow[] = [
    ...(discounts.length > 0
      ? [
          {
            id: 'subtotal' as const,
            amount: figures.subtotal_ht,
            label: { key: 'quote.subtotal_ht' as const },
            isTotal: false,
          },
          ...discounts,
        ]
      : []),
    {
      id: 'totalExcludingVat',
      amount: figures.total_ht,
      label: { key: 'quote.total_ht' },
      isTotal: true,
    },
    {
      id: 'vat',
      amount: figures.vat,
      label: { key: vatLabels[figures.vat_treatment], values: { percent: figures.vat_rate } },
      isTotal: false,
    },
    {
      id: 'totalIncludingVat',
      amount: figures.total_ttc,
      label: { key: 'quote.total_ttc' },
      isTotal: true,
    },
  ];
  return { rows, vatMention: vatMentions[figures.vat_treatment] };
}

/**
 * Whether the rows add up to the cent: the steps before the total excluding VAT sum to it, and
 * the total excluding VAT plus the VAT is the total including VAT. What the quote view's stories
 * and the end-to-end test check on the page, read back from the shown figures.
 */
export function amountsAddUp(rows: readonly Pick<QuoteAmountRow, 'id' | 'amount'>[]): boolean {
  const byId = (id: QuoteAmountRowId) => rows.find((row) => row.id === id)?.amount;
  const totalHt = byId('totalExcludingVat');
  const vat = byId('vat');
  const totalTtc = byId('totalIncludingVat');
  if (totalHt === undefined || vat === undefined || totalTtc === undefined) return false;
  const steps = rows.slice(
    0,
    rows.findIndex((row) => row.id === 'totalExcludingVat'),
  );
  const stepsSum = steps.reduce((sum, row) => sum + row.amount, 0);
  return (steps.length === 0 || stepsSum === totalHt) && totalHt + vat === totalTtc;
}
