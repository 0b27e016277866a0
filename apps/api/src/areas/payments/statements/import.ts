// POST /operator/bank-statements (added; spec §4 rebooking flow 5; docs/payments.md "Statement
// import"): the sales team's bank statement, read by its format's module (./camt053.ts), each
// credit matched to the transfers by the domain's rules (`referenceMatcher`, `bankEntryOutcome`)
// and applied in a transaction of its own: paid exactly as the sales team's 'transfer received'
// (../transfer.ts `receiveTransfer`), or recorded as waiting with its reason. A credit whose
// transaction fails leaves the others applied, is reported, and is not recorded, so a new import
// of the file retries it; a credit already imported (its bank reference) changes nothing.
import { bankEntryOutcome, referenceMatcher } from '@salon/domain';
import type { BankStatementImport, MatchedTransfer } from '@salon/domain';
import { eq, inArray } from 'drizzle-orm';
import { newId } from '../../../infra/crypto';
import type { Executor } from '../../../infra/db/client';
import { bankEntries, payments, transfers } from '../../../infra/db/schema';
import { ApiError, fail } from '../../../infra/errors';
import type { PaymentsContext } from '../config';
import { receiveTransfer } from '../transfer';
import { readCamt053 } from './camt053';
import { StatementFormatError } from './lines';
import type { StatementLine, StatementReading } from './lines';

type Counts = BankStatementImport['counts'];
type Kind = keyof Counts;

/** The statement, or the whole file refused (2201 under `statement`, nothing applied). */
function readStatement(xml: string): StatementReading {
  try {
    return readCamt053(xml);
  } catch (error) {
    if (!(error instanceof StatementFormatError)) throw error;
    throw fail.field(
      'statement',
      error.problem === 'not_xml'
        ? 'validation.statement_not_xml'
        : 'validation.statement_not_camt053',
    );
  }
}

/** The bank references among `references` already imported. */
async function importedReferences(ctx: PaymentsContext, references: string[]) {
  const found = new Set<string>();
  for (let start = 0; start < references.length; start += 1000) {
    const chunk = references.slice(start, start + 1000);
    const rows = await ctx.db.read((db) =>
      db
        .select({ reference: bankEntries.bankReference })
        .from(bankEntries)
        .where(inArray(bankEntries.bankReference, chunk)),
    );
    for (const row of rows) found.add(row.reference);
  }
  return found;
}

/** The transfer of `transferId` and its installment, the installment's row locked. */
async function lockedMatch(tx: Executor, transferId: string) {
  const [row] = await tx
    .select({ transfer: transfers, payment: payments })
    .from(transfers)
    .innerJoin(payments, eq(payments.id, transfers.paymentId))
    .where(eq(transfers.id, transferId))
    .for('update', { of: payments });
  return row;
}

/** One credit, in its own transaction: what it came to. */
async function applyLine(
  ctx: PaymentsContext,
  line: StatementLine,
  transferIds: string[],
): Promise<Kind> {
  const amount = line.amount;
  if (amount === null || !/^\d{4}-\d{2}-\d{2}$/.test(line.bookingDate)) {
    throw fail.field('statement', 'validation.invalid');
  }
  return ctx.db.tx(async (tx) => {
    const row = transferIds.length === 1 ? await lockedMatch(tx, transferIds[0]!) : undefined;
    const matched: MatchedTransfer | null = row
      ? {
          transferStatus: row.transfer.status as MatchedTransfer['transferStatus'],
          transferAmount: row.transfer.amount,
          paymentStatus: row.payment.status as MatchedTransfer['paymentStatus'],
          paymentMethod: row.payment.method as MatchedTransfer['paymentMethod'],
        }
      : null;
    const outcome = bankEntryOutcome(
      { amount, currency: line.currency },
      transferIds.length,
      matched,
    );
    const reason = outcome.kind === 'wait' ? outcome.reason : null;
    const [recorded] = await tx
      .insert(bankEntries)
      .values({
        id: newId(),
        bankReference: line.bankReference,
        statementId: line.statementId,
        bookingDate: line.bookingDate,
        amount,
        currency: line.currency,
        debtorName: line.debtorName,
        debtorIban: line.debtorIban,
        remittance: line.remittance.slice(0, 4000),
        endToEndId: line.endToEndId,
        status: outcome.kind === 'pay' ? 'paid' : 'waiting',
        reason,
        transferId: row?.transfer.id ?? null,
        paymentId: row?.payment.id ?? null,
        expectedAmount: reason === 'amount_mismatch' ? (row?.transfer.amount ?? null) : null,
        importedAt: ctx.now(),
      })
      .onConflictDoNothing({ target: bankEntries.bankReference })
      .returning({ id: bankEntries.id });
    if (!recorded) return 'already_imported';
    if (outcome.kind === 'wait') return outcome.reason;
    if (!(await receiveTransfer(ctx, tx, row!.transfer.id))) throw fail.conflict();
    return 'paid';
  });
}

const noCounts = (): Counts => ({
  paid: 0,
  no_match: 0,
  ambiguous: 0,
  amount_mismatch: 0,
  transfer_canceled: 0,
  paid_by_card: 0,
  already_paid: 0,
  already_imported: 0,
  failed: 0,
});

/** Imports a statement (the XML text); answers what each credit came to, counted by kind. */
export async function importStatement(
  ctx: PaymentsContext,
  xml: string,
): Promise<BankStatementImport> {
  const reading = readStatement(xml);
  const known = await importedReferences(
    ctx,
    reading.lines.map((line) => line.bankReference),
  );
  const all = await ctx.db.read((db) =>
    db.select({ id: transfers.id, reference: transfers.reference }).from(transfers),
  );
  const byReference = new Map(all.map((transfer) => [transfer.reference, transfer.id]));
  const match = referenceMatcher(byReference.keys());
  const counts = noCounts();
  const failures: BankStatementImport['failures'] = [];
  for (const line of reading.lines) {
    if (known.has(line.bankReference)) {
      counts.already_imported += 1;
      continue;
    }
    known.add(line.bankReference);
    const transferIds = match(line.remittance).map((reference) => byReference.get(reference)!);
    try {
      counts[await applyLine(ctx, line, transferIds)] += 1;
    } catch (error) {
      counts.failed += 1;
      failures.push({
        bank_reference: line.bankReference,
        description: error instanceof ApiError ? error.description : 'error.generic',
      });
      ctx.log.warn(
        { err: error, bankReference: line.bankReference },
        'bank statement: a credit failed',
      );
    }
  }
  return {
    statements: reading.statements,
    entries: reading.lines.length,
    ignored: reading.ignored,
    counts,
    failures,
  };
}
