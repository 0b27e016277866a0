// POST /operator/bank-statements (added; spec §4 rebooking flow 5; docs/payments.md "Statement
// import"): the sales team's bank statement, read by its format's module (./camt053.ts), each
// credit matched to the transfers by the domain's rules (`referenceMatcher`, `bankEntryOutcome`)
// and applied on its own, in the file's order: a credit that pays an installment in a transaction
// of its own (./matched.ts), the credits that only wait written together (./waiting.ts). A credit
// that fails leaves the others applied, is reported, and is not recorded, so a new import of the
// file retries it; a credit already imported (its bank reference) changes nothing.
import { bankEntryOutcome, referenceMatcher } from '@salon/domain';
import type { BankEntryWaitingReason, BankStatementImport } from '@salon/domain';
import { inArray } from 'drizzle-orm';
import { bankEntries, transfers } from '../../../infra/db/schema';
import { ApiError, fail } from '../../../infra/errors';
import type { PaymentsContext } from '../config';
import { readCamt053 } from './camt053';
import { entryValues, matchedOf, transferStates } from './entries';
import type { EntryValues, TransferState } from './entries';
import { StatementFormatError } from './lines';
import type { StatementReading } from './lines';
import { applyMatched } from './matched';
import { applyWaiting } from './waiting';
import type { WaitingCredit } from './waiting';

type Counts = BankStatementImport['counts'];

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

/** The import's answer as it is built: its counts and failures. */
class Tally {
  readonly counts: Counts = {
    paid: 0,
    no_match: 0,
    ambiguous: 0,
    amount_mismatch: 0,
    transfer_canceled: 0,
    paid_by_card: 0,
    already_paid: 0,
    already_imported: 0,
    failed: 0,
  };
  readonly failures: BankStatementImport['failures'] = [];
  constructor(private readonly ctx: PaymentsContext) {}
  add(kind: keyof Counts) {
    this.counts[kind] += 1;
  }
  fail(bankReference: string, error: unknown) {
    this.counts.failed += 1;
    this.failures.push({
      bank_reference: bankReference,
      description: error instanceof ApiError ? error.description : 'error.generic',
    });
    this.ctx.log.warn({ err: error, bankReference }, 'bank statement: a credit failed');
  }
}

/** A credit read, with the transfers its remittance names. */
interface Credit {
  values: EntryValues;
  transferIds: string[];
}

/** The credits new to the database, each read; a credit that cannot be read fails alone. */
async function newCredits(ctx: PaymentsContext, reading: StatementReading, tally: Tally) {
  const known = await importedReferences(
    ctx,
    reading.lines.map((line) => line.bankReference),
  );
  const all = await ctx.db.read((db) =>
    db.select({ id: transfers.id, reference: transfers.reference }).from(transfers),
  );
  const byReference = new Map(all.map((transfer) => [transfer.reference, transfer.id]));
  const match = referenceMatcher(byReference.keys());
  const credits: Credit[] = [];
  for (const line of reading.lines) {
    if (known.has(line.bankReference)) {
      tally.add('already_imported');
      continue;
    }
    known.add(line.bankReference);
    try {
      const values = entryValues(ctx, line);
      const transferIds = match(line.remittance).map((reference) => byReference.get(reference)!);
      credits.push({ values, transferIds });
    } catch (error) {
      tally.fail(line.bankReference, error);
    }
  }
  return credits;
}

const waitingCredit = (
  values: EntryValues,
  reason: BankEntryWaitingReason,
  state?: TransferState,
): WaitingCredit => ({
  values,
  reason,
  transferId: state?.transfer.id ?? null,
  paymentId: state?.payment.id ?? null,
  expectedAmount: reason === 'amount_mismatch' ? (state?.transfer.amount ?? null) : null,
});

/**
 * Imports a statement (the XML text); answers what each credit came to, counted by kind. The
 * transfers the credits name are read once; a credit the rule says pays is decided again under
 * the installment's lock (./matched.ts); the others wait, decided on that reading as the credits
 * before them in the file left it.
 */
export async function importStatement(
  ctx: PaymentsContext,
  xml: string,
): Promise<BankStatementImport> {
  const reading = readStatement(xml);
  const tally = new Tally(ctx);
  const credits = await newCredits(ctx, reading, tally);
  const named = credits.filter((credit) => credit.transferIds.length === 1);
  const states = await transferStates(ctx, [...new Set(named.map((c) => c.transferIds[0]!))]);
  const waiting: WaitingCredit[] = [];
  for (const { values, transferIds } of credits) {
    if (transferIds.length !== 1) {
      waiting.push(waitingCredit(values, transferIds.length === 0 ? 'no_match' : 'ambiguous'));
      continue;
    }
    const state = states.get(transferIds[0]!);
    const outcome = bankEntryOutcome(values, 1, matchedOf(state));
    if (outcome.kind === 'wait') {
      waiting.push(waitingCredit(values, outcome.reason, state));
      continue;
    }
    try {
      const kind = await applyMatched(ctx, values, transferIds[0]!);
      tally.add(kind);
      if (kind === 'paid' && state) {
        states.set(state.transfer.id, {
          transfer: { ...state.transfer, status: 'received' },
          payment: { ...state.payment, status: 'paid', method: 'transfer' },
        });
      }
    } catch (error) {
      tally.fail(values.bankReference, error);
    }
  }
  for (const result of await applyWaiting(ctx, waiting)) {
    if ('failure' in result) tally.fail(result.credit.values.bankReference, result.failure);
    else tally.add(result.kind);
  }
  return {
    statements: reading.statements,
    entries: reading.lines.length,
    ignored: reading.ignored,
    counts: tally.counts,
    failures: tally.failures,
  };
}
