// What one credit of the bank's statement comes to (spec §4 rebooking flow 5: 'registration is
// validated only when proof of transfer and payment are received'; docs/payments.md "Statement
// import"). The import finds the transfer references the credit's remittance holds
// (./transferReference.ts) and asks this rule what to do; it applies the answer in one database
// transaction per credit.
//
// - One pending transfer, the exact amount in euros: the installment is paid, exactly as when the
//   sales team marks the transfer received (invoice, next stage, features, email).
// - Anything else waits for the sales team, with its reason, and is never applied on a guess:
//   no reference found; several references; the amount or currency differs (both amounts kept);
//   the transfer was cancelled (the exhibitor meant to pay by card); the installment is already
//   paid, by card (a possible double payment, to refund) or otherwise (the sales team marked it
//   received by hand, or an earlier credit paid it: they check which).
// - A credit already imported (the bank's reference) changes nothing: the import skips it before
//   asking this rule.
import type { PaymentStatus } from '../schemas/billing';
import type { PaymentMethod } from '../schemas/opportunity';

/** Why a credit waits for the sales team. */
export const bankEntryWaitingReasons = [
  'no_match',
  'ambiguous',
  'amount_mismatch',
  'transfer_canceled',
  'paid_by_card',
  'already_paid',
] as const;
export type BankEntryWaitingReason = (typeof bankEntryWaitingReasons)[number];

/** The transfer a credit names, and its installment, as the database holds them now. */
export interface MatchedTransfer {
  transferStatus: 'pending' | 'received' | 'canceled';
  /** What the exhibitor was asked to transfer, in cents. */
  transferAmount: number;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
}

export interface BankCredit {
  /** In cents of `currency`. */
  amount: number;
  currency: string;
}

export type BankEntryOutcome = { kind: 'pay' } | { kind: 'wait'; reason: BankEntryWaitingReason };

const wait = (reason: BankEntryWaitingReason): BankEntryOutcome => ({ kind: 'wait', reason });

/**
 * What a credit comes to, given how many transfers its remittance names (`found`) and, when it
 * names exactly one, that transfer and its installment.
 */
export function bankEntryOutcome(
  credit: BankCredit,
  found: number,
  matched: MatchedTransfer | null,
): BankEntryOutcome {
  if (found > 1) return wait('ambiguous');
  if (found === 0 || !matched) return wait('no_match');
  if (matched.paymentStatus === 'paid') {
    return wait(matched.paymentMethod === 'card' ? 'paid_by_card' : 'already_paid');
  }
  if (matched.transferStatus === 'canceled') return wait('transfer_canceled');
  if (matched.transferStatus !== 'pending') return wait('already_paid');
  if (credit.currency !== 'EUR' || credit.amount !== matched.transferAmount) {
    return wait('amount_mismatch');
  }
  return { kind: 'pay' };
}

/** A credit the sales team should look at as money possibly received twice (to refund). */
export function isPossibleDoublePayment(reason: BankEntryWaitingReason | null): boolean {
  return reason === 'paid_by_card' || reason === 'already_paid';
}
