// What the import writes of a credit (docs/payments.md "Statement import"): its row as the
// statement gives it, and the state of the transfer it names, as the domain's rule reads it
// (`bankEntryOutcome`).
import type { MatchedTransfer } from '@salon/domain';
import { eq, inArray } from 'drizzle-orm';
import { newId } from '../../../infra/crypto';
import type { Executor } from '../../../infra/db/client';
import type { PaymentRow, TransferRow } from '../../../infra/db/rows';
import { payments, transfers } from '../../../infra/db/schema';
import { fail } from '../../../infra/errors';
import type { PaymentsContext } from '../config';
import type { StatementLine } from './lines';

/** A credit's row, as read from the statement; throws when its amount or date is unreadable. */
export function entryValues(ctx: PaymentsContext, line: StatementLine) {
  if (line.amount === null || !/^\d{4}-\d{2}-\d{2}$/.test(line.bookingDate)) {
    throw fail.field('statement', 'validation.invalid');
  }
  return {
    id: newId(),
    bankReference: line.bankReference,
    statementId: line.statementId,
    bookingDate: line.bookingDate,
    amount: line.amount,
    currency: line.currency,
    debtorName: line.debtorName,
    debtorIban: line.debtorIban,
    remittance: line.remittance.slice(0, 4000),
    endToEndId: line.endToEndId,
    importedAt: ctx.now(),
  };
}
export type EntryValues = ReturnType<typeof entryValues>;

/** A transfer and its installment. */
export interface TransferState {
  transfer: TransferRow;
  payment: PaymentRow;
}

/** What the domain's rule reads of a transfer and its installment. */
export function matchedOf(state: TransferState | undefined): MatchedTransfer | null {
  if (!state) return null;
  return {
    transferStatus: state.transfer.status as MatchedTransfer['transferStatus'],
    transferAmount: state.transfer.amount,
    paymentStatus: state.payment.status as MatchedTransfer['paymentStatus'],
    paymentMethod: state.payment.method as MatchedTransfer['paymentMethod'],
  };
}

/** The transfers of `ids` with their installments, by transfer id (no lock: a first reading). */
export async function transferStates(
  ctx: PaymentsContext,
  ids: string[],
): Promise<Map<string, TransferState>> {
  const states = new Map<string, TransferState>();
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const rows = await ctx.db.read((db) =>
      db
        .select({ transfer: transfers, payment: payments })
        .from(transfers)
        .innerJoin(payments, eq(payments.id, transfers.paymentId))
        .where(inArray(transfers.id, chunk)),
    );
    for (const row of rows) states.set(row.transfer.id, row);
  }
  return states;
}

/** The transfer of `transferId` and its installment, the installment's row locked. */
export async function lockedState(
  tx: Executor,
  transferId: string,
): Promise<TransferState | undefined> {
  const [row] = await tx
    .select({ transfer: transfers, payment: payments })
    .from(transfers)
    .innerJoin(payments, eq(payments.id, transfers.paymentId))
    .where(eq(transfers.id, transferId))
    .for('update', { of: payments });
  return row;
}
