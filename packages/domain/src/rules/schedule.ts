// Payment schedule (spec §9: '1st installment (acompte1) at registration; optional 2nd
// installment (acompte2 on date_acompte2); balance on date_solde. Each has a percentage and a
// deadline') and the state of each installment (spec §4 rebooking flow, 4 and 5).
//
// Where the spec is silent:
// - percentages are of the total including VAT (the amount the exhibitor pays);
// - amounts are rounded once to the cent (./money) and the last installment (the balance) takes
//   the rest, so the installments always add up exactly to the total;
// - 'at registration' gives the 1st installment a term: its deadline is the signature date plus
//   FIRST_INSTALLMENT_TERM_DAYS (15 days, room for a bank transfer), brought forward to the next
//   installment's deadline when that falls sooner; before the quote is signed it has no deadline
//   yet (due at signature);
// - an exhibitor who signs late never gets a deadline before the 1st installment's: a 2nd
//   installment or balance whose date has passed becomes due with the 1st installment;
// - a 2nd installment exists only when acompte2 is above 0 and date_acompte2 is set;
// - a deadline day counts in full in Europe/Paris: overdue from the next day.
import type { InstallmentKind, Payment } from '../schemas/billing';
import type { Campaign } from '../schemas/campaign';
import { addDays, compareDates, isDeadlinePassed } from './dates';
import type { CalendarDate, Instant } from './dates';
import { assertCents, percentOf, toScaledInteger } from './money';
import type { Cents } from './money';

/** Days the exhibitor has to pay the 1st installment after signing (see above). */
export const FIRST_INSTALLMENT_TERM_DAYS = 15;

/** The installment kinds in the order they fall due (spec §9). */
export const installmentOrder: readonly InstallmentKind[] = ['acompte1', 'acompte2', 'solde'];

export interface ScheduledInstallment {
  readonly kind: InstallmentKind;
  /** Percent of the total including VAT. */
  readonly percentage: number;
  readonly amount: Cents;
  /** Last day to pay (Europe/Paris); null for a 1st installment before signature. */
  readonly deadline: CalendarDate | null;
}

export type ScheduleCampaign = Pick<
  Campaign,
  'acompte1' | 'acompte2' | 'date_acompte2' | 'date_solde'
>;

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);
const sooner = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) <= 0 ? a : b);

/**
 * The payment schedule of a total including VAT, in cents (spec §9). `signedOn` is the day the
 * quote was signed (the signed stage of spec §4), which starts the 1st installment's term.
 */
export function paymentSchedule(
  campaign: ScheduleCampaign,
  totalTtc: Cents,
  options: { signedOn?: CalendarDate | null; firstInstallmentTermDays?: number } = {},
): ScheduledInstallment[] {
  assertCents(totalTtc, 'total');
  const first = toScaledInteger(campaign.acompte1, 2, 'acompte1');
  const hasSecond =
    campaign.acompte2 !== null && campaign.acompte2 > 0 && campaign.date_acompte2 !== null;
  const second = hasSecond ? toScaledInteger(campaign.acompte2 ?? 0, 2, 'acompte2') : 0n;
  if (first < 0n || second < 0n || first + second > 10_000n) {
    throw new RangeError('installment percentages must be between 0 and 100 in total');
  }
  const balance = 10_000n - first - second;

  const planned: { kind: InstallmentKind; hundredths: bigint; date: CalendarDate | null }[] = [];
  if (first > 0n) planned.push({ kind: 'acompte1', hundredths: first, date: null });
  if (hasSecond)
    planned.push({ kind: 'acompte2', hundredths: second, date: campaign.date_acompte2 });
  if (balance > 0n) planned.push({ kind: 'solde', hundredths: balance, date: campaign.date_solde });

  // The 1st installment's deadline, then no later deadline before it.
  const signedOn = options.signedOn ?? null;
  let firstDeadline: CalendarDate | null = null;
  if (signedOn !== null) {
    const term = options.firstInstallmentTermDays ?? FIRST_INSTALLMENT_TERM_DAYS;
    firstDeadline = addDays(signedOn, Math.max(0, term));
    const next = planned.find((item) => item.kind !== 'acompte1')?.date ?? null;
    if (next !== null && compareDates(next, signedOn) >= 0)
      firstDeadline = sooner(firstDeadline, next);
  }

  let allocated = 0;
  return planned.map((item, index) => {
    const percentage = Number(item.hundredths) / 100;
    const amount =
      index === planned.length - 1 ? totalTtc - allocated : percentOf(totalTtc, percentage);
    allocated += amount;
    const deadline =
      item.kind === 'acompte1'
        ? firstDeadline
        : firstDeadline !== null && item.date !== null
          ? later(item.date, firstDeadline)
          : item.date;
    return { kind: item.kind, percentage, amount, deadline };
  });
}

/** The state of an installment (spec §4, §9). */
export const installmentStates = ['paid', 'pendingTransfer', 'due', 'overdue'] as const;
export type InstallmentState = (typeof installmentStates)[number];

/** What the state reads of a payment (spec §7 GET /me/payments). */
export type InstallmentPayment = Pick<Payment, 'kind' | 'status'>;

/**
 * The state of an installment given the payments and `now`: paid; a bank transfer awaited
 * (spec §4 step 5); otherwise overdue once its deadline has passed in Paris, else due. A card
 * payment being processed is not paid until the provider confirms it (docs/security.md).
 */
export function installmentState(
  installment: Pick<ScheduledInstallment, 'kind' | 'deadline'>,
  payments: readonly InstallmentPayment[],
  now: Instant,
): InstallmentState {
  const own = payments.filter((payment) => payment.kind === installment.kind);
  if (own.some((payment) => payment.status === 'paid')) return 'paid';
  if (own.some((payment) => payment.status === 'pending_transfer')) return 'pendingTransfer';
  if (installment.deadline !== null && isDeadlinePassed(installment.deadline, now)) {
    return 'overdue';
  }
  return 'due';
}

export interface InstallmentWithState extends ScheduledInstallment {
  readonly state: InstallmentState;
}

/** Each installment of a schedule with its state. */
export function scheduleStates(
  schedule: readonly ScheduledInstallment[],
  payments: readonly InstallmentPayment[],
  now: Instant,
): InstallmentWithState[] {
  return schedule.map((installment) => ({
    ...installment,
    state: installmentState(installment, payments, now),
  }));
}

/** The schedule as the API's payments give it (one payment per installment), in due order. */
export function scheduleFromPayments(
  payments: readonly Pick<Payment, 'kind' | 'percentage' | 'amount' | 'due_date'>[],
): ScheduledInstallment[] {
  return [...payments]
    .sort((a, b) => installmentOrder.indexOf(a.kind) - installmentOrder.indexOf(b.kind))
    .map((payment) => ({
      kind: payment.kind,
      percentage: payment.percentage,
      amount: payment.amount,
      deadline: payment.due_date,
    }));
}

/** The first installment not yet paid, if any. */
export function nextUnpaidInstallment<T extends { readonly state: InstallmentState }>(
  installments: readonly T[],
): T | undefined {
  return installments.find((installment) => installment.state !== 'paid');
}
