// Online-payment blackout windows (spec §1 'Notice: online payments are unavailable from
// 28 December 2024 to 1 January 2025', §9). A window is a range of calendar days in
// Europe/Paris, both included: the default one opens at 2024-12-28 00:00 Paris time
// (2024-12-27T23:00:00Z) and closes at the end of 1 January 2025 (2025-01-01T23:00:00Z).
// The windows are configurable (the API reads them from its configuration); the API refuses a
// payment inside one (code 4220, docs/api.md "Error catalogue"), the portal shows the notice.
import { z } from 'zod/mini';
import {
  addDays,
  compareDates,
  isCalendarDate,
  isWithinDates,
  parisDate,
  parisDayStart,
} from './dates';
import type { CalendarDate, Instant } from './dates';

export interface PaymentBlackoutWindow {
  /** First day without online payment (Europe/Paris). */
  readonly start: CalendarDate;
  /** Last day without online payment, included. */
  readonly end: CalendarDate;
}

/** spec §1, §9. */
export const DEFAULT_PAYMENT_BLACKOUT_WINDOWS: readonly PaymentBlackoutWindow[] = [
  { start: '2024-12-28', end: '2025-01-01' },
];

/** How many days ahead the portal announces a coming window (the spec's 'Notice'). */
export const PAYMENT_BLACKOUT_NOTICE_DAYS = 30;

/** A window as configured: two calendar dates, the start not after the end. */
export const paymentBlackoutWindowSchema = z
  .object({
    start: z.string().check(z.refine(isCalendarDate, { error: 'validation.invalid' })),
    end: z.string().check(z.refine(isCalendarDate, { error: 'validation.invalid' })),
  })
  .check(
    // Compared only when both are dates: an invalid one already failed above (spec §5: bad input
    // gives a typed failure, never an exception).
    z.refine(
      (window) =>
        !isCalendarDate(window.start) ||
        !isCalendarDate(window.end) ||
        compareDates(window.start, window.end) <= 0,
      {
        error: 'validation.invalid',
        path: ['end'],
      },
    ),
  );

/** A window with the instants it opens and closes, for the notice and for the API. */
export interface ActivePaymentBlackout extends PaymentBlackoutWindow {
  /** The instant online payment stops: the start day's midnight in Paris. */
  readonly opensAt: Date;
  /** The instant online payment resumes: the midnight after the end day in Paris. */
  readonly closesAt: Date;
}

function withInstants(window: PaymentBlackoutWindow): ActivePaymentBlackout {
  return {
    start: window.start,
    end: window.end,
    opensAt: parisDayStart(window.start),
    closesAt: parisDayStart(addDays(window.end, 1)),
  };
}

/** The blackout window `now` falls in, if any (spec §1, §9). */
export function paymentBlackoutAt(
  now: Instant,
  windows: readonly PaymentBlackoutWindow[] = DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
): ActivePaymentBlackout | null {
  const window = windows.find((candidate) => isWithinDates(now, candidate.start, candidate.end));
  return window ? withInstants(window) : null;
}

/** Whether online payment is open at `now` (outside every blackout window). */
export function isOnlinePaymentAvailable(
  now: Instant,
  windows: readonly PaymentBlackoutWindow[] = DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
): boolean {
  return paymentBlackoutAt(now, windows) === null;
}

/**
 * The window to announce at `now`: the one in force, else the next one starting within
 * `noticeDays` days (30 by default), so exhibitors can pay before it.
 */
export function paymentBlackoutNotice(
  now: Instant,
  windows: readonly PaymentBlackoutWindow[] = DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
  noticeDays = PAYMENT_BLACKOUT_NOTICE_DAYS,
): ActivePaymentBlackout | null {
  const current = paymentBlackoutAt(now, windows);
  if (current) return current;
  const today = parisDate(now);
  const horizon = addDays(today, noticeDays);
  const upcoming = windows
    .filter((w) => compareDates(w.start, today) > 0 && compareDates(w.start, horizon) <= 0)
    .sort((a, b) => compareDates(a.start, b.start));
  return upcoming[0] ? withInstants(upcoming[0]) : null;
}

/**
 * The windows that apply at `now` (spec §1, §9): the one in force and those to come, by their
 * first day; the windows already over are left out. The API publishes them (GET
 * /payment-blackouts), so the portal's notice, its dates and the card option follow the API's
 * configuration rather than a window of its own.
 */
export function applicablePaymentBlackouts(
  now: Instant,
  windows: readonly PaymentBlackoutWindow[],
): PaymentBlackoutWindow[] {
  const today = parisDate(now);
  return windows
    .filter((window) => compareDates(window.end, today) >= 0)
    .sort((a, b) => compareDates(a.start, b.start))
    .map(({ start, end }) => ({ start, end }));
}

/**
 * Reads windows from configuration text: `YYYY-MM-DD..YYYY-MM-DD`, separated by commas or
 * spaces (e.g. `2024-12-28..2025-01-01, 2025-12-27..2026-01-01`). An empty text means no
 * window. Throws a RangeError naming the faulty entry.
 */
export function parsePaymentBlackoutWindows(text: string): PaymentBlackoutWindow[] {
  return text
    .split(/[\s,;]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [start = '', end = '', ...rest] = entry.split('..');
      const parsed = paymentBlackoutWindowSchema.safeParse({ start, end });
      if (rest.length > 0 || !parsed.success) {
        throw new RangeError(`invalid payment blackout window: ${entry}`);
      }
      return parsed.data;
    });
}
