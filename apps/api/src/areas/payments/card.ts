// Card payments of the installments (spec §4 rebooking flow 4, §7, §9): started with an
// idempotency key (docs/api.md "Idempotency"), refused in a blackout window, paid only on the
// provider's signed notification (docs/security.md), read back by the portal's
// payment-validation/{token} route through POST /transaction-update.
import { parisDate, paymentBlackoutAt } from '@salon/domain';
import type { InstallmentKind } from '@salon/domain';
import { eq } from 'drizzle-orm';
import type { CardProvider } from '../../card-provider';
import type { AppContext } from '../../context';
import { idempotent, requestHash } from '../../core/idempotency';
import { newToken } from '../../infra/crypto';
import type { TransactionRow, UserRow } from '../../infra/db/rows';
import { payments, transactions } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import type { PaymentsContext } from './config';
import { awaitAttempt, newReference, startAttempt } from './installments';
import { expireSuperseded } from './provider-sessions';

/** Refused in a payment blackout window (spec §1, §9: 4220 'notice.payment_blackout'). */
function assertOutsideBlackout(ctx: PaymentsContext): void {
  if (paymentBlackoutAt(ctx.now(), ctx.config.paymentBlackout)) {
    throw fail.businessRule('notice.payment_blackout');
  }
}

/**
 * The provider's page for the transaction, asked outside any database transaction: for a new
 * attempt and for a replay of its key alike, so a replay is checked as a new attempt is. An
 * attempt no longer pending (superseded by a transfer, declined, paid) is closed: its key opens
 * no page any more (4220 'error.payment_attempt_closed'). The provider's session is recorded, to
 * expire it when the attempt is superseded; superseded while the provider was asked, the session
 * just opened is expired at once.
 */
async function cardAnswer(
  ctx: PaymentsContext,
  provider: CardProvider,
  transaction: TransactionRow,
) {
  if (transaction.status !== 'pending') throw fail.businessRule('error.payment_attempt_closed');
  assertOutsideBlackout(ctx);
  const checkout = await provider.checkout(ctx, transaction);
  if (checkout.session && checkout.session !== transaction.providerSession) {
    const [recorded] = await ctx.db.tx((tx) =>
      tx
        .update(transactions)
        .set({ providerSession: checkout.session })
        .where(eq(transactions.id, transaction.id))
        .returning(),
    );
    if (recorded && recorded.status !== 'pending') {
      await expireSuperseded(ctx, provider, [recorded]);
      throw fail.businessRule('error.payment_attempt_closed');
    }
  }
  return { transaction_id: transaction.id, redirect_url: checkout.url };
}

/**
 * POST /transaction-create (added): starts a card payment of an installment. The same idempotency
 * key with the same request returns the same transaction; with another request, 4090. Refused in
 * a blackout window (spec §1, §9: 4220 'notice.payment_blackout').
 */
export async function startCardPayment(
  ctx: PaymentsContext,
  provider: CardProvider,
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
    answer: (transaction) => cardAnswer(ctx, provider, transaction),
    create: async () => {
      assertOutsideBlackout(ctx);
      const { transaction, superseded } = await ctx.db.tx(async (tx) => {
        const now = ctx.now();
        const attempt = await startAttempt(
          tx,
          user,
          { paymentId: input.payment_id, method: 'card', now },
          { key: input.idempotency_key, hash },
        );
        const [created] = await tx
          .insert(transactions)
          .values({
            ...attempt.columns,
            validationToken: newToken(),
            reference: newReference('CB', Number(parisDate(now).slice(0, 4))),
            langue: input.langue ?? (user.langue === 'en' ? 'en' : 'fr'),
          })
          .returning();
        await awaitAttempt(tx, attempt.owned.payment.id, 'card');
        return { transaction: created!, superseded: attempt.superseded };
      });
      await expireSuperseded(ctx, provider, superseded);
      return transaction;
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
