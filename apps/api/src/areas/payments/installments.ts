// What paying an installment by card or by transfer shares (spec §4 rebooking flow 4-5, §9): the
// installment must be the caller's company's, payable in the order of the schedule and by the
// method asked (card only once a transfer of it was cancelled, spec §4 flow 5); an earlier card
// attempt left on the provider's page is superseded; references people can read and type. The
// installment's row is locked for the attempt's transaction, so two attempts at once on a
// PostgreSQL server run one after the other (docs/security.md "Paying one installment once").
import { randomBytes } from 'node:crypto';
import { installmentOrder, isCanceled, transferAllowed } from '@salon/domain';
import type { InstallmentKind, PaymentMethod } from '@salon/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { newId } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import { campaigns, opportunities, payments, transactions, transfers } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import type { PaymentRow, TransactionRow, UserRow } from '../../infra/db/rows';

/** A reference people can read and type: prefix, year, 8 characters without look-alikes. */
export function newReference(prefix: string, year: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return `${prefix}-${year}-${code}`;
}

export interface OwnedPayment {
  payment: PaymentRow;
  accountId: string;
  eventName: string;
  etape: string;
}

/**
 * The installment, if it is the caller's company's (4040 otherwise, like an unknown one), its row
 * locked until the transaction ends (`FOR UPDATE`): a concurrent attempt waits, then reads it as
 * this one left it.
 */
export async function ownedPayment(
  tx: Executor,
  user: UserRow,
  paymentId: string,
): Promise<OwnedPayment> {
  const [row] = await tx
    .select({
      payment: payments,
      accountId: opportunities.accountId,
      eventName: campaigns.eventName,
      etape: opportunities.etape,
    })
    .from(payments)
    .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
    .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
    .where(eq(payments.id, paymentId))
    .limit(1)
    .for('update', { of: payments });
  if (!row || row.accountId !== user.accountId) throw fail.notFound();
  return row;
}

/** An installment can be paid once the earlier ones are paid or on their way (spec §9 order). */
export async function assertPayable(tx: Executor, owned: OwnedPayment): Promise<void> {
  if (isCanceled(owned.etape)) throw fail.businessRule('error.business_rule');
  if (owned.payment.status === 'paid') throw fail.businessRule('error.business_rule');
  if (owned.payment.status === 'pending_transfer')
    throw fail.businessRule('action.transfer_pending');
  const siblings = await tx
    .select()
    .from(payments)
    .where(eq(payments.opportunityId, owned.payment.opportunityId));
  const position = installmentOrder.indexOf(owned.payment.kind as InstallmentKind);
  const earlierUnpaid = siblings.some(
    (other) =>
      installmentOrder.indexOf(other.kind as InstallmentKind) < position && other.status !== 'paid',
  );
  if (earlierUnpaid) throw fail.businessRule('error.business_rule');
}

/** Card only once a transfer of the installment was cancelled (spec §4 flow 5, 4220 otherwise). */
async function assertMethodAllowed(
  tx: Executor,
  paymentId: string,
  method: PaymentMethod,
): Promise<void> {
  if (method !== 'transfer') return;
  const [canceled] = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.paymentId, paymentId), eq(transfers.status, 'canceled')))
    .limit(1);
  if (!transferAllowed({ transfer_canceled: Boolean(canceled) })) {
    throw fail.businessRule('error.card_only');
  }
}

/**
 * Earlier card attempts left on the provider's page are superseded: they can no longer pay here,
 * and the caller expires their provider sessions once its transaction has committed.
 */
export async function supersedePendingCardAttempts(
  tx: Executor,
  paymentIds: string[],
  now: Date,
): Promise<TransactionRow[]> {
  if (paymentIds.length === 0) return [];
  return tx
    .update(transactions)
    .set({ status: 'canceled', completedAt: now })
    .where(and(inArray(transactions.paymentId, paymentIds), eq(transactions.status, 'pending')))
    .returning();
}

/**
 * A new attempt to pay an installment, by card or transfer: the caller's, payable now by this
 * method, any card attempt still open superseded. Gives the installment, the columns every attempt
 * row shares, and the superseded attempts (whose provider sessions the caller expires).
 */
export async function startAttempt(
  tx: Executor,
  user: UserRow,
  attempt: { paymentId: string; method: PaymentMethod; now: Date },
  idempotency: { key: string; hash: string },
) {
  const owned = await ownedPayment(tx, user, attempt.paymentId);
  await assertPayable(tx, owned);
  await assertMethodAllowed(tx, owned.payment.id, attempt.method);
  const superseded = await supersedePendingCardAttempts(tx, [owned.payment.id], attempt.now);
  const columns = {
    id: newId(),
    paymentId: owned.payment.id,
    accountId: owned.accountId,
    idempotencyKey: idempotency.key,
    requestHash: idempotency.hash,
    amount: owned.payment.amount,
  };
  return { owned, columns, superseded };
}

/**
 * The installment waits for this attempt: 'processing' (card) or 'pending_transfer'. Only from
 * 'due' or 'processing' (a status condition checked by its row count): an attempt never takes an
 * installment another one has meanwhile paid or put under transfer.
 */
export async function awaitAttempt(
  tx: Executor,
  paymentId: string,
  method: PaymentMethod,
): Promise<void> {
  const updated = await tx
    .update(payments)
    .set({ status: method === 'card' ? 'processing' : 'pending_transfer', method })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['due', 'processing'])))
    .returning({ id: payments.id });
  if (updated.length !== 1) throw fail.businessRule('action.transfer_pending');
}
