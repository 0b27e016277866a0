// The invoices page (spec §2 pro/invoices): three sections, balances due, overdue balances and the
// history of paid invoices. An unpaid installment (GET /me/payments: due, a card payment being
// processed, or a bank transfer awaited) is overdue once its due date has passed in Paris
// (isDeadlinePassed), else due; the history is the invoices (GET /me/invoices, one per paid
// installment). Where the spec is silent: an awaited transfer stays in its section (due or
// overdue) until the sales team receives it, since the money has not arrived; each section is in
// the order an exhibitor acts on it: the nearest deadline first for what is owed, the newest
// invoice first for the history.
import type { InstallmentKind, Invoice, Payment } from '../schemas/billing';
import { compareDates, isDeadlinePassed } from './dates';
import type { Instant } from './dates';
import { installmentOrder } from './schedule';

export interface InvoiceSections {
  /** Balances due: unpaid installments whose due date has not passed. */
  readonly due: readonly Payment[];
  /** Overdue balances: unpaid installments whose due date has passed. */
  readonly overdue: readonly Payment[];
  /** The history of paid invoices, newest first. */
  readonly paid: readonly Invoice[];
}

const byDeadline = (a: Payment, b: Payment) =>
  compareDates(a.due_date, b.due_date) ||
  a.event.localeCompare(b.event) ||
  installmentOrder.indexOf(a.kind) - installmentOrder.indexOf(b.kind);

/** Spec §2: the three sections of pro/invoices at `now`. */
export function invoiceSections(input: {
  payments: readonly Payment[];
  invoices: readonly Invoice[];
  now: Instant;
}): InvoiceSections {
  const unpaid = input.payments.filter((payment) => payment.status !== 'paid');
  const overdue = unpaid.filter((payment) => isDeadlinePassed(payment.due_date, input.now));
  const due = unpaid.filter((payment) => !overdue.includes(payment));
  const paid = [...input.invoices].sort(
    (a, b) => compareDates(b.date, a.date) || b.reference.localeCompare(a.reference),
  );
  return { due: due.sort(byDeadline), overdue: overdue.sort(byDeadline), paid };
}

/**
 * Whether an installment can be paid now: it is due (no transfer awaited, no card payment being
 * processed), and the earlier installments of its opportunity are paid (spec §9: the 1st, the
 * 2nd, then the balance; the API refuses otherwise).
 */
export function isPayableNow(
  payment: Pick<Payment, 'status' | 'kind' | 'opportunity_id'>,
  payments: readonly Pick<Payment, 'status' | 'kind' | 'opportunity_id'>[],
): boolean {
  if (payment.status !== 'due') return false;
  const position = installmentOrder.indexOf(payment.kind);
  return payments.every(
    (other) =>
      other.opportunity_id !== payment.opportunity_id ||
      installmentOrder.indexOf(other.kind) >= position ||
      other.status === 'paid',
  );
}

/** The installment kinds as the invoice table names them (the wire names stay on the wire). */
export const installmentKindNames = {
  acompte1: 'firstInstallment',
  acompte2: 'secondInstallment',
  solde: 'balance',
} as const satisfies Record<InstallmentKind, string>;
