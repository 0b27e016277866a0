// The card provider's notification applied (docs/security.md "Card payments"): the one function
// every notification reaches, sandbox or Stripe, through the endpoint table's
// POST /payments/notification (src/core/endpoints/register.ts has the provider check and read it).
import { paymentBlackoutAt } from '@salon/domain';
import type { PaymentNotification, RefundDue } from '@salon/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { markPaid } from '../../core/billing/paid';
import { refundsDue } from '../../core/billing/refunds';
import type { Executor } from '../../infra/db/client';
import type { TransactionRow } from '../../infra/db/rows';
import { payments, providerEvents, transactions } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import type { PaymentsContext } from './config';

/**
 * The provider took money for an attempt that could no longer pay, or for an installment already
 * paid: recorded on the transaction as a refund due, shown to the sales team (operator
 * overview), logged; the installment is left as it is. A second approval of an attempt already
 * applied is the same payment, not a new one: nothing to refund.
 */
async function flagLateApproval(
  ctx: PaymentsContext,
  tx: Executor,
  transaction: TransactionRow,
  reason: RefundDue['reason'] | null,
): Promise<void> {
  if (!reason) return;
  await tx
    .update(transactions)
    .set({ refundReason: reason, lateApprovalAt: ctx.now() })
    .where(and(eq(transactions.id, transaction.id), isNull(transactions.refundReason)));
  ctx.log.warn(
    { transaction: transaction.id, reference: transaction.reference, reason },
    'card payment approved when it could no longer pay: recorded as a refund due',
  );
}

/** Why an approval of a transaction no longer pending is money to give back. */
const lateReason = (status: string): RefundDue['reason'] | null =>
  status === 'canceled' ? 'attempt_canceled' : status === 'failure' ? 'attempt_failed' : null;

/**
 * The provider's signed notification (added; docs/security.md): the only place a card payment
 * becomes paid. A replayed event is acknowledged and ignored. An approval for a transaction no
 * longer pending (superseded, declined) or whose installment is already paid is recorded as a
 * refund due, never dropped; a decline of a settled transaction changes nothing.
 */
export async function handleNotification(ctx: PaymentsContext, input: PaymentNotification) {
  await ctx.db.tx(async (tx) => {
    const recorded = await tx
      .insert(providerEvents)
      .values({ id: input.event_id, transactionId: input.transaction_id })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (recorded.length === 0) return;
    const [transaction] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, input.transaction_id));
    if (!transaction) throw fail.notFound();
    if (transaction.amount !== input.amount) throw fail.conflict();
    const now = ctx.now();
    // The blackout is checked again at approval (spec §1, §9; docs/security.md "Payment
    // blackout"): the provider has taken the money, so the payment is applied, and flagged.
    const inBlackout =
      input.status === 'approved' && Boolean(paymentBlackoutAt(now, ctx.config.paymentBlackout));
    const settled = await tx
      .update(transactions)
      .set({
        status: input.status === 'approved' ? 'success' : 'failure',
        completedAt: now,
        approvedInBlackout: inBlackout,
      })
      .where(and(eq(transactions.id, transaction.id), eq(transactions.status, 'pending')))
      .returning({ id: transactions.id });
    if (settled.length === 0) {
      if (input.status === 'approved') {
        await flagLateApproval(ctx, tx, transaction, lateReason(transaction.status));
      }
      return;
    }
    if (inBlackout) {
      ctx.log.warn(
        { transaction: transaction.id, reference: transaction.reference },
        'card payment approved during a payment blackout: applied, for the sales team to review',
      );
    }
    if (input.status === 'approved') {
      const paid = await markPaid(ctx, tx, transaction.paymentId, 'card', transaction.langue);
      if (!paid) await flagLateApproval(ctx, tx, transaction, 'installment_paid');
    } else {
      await tx
        .update(payments)
        .set({ status: 'due', method: null })
        .where(and(eq(payments.id, transaction.paymentId), eq(payments.status, 'processing')));
    }
  });
  return { success: true as const };
}

/** Operator: the sales team has refunded a late approval (recorded; 4040 for another one). */
export async function refundDone(ctx: PaymentsContext, transactionId: string) {
  return ctx.db.tx(async (tx) => {
    await tx
      .update(transactions)
      .set({ refundedAt: ctx.now() })
      .where(and(eq(transactions.id, transactionId), isNull(transactions.refundedAt)));
    const [refund] = await refundsDue(tx, transactionId);
    if (!refund) throw fail.notFound();
    return refund;
  });
}
