// Card payments of the installments (spec §4 rebooking flow 4, §7, §9): started with an
// idempotency key (docs/api.md "Idempotency"), refused in a blackout window, paid only on the
// provider's signed notification (docs/security.md), read back by the portal's
// payment-validation/{token} route through POST /transaction-update.
import { parisDate, paymentBlackoutAt } from '@salon/domain';
import type { InstallmentKind, PaymentNotification } from '@salon/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { payments, providerEvents, transactions } from '../../db/schema';
import { fail } from '../../errors';
import { newToken } from '../../auth/crypto';
import { idempotent, requestHash } from '../idempotency';
import type { TransactionRow, UserRow } from '../mappers';
import { newReference, startAttempt } from './installments';
import { markPaid } from './paid';
import { cardProviderOf } from '../../payments/provider';

/** The provider's page for the transaction: asked outside any database transaction. */
async function cardAnswer(ctx: AppContext, transaction: TransactionRow) {
  return {
    transaction_id: transaction.id,
    redirect_url: await cardProviderOf(ctx).checkoutUrl(ctx, transaction),
  };
}

/**
 * POST /transaction-create (added): starts a card payment of an installment. The same idempotency
 * key with the same request returns the same transaction; with another request, 4090. Refused in
 * a blackout window (spec §1, §9: 4220 'notice.payment_blackout').
 */
export async function startCardPayment(
  ctx: AppContext,
  user: UserRow,
  input: { payment_id: string; idempotency_key: string; langue?: 'fr' | 'en' },
) {
  const hash = requestHash({
    payment_id: input.payment_id,
    langue: input.langue ?? null,
    user: user.id,
  });
  return idempotent(ctx, {
    table: transactions,
    key: input.idempotency_key,
    hash,
    answer: (transaction) => cardAnswer(ctx, transaction),
    create: async () => {
      if (paymentBlackoutAt(ctx.now(), ctx.config.paymentBlackout)) {
        throw fail.businessRule('notice.payment_blackout');
      }
      return ctx.db.tx(async (tx) => {
        const now = ctx.now();
        const { owned, columns } = await startAttempt(tx, user, input.payment_id, now, {
          key: input.idempotency_key,
          hash,
        });
        const [transaction] = await tx
          .insert(transactions)
          .values({
            ...columns,
            validationToken: newToken(),
            reference: newReference('CB', Number(parisDate(now).slice(0, 4))),
            langue: input.langue ?? (user.langue === 'en' ? 'en' : 'fr'),
          })
          .returning();
        await tx
          .update(payments)
          .set({ status: 'processing', method: 'card' })
          .where(eq(payments.id, owned.payment.id));
        return transaction!;
      });
    },
  });
}

const wireStatus = (status: string) =>
  status === 'success' ? 'success' : status === 'pending' ? 'pending' : 'failure';

/**
 * POST /transaction-update (spec §7; the portal's payment-validation/{token}): what became of a
 * card transaction, as the provider's signed notification decided, never the browser's return.
 */
export async function transactionStatus(ctx: AppContext, user: UserRow, token: string) {
  return ctx.db.read(async (db) => {
    const [row] = await db
      .select({ transaction: transactions, payment: payments })
      .from(transactions)
      .innerJoin(payments, eq(payments.id, transactions.paymentId))
      .where(eq(transactions.validationToken, token))
      .limit(1);
    if (!row || row.transaction.accountId !== user.accountId) throw fail.notFound();
    return {
      transaction_id: row.transaction.id,
      payment_id: row.payment.id,
      opportunity_id: row.payment.opportunityId,
      kind: row.payment.kind as InstallmentKind,
      method: 'card' as const,
      status: wireStatus(row.transaction.status) as 'pending' | 'success' | 'failure',
      amount: row.transaction.amount,
      reference: row.transaction.reference,
    };
  });
}

/**
 * The provider's signed notification (added; docs/security.md): the only place a card payment
 * becomes paid. A replayed event is acknowledged and ignored; so is a notification for a
 * transaction already settled or superseded.
 */
export async function handleNotification(ctx: AppContext, input: PaymentNotification) {
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
