// What the quote screens compute from a quote before showing it (spec §3 quote display fields,
// §4 discounts and stages, §9 payment schedule), with the domain's rules; pure, so tested without
// a browser (quoteFacts.test.ts).
import {
  FIRST_INSTALLMENT_TERM_DAYS,
  applicableDiscount,
  compareDates,
  isDeadlinePassed,
  paymentSchedule,
  scheduleFromPayments,
  scheduleStates,
  stageRow,
  upcomingEarlyBookingDeadlines,
  type ApplicableDiscount,
  type Campaign,
  type CalendarDate,
  type Instant,
  type InstallmentKind,
  type InstallmentWithState,
  type Payment,
  type RebookingQuote,
  type TimelineStep as StageTimelineStep,
} from '@salon/domain';
import type { Installment, TimelineStep } from '@salon/ui';

/**
 * The quote's schedule with each installment's state (spec §9). Once the quote is signed, the API
 * keeps one payment per installment with its deadline: they are the schedule. Before that, the
 * schedule is the campaign's percentages of the quote's total, the 1st installment without a
 * deadline yet (due at signature).
 */
export function quoteSchedule(
  quote: RebookingQuote,
  payments: readonly Payment[],
  now: Instant,
): InstallmentWithState[] {
  const own = payments.filter((payment) => payment.opportunity_id === quote.opportunity.id);
  const schedule =
    own.length > 0
      ? scheduleFromPayments(own)
      : paymentSchedule(quote.campaign, quote.offre.total_ttc);
  return scheduleStates(schedule, own, now);
}

const uiKinds: Record<InstallmentKind, Installment['kind']> = {
  acompte1: 'firstInstallment',
  acompte2: 'secondInstallment',
  solde: 'balance',
};

/**
 * The schedule as the ui's payment schedule draws it. A transfer under way is still 'due' there
 * (the money has not arrived, spec §4 step 5); the quote's status badge says 'pending transfer'.
 * A 1st installment before signature shows the day it is read: it is due at signature.
 */
export function toUiInstallments(
  schedule: readonly InstallmentWithState[],
  today: CalendarDate,
): Installment[] {
  return schedule.map((installment) => ({
    kind: uiKinds[installment.kind],
    percentage: installment.percentage,
    amountCents: installment.amount,
    deadline: installment.deadline ?? today,
    state:
      installment.state === 'paid' ? 'paid' : installment.state === 'overdue' ? 'overdue' : 'due',
  }));
}

/** The discount the quote gets today (spec §4 'Discounts', §9), with its amount on the quote. */
export function quoteDiscount(
  quote: RebookingQuote,
  now: Instant,
): { discount: ApplicableDiscount; amount: number } | null {
  const discount = applicableDiscount(quote.opportunity, quote.campaign, now);
  if (!discount) return null;
  const amount =
    discount.kind === 'rebooking'
      ? quote.offre.rebooking_discount
      : quote.offre.early_booking_discount;
  return { discount, amount };
}

/** An early-booking rate and the last day it holds. */
export interface EarlyBookingStep {
  date: CalendarDate;
  percent: number;
}

/**
 * The early-booking discounts still to be had, in date order (spec §9), those with a rate: what
 * the quote's tip lists beside the discount in force.
 */
export function earlyBookingSteps(
  campaign: Pick<Campaign, 'early_booking'>,
  now: Instant,
): EarlyBookingStep[] {
  return upcomingEarlyBookingDeadlines(campaign, now)
    .filter((deadline) => deadline.rate > 0)
    .map((deadline) => ({ date: deadline.date, percent: deadline.rate }));
}

export type CalendarEntry =
  | { id: string; kind: 'rebooking'; date: CalendarDate; percent: number }
  | { id: string; kind: 'earlyBooking'; date: CalendarDate; percent: number }
  | {
      id: string;
      kind: 'installment';
      installment: InstallmentKind;
      date: CalendarDate | null;
      percent: number;
    }
  | { id: string; kind: 'show'; date: CalendarDate };

