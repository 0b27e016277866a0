import { describe, expect, it } from 'vitest';
import { bankEntryOutcome, isPossibleDoublePayment } from './bankStatement';
import type { MatchedTransfer } from './bankStatement';

const credit = { amount: 120_000, currency: 'EUR' };
const pending: MatchedTransfer = {
  transferStatus: 'pending',
  transferAmount: 120_000,
  paymentStatus: 'pending_transfer',
  paymentMethod: 'transfer',
};

describe('a credit of the bank statement (spec §4 rebooking flow 5)', () => {
  it('pays the installment of the one pending transfer it names, for the exact amount (spec §4 flow 5)', () => {
    expect(bankEntryOutcome(credit, 1, pending)).toEqual({ kind: 'pay' });
  });

  it('waits when the amount or the currency differs', () => {
    const wrong = { kind: 'wait', reason: 'amount_mismatch' };
    expect(bankEntryOutcome({ ...credit, amount: 119_999 }, 1, pending)).toEqual(wrong);
    expect(bankEntryOutcome({ ...credit, currency: 'CHF' }, 1, pending)).toEqual(wrong);
  });

  it('waits when it names no transfer, or several', () => {
    expect(bankEntryOutcome(credit, 0, null)).toEqual({ kind: 'wait', reason: 'no_match' });
    expect(bankEntryOutcome(credit, 2, null)).toEqual({ kind: 'wait', reason: 'ambiguous' });
  });

  it('waits as a possible double payment when the installment is already paid by card', () => {
    const paid = { ...pending, paymentStatus: 'paid', paymentMethod: 'card' } as const;
    const outcome = bankEntryOutcome(credit, 1, { ...paid, transferStatus: 'canceled' });
    expect(outcome).toEqual({ kind: 'wait', reason: 'paid_by_card' });
    expect(isPossibleDoublePayment('paid_by_card')).toBe(true);
  });

  it('waits when the installment was paid otherwise, or the transfer was cancelled (spec §4 flow 5)', () => {
    const received = { ...pending, transferStatus: 'received', paymentStatus: 'paid' } as const;
    expect(bankEntryOutcome(credit, 1, received)).toEqual({ kind: 'wait', reason: 'already_paid' });
    const canceled = { ...pending, transferStatus: 'canceled', paymentStatus: 'due' } as const;
    expect(bankEntryOutcome(credit, 1, canceled)).toEqual({
      kind: 'wait',
      reason: 'transfer_canceled',
    });
    expect(isPossibleDoublePayment('transfer_canceled')).toBe(false);
  });
});
