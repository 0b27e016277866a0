// The sales team's decisions on the credits of bank statements that wait for them (added calls;
// docs/payments.md "Statement import"): the list with each one's reason, a credit applied to a
// named installment (which it pays, as a transfer received), or dismissed; both recorded on the
// credit with their note and time.
import { isPossibleDoublePayment } from '@salon/domain';
import type { BankEntry, BankEntryPage, BankEntryWaitingReason } from '@salon/domain';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { CardProvider } from '../../../card-provider';
import { markPaid } from '../../../core/billing/paid';
import { orderOf, pageFrom, pageRequest, sortKeyOf } from '../../../core/paging';
import type { Keyset, PageAsked } from '../../../core/paging';
import type { Executor } from '../../../infra/db/client';
import type { BankEntryRow, TransactionRow } from '../../../infra/db/rows';
import {
  accounts,
  bankEntries,
  opportunities,
  payments,
  transfers,
} from '../../../infra/db/schema';
import { fail } from '../../../infra/errors';
import type { PaymentsContext } from '../config';
import { supersedePendingCardAttempts } from '../installments';
import { expireSuperseded } from '../provider-sessions';
import { receiveTransfer } from '../transfer';

/**
 * The order of the credits, oldest first (docs/api.md "Paging"): imported, then by the bank's
 * reference, unique, so that pages follow each other without a gap or a repeat.
 */
const oldestFirst: Keyset = {
  columns: [
    { column: bankEntries.importedAt, kind: 'instant' },
    { column: bankEntries.bankReference, kind: 'text' },
  ],
  descending: false,
};

/** The credits with the transfer and company they name, with their sort key; `fetch` at most. */
async function entryRows(db: Executor, where: SQL | undefined, fetch?: number) {
  const query = db
    .select({
      entry: bankEntries,
      transfer: transfers.reference,
      company: accounts.name,
      ...sortKeyOf(oldestFirst),
    })
    .from(bankEntries)
    .leftJoin(transfers, eq(transfers.id, bankEntries.transferId))
    .leftJoin(payments, eq(payments.id, bankEntries.paymentId))
    .leftJoin(opportunities, eq(opportunities.id, payments.opportunityId))
    .leftJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(where)
    .orderBy(...orderOf(oldestFirst));
  const rows = fetch === undefined ? await query : await query.limit(fetch);
  return rows.map(({ entry, transfer, company, sortKey }) => ({
    entry: toBankEntry(entry, transfer, company),
    sortKey,
  }));
}

/** The credits with the transfer and company they name, as the sales team reads them. */
async function entriesWhere(db: Executor, where: SQL | undefined): Promise<BankEntry[]> {
  return (await entryRows(db, where)).map(({ entry }) => entry);
}

function toBankEntry(
  entry: BankEntryRow,
  transferReference: string | null,
  company: string | null,
): BankEntry {
  const reason = entry.reason as BankEntryWaitingReason | null;
  return {
    id: entry.id,
    bank_reference: entry.bankReference,
    statement_id: entry.statementId,
    booking_date: entry.bookingDate,
    amount: entry.amount,
    currency: entry.currency,
    debtor_name: entry.debtorName,
    debtor_iban: entry.debtorIban,
    remittance: entry.remittance,
    end_to_end_id: entry.endToEndId,
    status: entry.status as BankEntry['status'],
    reason,
    possible_double_payment: isPossibleDoublePayment(reason),
    transfer_reference: transferReference,
    payment_id: entry.paymentId,
    expected_amount: entry.expectedAmount,
    company,
    note: entry.note,
    imported_at: entry.importedAt.toISOString(),
    decided_at: entry.decidedAt ? entry.decidedAt.toISOString() : null,
  };
}

/**
 * GET /operator/bank-statements/unmatched: the credits waiting, oldest first, one page
 * (docs/api.md "Paging"), with how many wait in all.
 */
export function waitingEntries(ctx: PaymentsContext, query: PageAsked): Promise<BankEntryPage> {
  const page = pageRequest(oldestFirst, query);
  const waiting = eq(bankEntries.status, 'waiting');
  return ctx.db.read(async (db) => {
    const rows = await entryRows(db, and(waiting, page.after), page.fetch);
    const [counted] = await db.select({ total: count() }).from(bankEntries).where(waiting);
    const { rows: shown, next } = pageFrom(rows, page.limit);
    return { entries: shown.map(({ entry }) => entry), total: Number(counted?.total ?? 0), next };
  });
}

/** The waiting credit of `id`, its row locked (4040 unknown; 4220 once decided). */
async function waitingEntry(tx: Executor, id: string): Promise<BankEntryRow> {
  const [entry] = await tx.select().from(bankEntries).where(eq(bankEntries.id, id)).for('update');
  if (!entry) throw fail.notFound();
  if (entry.status !== 'waiting') throw fail.businessRule('error.business_rule');
  return entry;
}

/**
 * Pays `paymentId` with the money of a credit: its pending transfer received, or, without one,
 * the installment paid as by transfer, any card attempt still open superseded. 4040 for an
 * unknown installment, 4220 for one already paid (the credit is then to dismiss, and refund).
 */
async function payWithCredit(ctx: PaymentsContext, tx: Executor, paymentId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  if (!payment) throw fail.notFound();
  if (payment.status === 'paid') throw fail.businessRule('error.business_rule');
  const [pending] = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.paymentId, paymentId), eq(transfers.status, 'pending')));
  if (pending) {
    await receiveTransfer(ctx, tx, pending.id);
    return { transferId: pending.id, superseded: [] as TransactionRow[] };
  }
  const superseded = await supersedePendingCardAttempts(tx, [paymentId], ctx.now());
  await markPaid(ctx, tx, paymentId, 'transfer', null);
  return { transferId: null, superseded };
}

/** POST …/entries/:id/resolve: the credit pays the named installment (recorded). */
export async function resolveEntry(
  ctx: PaymentsContext,
  provider: CardProvider,
  id: string,
  input: { payment_id: string; note?: string | undefined },
): Promise<BankEntry> {
  const { superseded } = await ctx.db.tx(async (tx) => {
    const entry = await waitingEntry(tx, id);
    const paid = await payWithCredit(ctx, tx, input.payment_id);
    await tx
      .update(bankEntries)
      .set({
        status: 'resolved',
        paymentId: input.payment_id,
        transferId: paid.transferId ?? entry.transferId,
        note: input.note || null,
        decidedAt: ctx.now(),
      })
      .where(eq(bankEntries.id, entry.id));
    return paid;
  });
  await expireSuperseded(ctx, provider, superseded);
  const [resolved] = await ctx.db.read((db) => entriesWhere(db, eq(bankEntries.id, id)));
  return resolved!;
}

/** POST …/entries/:id/dismiss: the credit is set aside, nothing paid (recorded). */
export async function dismissEntry(
  ctx: PaymentsContext,
  id: string,
  input: { note?: string | undefined },
): Promise<BankEntry> {
  return ctx.db.tx(async (tx) => {
    const entry = await waitingEntry(tx, id);
    await tx
      .update(bankEntries)
      .set({ status: 'dismissed', note: input.note || null, decidedAt: ctx.now() })
      .where(eq(bankEntries.id, entry.id));
    const [dismissed] = await entriesWhere(tx, eq(bankEntries.id, id));
    return dismissed!;
  });
}
