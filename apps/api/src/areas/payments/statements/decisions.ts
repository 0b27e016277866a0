// The sales team's decisions on the credits of bank statements that wait for them (added calls;
// docs/payments.md "Statement import"): the list with each one's reason, a credit applied to a
// named installment (which it pays, as a transfer received), or dismissed; both recorded on the
// credit with their note and time.
import { isPossibleDoublePayment } from '@salon/domain';
import type { BankEntry, BankEntryWaitingReason } from '@salon/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { CardProvider } from '../../../card-provider';
import { markPaid } from '../../../core/billing/paid';
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

/** The credits with the transfer and company they name, as the sales team reads them. */
async function entriesWhere(db: Executor, where: ReturnType<typeof eq>): Promise<BankEntry[]> {
  const rows = await db
    .select({ entry: bankEntries, transfer: transfers.reference, company: accounts.name })
    .from(bankEntries)
    .leftJoin(transfers, eq(transfers.id, bankEntries.transferId))
    .leftJoin(payments, eq(payments.id, bankEntries.paymentId))
    .leftJoin(opportunities, eq(opportunities.id, payments.opportunityId))
    .leftJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(where)
    .orderBy(asc(bankEntries.importedAt), asc(bankEntries.bankReference));
  return rows.map(({ entry, transfer, company }) => toBankEntry(entry, transfer, company));
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

/** GET /operator/bank-statements/unmatched: every credit waiting, oldest first. */
export function waitingEntries(ctx: PaymentsContext): Promise<BankEntry[]> {
  return ctx.db.read((db) => entriesWhere(db, eq(bankEntries.status, 'waiting')));
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
