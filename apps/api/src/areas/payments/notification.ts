// The card provider's notification applied (docs/security.md "Card payments"): the one function
// every notification reaches, sandbox or Stripe, through the endpoint table's
// POST /payments/notification (src/core/endpoints/register.ts has the provider check and read it).
import { paymentBlackoutAt } from '@salon/domain';
import type { PaymentNotification } from '@salon/domain';
import { and, eq } from 'drizzle-orm';
import { markPaid } from '../../core/billing/paid';
import { payments, providerEvents, transactions } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import type { PaymentsContext } from './config';

/**
 * The provider's signed notification (added; docs/security.md): the only place a card payment
 * becomes paid. A replayed event is acknowledged and ignored; so is a notification for a
 * transaction already settled or superseded.
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
    if (settled.length === 0) return;
    if (inBlackout) {
      ctx.log.warn(
        { transaction: transaction.id, reference: transaction.reference },
        'card payment approved during a payment blackout: applied, for the sales team to review',
      );
    }
    if (input.status === 'approved') {
      await markPaid(ctx, tx, transaction.paymentId, 'card', transaction.langue);
    } else {
      await tx
        .update(payments)
        .set({ status: 'due', method: null })
        .where(and(eq(payments.id, transaction.paymentId), eq(payments.status, 'processing')));
    }
  });
  return { success: true as const };
}
