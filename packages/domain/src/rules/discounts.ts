// Rebooking and early-booking discounts (spec §1, §4 'Discounts', §9).
import type { Campaign, EarlyBookingDeadline } from '../schemas/campaign';
import { compareDates, isDeadlinePassed } from './dates';
import type { CalendarDate, Instant } from './dates';

/** spec §1, §9: known exhibitors get 5% off the total excluding VAT when they rebook. */
export const REBOOKING_DISCOUNT_PERCENT = 5;

/** The early-booking deadlines of spec §9, in order. */
export const earlyBookingDeadlineNames = ['first', 'second', 'last'] as const;
export type EarlyBookingDeadlineName = (typeof earlyBookingDeadlineNames)[number];

/** The discount a quote gets, with the deadline that keeps it (for the next action). */
export type ApplicableDiscount =
  | {
      readonly kind: 'rebooking';
      readonly percent: number;
      /** The last day the rebooking discount holds; null when the campaign sets no date. */
      readonly deadline: CalendarDate | null;
    }
  | {
      readonly kind: 'earlyBooking';
      readonly percent: number;
      readonly deadline: CalendarDate;
      readonly deadlineName: EarlyBookingDeadlineName;
    };

/** What the discount rules read of an opportunity: whether it is a rebooking (spec §3). */
export interface DiscountOpportunity {
  readonly rebooking: boolean;
}

/**
 * spec §4: the rebooking discount applies when end_rebooking is enabled; spec §9 calls its date
 * the end of rebooking, so it holds until that date, the day counted in full (Europe/Paris). An
 * enabled switch without a date has no end.
 */
export function isRebookingDiscountOpen(
  campaign: Pick<Campaign, 'end_rebooking'>,
  now: Instant,
): boolean {
  const { enable, date } = campaign.end_rebooking;
  return enable && (date === null || !isDeadlinePassed(date, now));
}

/**
 * The early-booking deadlines still ahead at `now`, in date order (spec §9: three deadlines,
 * first, second, last; the spec gives no rate, so each campaign sets its rate per deadline), each
 * day counted in full: the one in force first. None when early booking is disabled.
 */
export function upcomingEarlyBookingDeadlines(
  campaign: Pick<Campaign, 'early_booking'>,
  now: Instant,
): EarlyBookingDeadline[] {
  const { enable, deadlines } = campaign.early_booking;
  if (!enable) return [];
  return [...deadlines]
    .sort(
      (a, b) =>
        compareDates(a.date, b.date) ||
        earlyBookingDeadlineNames.indexOf(a.name) - earlyBookingDeadlineNames.indexOf(b.name),
    )
    .filter((deadline) => !isDeadlinePassed(deadline.date, now));
}

/**
 * The early-booking deadline in force: the first one not yet passed. None when early booking is
 * disabled or the last deadline has passed.
 */
export function currentEarlyBookingDeadline(
  campaign: Pick<Campaign, 'early_booking'>,
  now: Instant,
): EarlyBookingDeadline | null {
  return upcomingEarlyBookingDeadlines(campaign, now)[0] ?? null;
}

/**
 * The discount an opportunity's quote gets at `now` (spec §4 'Discounts'): a rebooking gets the
 * rebooking discount while end_rebooking is open; any other opportunity gets the early-booking
 * rate of the deadline in force. Never both. Null when none applies (or its rate is 0).
 */
export function applicableDiscount(
  opportunity: DiscountOpportunity,
  campaign: Pick<Campaign, 'end_rebooking' | 'early_booking'>,
  now: Instant,
): ApplicableDiscount | null {
  if (opportunity.rebooking) {
    return isRebookingDiscountOpen(campaign, now)
      ? {
          kind: 'rebooking',
          percent: REBOOKING_DISCOUNT_PERCENT,
          deadline: campaign.end_rebooking.date,
        }
      : null;
  }
  const deadline = currentEarlyBookingDeadline(campaign, now);
  if (!deadline || deadline.rate <= 0) return null;
  return {
    kind: 'earlyBooking',
    percent: deadline.rate,
    deadline: deadline.date,
    deadlineName: deadline.name,
  };
}
