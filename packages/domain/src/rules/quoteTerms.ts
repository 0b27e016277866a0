// What a quote says beside its amounts (spec §3 quote display fields, §4 'Discounts', §9;
// docs/quotes.md): the stand it is for, the discount it counts and until when, and how long the
// quote holds.
import type { Opportunity } from '../schemas/opportunity';
import type { MessageValues } from '../messages/translate';
import type { RuleMessageKey } from '../messages/catalogs';
import { addDays, compareDates } from './dates';
import type { CalendarDate } from './dates';
import type { ApplicableDiscount } from './discounts';
import { percentOf } from './money';
import type { Cents } from './money';
import type { QuoteFigures } from './quoteAmounts';

/**
 * The stand of a quote in words (spec §3 Opportunity: stand number, surface in m², angles): its
 * number or 'to be allocated', its surface and its open corners, one message of the domain's
 * catalogs in the reader's language.
 */
export function standDescription(opportunity: Pick<Opportunity, 'stand' | 'surface' | 'angles'>): {
  key: RuleMessageKey;
  values: MessageValues;
} {
  const number = opportunity.stand?.trim() ?? '';
  return {
    key: 'quote.stand',
    values: {
      hasNumber: number ? 'yes' : 'no',
      number,
      surface: opportunity.surface,
      corners: opportunity.angles,
    },
  };
}

/**
 * The version a quote's document shows (docs/quotes.md "The PDF"): its opportunity's version
 * (docs/api.md "Concurrency": each change, a revision by the sales team too, increments it),
 * counted from 1 for a reader. A new version is a new document.
 */
export function quoteDocumentVersion(opportunity: Pick<Opportunity, 'version'>): number {
  return opportunity.version + 1;
}

/** The discount a quote can still get or keep, beside what its totals already count. */
export interface DiscountNotice {
  readonly kind: ApplicableDiscount['kind'];
  readonly percent: number;
  /** The last day to validate the quote and get it; null when the campaign sets none. */
  readonly deadline: CalendarDate | null;
  /** What the quote's totals already take off for this discount, in cents. */
  readonly counted: Cents;
  /** What validating in time takes off on top of the totals shown, in cents (0: nothing more). */
  readonly extra: Cents;
}

/**
 * The notice of the discount a quote is entitled to at the reader's `now` (spec §4 'Discounts',
 * §9), never counted twice: the quote's totals already take off the discount in force when they
 * were computed (./quote), so the notice says what they count and until when, and only what a
 * validation in time would take off beyond them (`extra`), e.g. a quote whose figures were
 * computed before the discount applied. None when no discount applies.
 */
export function discountNotice(
  figures: Pick<
    QuoteFigures,
    'subtotal_ht' | 'total_ht' | 'rebooking_discount' | 'early_booking_discount'
  >,
  discount: ApplicableDiscount | null,
): DiscountNotice | null {
  if (!discount) return null;
  const counted =
    discount.kind === 'rebooking' ? figures.rebooking_discount : figures.early_booking_discount;
  const whole = percentOf(Math.max(figures.subtotal_ht, 0), discount.percent);
  const extra = Math.max(0, Math.min(whole - counted, figures.total_ht));
  if (counted <= 0 && extra <= 0) return null;
  return {
    kind: discount.kind,
    percent: discount.percent,
    deadline: discount.deadline,
    counted,
    extra,
  };
}

/**
 * How long a quote holds, in days from the day it is issued, when no discount deadline comes
 * sooner (docs/quotes.md "Validity"): 30 days, the usual term of a commercial offer, long enough
 * to have it signed inside a company.
 */
export const QUOTE_VALIDITY_DAYS = 30;

/**
 * The last day a quote issued on `issuedOn` holds (docs/quotes.md "Validity"): 30 days, or the
 * last day of the discount its totals count if that comes sooner, since the next day its figures
 * change (spec §4 'Discounts', §9: discounts tied to deadlines). A deadline already passed does not
 * shorten it below the day of issue.
 */
export function quoteValidUntil(
  issuedOn: CalendarDate,
  discountDeadline: CalendarDate | null,
): CalendarDate {
  const term = addDays(issuedOn, QUOTE_VALIDITY_DAYS);
  if (discountDeadline === null || compareDates(discountDeadline, term) >= 0) return term;
  return compareDates(discountDeadline, issuedOn) < 0 ? issuedOn : discountDeadline;
}
