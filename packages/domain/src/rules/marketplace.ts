// Marketplace fees and subscription (spec §1, §9: '6% commission plus a 2% administration fee.
// The subscription (Discovery formula) is paid by the show for up to 6 months after the event').
// Both fees are percentages of the same sale amount (the spec names no other base), each rounded
// once to the cent (./money); the seller receives the rest.
import { addMonths, compareDates, parisDate } from './dates';
import type { CalendarDate, Instant } from './dates';
import { assertCents, percentOf } from './money';
import type { Cents } from './money';

export const MARKETPLACE_COMMISSION_PERCENT = 6;
export const MARKETPLACE_ADMINISTRATION_FEE_PERCENT = 2;
/** spec §1, §9: the show pays the Discovery subscription for up to 6 months after the event. */
export const MARKETPLACE_SUBSCRIPTION_MONTHS = 6;

export interface MarketplaceFees {
  readonly sale: Cents;
  readonly commission: Cents;
  readonly administrationFee: Cents;
  /** Commission plus administration fee. */
  readonly total: Cents;
  /** What the seller keeps. */
  readonly net: Cents;
}

/** The marketplace's fees on a sale, in cents (spec §1, §9). */
export function marketplaceFees(sale: Cents): MarketplaceFees {
  assertCents(sale, 'sale');
  if (sale < 0) throw new RangeError('a sale cannot be negative');
  const commission = percentOf(sale, MARKETPLACE_COMMISSION_PERCENT);
  const administrationFee = percentOf(sale, MARKETPLACE_ADMINISTRATION_FEE_PERCENT);
  const total = commission + administrationFee;
  return { sale, commission, administrationFee, total, net: sale - total };
}

/** The last day the show pays the subscription: 6 months after the event's last day. */
export function marketplaceSubscriptionCoveredUntil(eventEndDate: CalendarDate): CalendarDate {
  return addMonths(eventEndDate, MARKETPLACE_SUBSCRIPTION_MONTHS);
}

/** Whether the show still pays the subscription at `now` (that last day included, in Paris). */
export function isMarketplaceSubscriptionCovered(
  eventEndDate: CalendarDate,
  now: Instant,
): boolean {
  return compareDates(parisDate(now), marketplaceSubscriptionCoveredUntil(eventEndDate)) <= 0;
}
