// What the card payment and the bank-transfer flows share (spec §4 rebooking flow 4-5, §9): the
// installment being paid, the screen's idempotency key, and the key of each operation, so that a
// retry or a double click never pays twice (docs/api.md "Idempotency").
import type { Payment } from '@salon/domain';

export type PaymentOperation = 'card' | 'transfer';

/** What both payment screens start from. */
export interface InstallmentInput {
  /** The installment to pay (GET /me/payments): the 1st, the 2nd or the balance (spec §9). */
  payment: Payment;
  /**
   * A random key of at least 16 characters ([A-Za-z0-9_-]) made by the app for this payment
   * screen: a retry or a double click reuses it, so nothing is paid twice (docs/api.md
   * "Idempotency").
   */
  idempotencyKey: string;
}

/** The idempotency key of one operation: a card payment and a transfer never share one. */
export function operationKey(baseKey: string, operation: PaymentOperation): string {
  return `${baseKey}_${operation}`;
}

/** The body of POST /transaction-create or /transaction-update-transfer for this installment. */
export function installmentRequest(
  context: { payment: Payment | null; idempotencyKey: string },
  operation: PaymentOperation,
): { payment_id: string; idempotency_key: string } {
  return {
    payment_id: context.payment?.id ?? '',
    idempotency_key: operationKey(context.idempotencyKey, operation),
  };
}
