// Card payments to give back (docs/security.md "Card payments"): the provider approved an attempt
// that could no longer pay (superseded by a transfer or a newer attempt, already declined) or
// whose installment was already paid. The approval is recorded on its transaction, never dropped;
// the sales team sees it in the operator overview (src/areas/operator) until they record the
// refund (src/areas/payments).
import type { RefundDue } from '@salon/domain';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client';
import { orderOf, sortKeyOf, type Keyset } from '../paging';
import { accounts, campaigns, opportunities, payments, transactions } from '../../infra/db/schema';

/**
 * The refunds' order, oldest approval first, the transaction's id to break ties (docs/api.md
 * "Paging"); a refund due always has its late approval's time.
 */
export const refundsOldestFirst: Keyset = {
  columns: [
    { column: transactions.lateApprovalAt, kind: 'instant' },
    { column: transactions.id, kind: 'text' },
  ],
  descending: false,
};

/** Refunds due that are not refunded yet. */
export const notRefunded = and(
  isNotNull(transactions.refundReason),
  isNull(transactions.refundedAt),
);

/** Refunds with their company, event and sort key (a page or `refundsQuery` narrows them). */
export function selectRefunds(db: Executor) {
  return db
    .select({
      transaction: transactions,
      company: accounts.name,
      event: campaigns.eventName,
      ...sortKeyOf(refundsOldestFirst),
    })
    .from(transactions)
    .innerJoin(payments, eq(payments.id, transactions.paymentId))
    .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
    .$dynamic();
}

/** Refunds of `where`, oldest first. */
function refundsQuery(db: Executor, where: SQL | undefined) {
  return selectRefunds(db)
    .where(where)
    .orderBy(...orderOf(refundsOldestFirst));
}

type RefundRow = Awaited<ReturnType<typeof refundsQuery>>[number];

/** A refund as the overview and the CLI answer it, with its sort key. */
export function refundItem({ transaction, company, event, sortKey }: RefundRow) {
  return {
    item: {
      transaction_id: transaction.id,
      reference: transaction.reference,
      amount: transaction.amount,
      company,
      event,
      reason: transaction.refundReason as RefundDue['reason'],
      approved_at: (transaction.lateApprovalAt ?? transaction.createdAt).toISOString(),
      refunded_at: transaction.refundedAt ? transaction.refundedAt.toISOString() : null,
    } satisfies RefundDue,
    sortKey,
  };
}

/** Refunds due, oldest first: those not refunded yet, or the one transaction `id`. */
export async function refundsDue(db: Executor, id?: string): Promise<RefundDue[]> {
  const where = id
    ? and(eq(transactions.id, id), isNotNull(transactions.refundReason))
    : notRefunded;
  return (await refundsQuery(db, where)).map((row) => refundItem(row).item);
}
