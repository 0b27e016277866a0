// Card payments to give back (docs/security.md "Card payments"): the provider approved an attempt
// that could no longer pay (superseded by a transfer or a newer attempt, already declined) or
// whose installment was already paid. The approval is recorded on its transaction, never dropped;
// the sales team sees it in the operator overview (src/areas/operator) until they record the
// refund (src/areas/payments).
import type { RefundDue } from '@salon/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client';
import { accounts, campaigns, opportunities, payments, transactions } from '../../infra/db/schema';

/** Refunds due, oldest first: those not refunded yet, or the one transaction `id`. */
export async function refundsDue(db: Executor, id?: string): Promise<RefundDue[]> {
  const rows = await db
    .select({ transaction: transactions, company: accounts.name, event: campaigns.eventName })
    .from(transactions)
    .innerJoin(payments, eq(payments.id, transactions.paymentId))
    .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
    .where(
      id
        ? and(eq(transactions.id, id), isNotNull(transactions.refundReason))
        : and(isNotNull(transactions.refundReason), isNull(transactions.refundedAt)),
    )
    .orderBy(asc(transactions.lateApprovalAt));
  return rows.map(({ transaction, company, event }) => ({
    transaction_id: transaction.id,
    reference: transaction.reference,
    amount: transaction.amount,
    company,
    event,
    reason: transaction.refundReason as RefundDue['reason'],
    approved_at: (transaction.lateApprovalAt ?? transaction.createdAt).toISOString(),
    refunded_at: transaction.refundedAt ? transaction.refundedAt.toISOString() : null,
  }));
}
