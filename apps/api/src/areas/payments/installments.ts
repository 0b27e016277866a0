// What paying an installment by card or by transfer shares (spec §4 rebooking flow 4-5, §9): the
// installment must be the caller's company's and payable in the order of the schedule; an earlier
// card attempt left on the provider's page is superseded; references people can read and type.
import { randomBytes } from 'node:crypto';
import { installmentOrder, isCanceled } from '@salon/domain';
import type { InstallmentKind } from '@salon/domain';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import { campaigns, opportunities, payments, transactions } from '../../infra/db/schema';
import { fail } from '../../infra/errors';
import type { PaymentRow, UserRow } from '../../infra/db/rows';

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

/** The installment, if it is the caller's company's (4040 otherwise, like an unknown one). */
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
    .limit(1);
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

/** An earlier card attempt left on the provider's page is superseded: it can no longer pay. */
async function supersedePendingCardAttempts(
  tx: Executor,
  paymentId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ status: 'canceled', completedAt: now })
    .where(and(eq(transactions.paymentId, paymentId), eq(transactions.status, 'pending')));
}

/**
 * A new attempt to pay an installment, by card or transfer: the caller's, payable now, any card
 * attempt still open superseded. Gives the installment and the columns every attempt row shares.
 */
export async function startAttempt(
  tx: Executor,
  user: UserRow,
  paymentId: string,
  now: Date,
  idempotency: { key: string; hash: string },
) {
  const owned = await ownedPayment(tx, user, paymentId);
  await assertPayable(tx, owned);
  await supersedePendingCardAttempts(tx, owned.payment.id, now);
  const columns = {
    id: newId(),
    paymentId: owned.payment.id,
    accountId: owned.accountId,
    idempotencyKey: idempotency.key,
    requestHash: idempotency.hash,
    amount: owned.payment.amount,
  };
  return { owned, columns };
}