/**
 * The deadlines calendar (spec §2 modal, §9): the discount the opportunity can get (the end of
 * rebooking for a rebooking, the early-booking deadlines otherwise, spec §4 'Discounts'), each
 * installment's deadline and the show's opening, in date order; a 1st installment before
 * signature has no date yet and comes first.
 */
export function calendarEntries(
  quote: RebookingQuote,
  schedule: readonly InstallmentWithState[],
  rebookingPercent: number,
): CalendarEntry[] {
  const { campaign, opportunity } = quote;
  const entries: CalendarEntry[] = [];
  if (opportunity.rebooking) {
    if (campaign.end_rebooking.enable && campaign.end_rebooking.date) {
      entries.push({
        id: 'rebooking',
        kind: 'rebooking',
        date: campaign.end_rebooking.date,
        percent: rebookingPercent,
      });
    }
  } else if (campaign.early_booking.enable) {
    for (const deadline of campaign.early_booking.deadlines) {
      if (deadline.rate > 0) {
        entries.push({
          id: `early-${deadline.name}`,
          kind: 'earlyBooking',
          date: deadline.date,
          percent: deadline.rate,
        });
      }
    }
  }
  for (const installment of schedule) {
    entries.push({
      id: installment.kind,
      kind: 'installment',
      installment: installment.kind,
      date: installment.deadline,
      percent: installment.percentage,
    });
  }
  entries.push({ id: 'show', kind: 'show', date: campaign.event_start_date });
  return entries.sort((a, b) => {
    if (a.date === null) return -1;
    if (b.date === null) return 1;
    return compareDates(a.date, b.date);
  });
}

/** Whether a calendar date is behind us (the day counts in full, Europe/Paris). */
export function isPast(date: CalendarDate | null, now: Instant): boolean {
  return date !== null && isDeadlinePassed(date, now);
}

export type StageStepId = 'quote' | 'signed' | 'first' | 'second' | 'paid' | 'canceled';

/** How far each timeline step of the stage table has gone (spec §4 'Opportunity stage'). */
const stepRank: Readonly<Record<StageTimelineStep, number>> = {
  quote: 0,
  registered: 1,
  firstInstallment: 2,
  secondInstallment: 3,
  paid: 4,
};

/**
 * The opportunity's steps for the details modal's timeline (spec §2 'opportunity details with
 * timeline', §4): quote received, quote validated (signed), 1st installment, 2nd installment
 * (when the campaign has one), balance. A canceled registration shows its canceled step.
 */
export function stageSteps(
  quote: Pick<RebookingQuote, 'opportunity' | 'campaign'>,
): { id: StageStepId; state: TimelineStep['state'] }[] {
  const reached = stageRow(quote.opportunity.etape)?.timelineStep ?? null;
  if (reached === null) return [{ id: 'canceled', state: 'current' }];
  const rank = stepRank[reached];
  const hasSecond = (quote.campaign.acompte2 ?? 0) > 0 && quote.campaign.date_acompte2 !== null;
  const steps: { id: StageStepId; rank: number }[] = [
    { id: 'quote', rank: 0 },
    { id: 'signed', rank: 1 },
    { id: 'first', rank: 2 },
    ...(hasSecond ? [{ id: 'second' as const, rank: 3 }] : []),
    { id: 'paid', rank: 4 },
  ];
  // Reached steps are done (the quote step once the quote is signed); the next one is current.
  const done = steps.map((step) => rank >= 1 && step.rank <= rank);
  const current = done.indexOf(false);
  return steps.map((step, index) => ({
    id: step.id,
    state: done[index] ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

/** The days the 1st installment has after signature (spec §9, domain schedule rule). */
export const firstInstallmentTermDays = FIRST_INSTALLMENT_TERM_DAYS;
