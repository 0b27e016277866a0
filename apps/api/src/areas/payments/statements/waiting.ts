// Credits that only wait for the sales team (docs/payments.md "Statement import"): they change
// nothing but their own row, so they are written together, a statement per WAITING_BATCH, each
// again in a transaction of its own when that statement fails, so the credit that fails is
// reported alone and the others are kept. The rows go as one JSON parameter read by
// `jsonb_to_recordset`: on PGlite four to six times faster than thirteen parameters a row, and
// 5,000 single-row transactions take longer than the 10 seconds a statement may take.
import type { BankEntryWaitingReason } from '@salon/domain';
import { sql } from 'drizzle-orm';
import { bankEntries } from '../../../infra/db/schema';
import type { PaymentsContext } from '../config';
import type { EntryValues } from './entries';

/** A credit that waits, with what it names. */
export interface WaitingCredit {
  values: EntryValues;
  reason: BankEntryWaitingReason;
  transferId: string | null;
  paymentId: string | null;
  expectedAmount: number | null;
}

/** Credits waiting per statement. */
const WAITING_BATCH = 500;

/** Writes waiting credits in one statement; the bank references it recorded (the new ones). */
async function recordWaiting(ctx: PaymentsContext, batch: WaitingCredit[]): Promise<Set<string>> {
  const rows = batch.map(({ values, ...names }) => ({
    ...values,
    ...names,
    importedAt: values.importedAt.toISOString(),
  }));
  // PGlite's and node-postgres's results both carry the returned rows as `rows`.
  const result = (await ctx.db.tx((tx) =>
    tx.execute(sql`
      insert into ${bankEntries} (id, bank_reference, statement_id, booking_date, amount, currency,
        debtor_name, debtor_iban, remittance, end_to_end_id, status, reason, transfer_id,
        payment_id, expected_amount, imported_at)
      select id, "bankReference", "statementId", "bookingDate"::date, amount, currency,
        "debtorName", "debtorIban", remittance, "endToEndId", 'waiting', reason, "transferId",
        "paymentId", "expectedAmount", "importedAt"::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, "bankReference" text,
        "statementId" text, "bookingDate" text, amount integer, currency text, "debtorName" text,
        "debtorIban" text, remittance text, "endToEndId" text, reason text, "transferId" text,
        "paymentId" text, "expectedAmount" integer, "importedAt" text)
      on conflict (bank_reference) do nothing
      returning bank_reference`),
  )) as unknown as { rows: { bank_reference: string }[] };
  return new Set(result.rows.map((row) => row.bank_reference));
}

/** What became of each waiting credit: recorded, already imported, or failed (with why). */
export type WaitingResult =
  | { credit: WaitingCredit; kind: BankEntryWaitingReason | 'already_imported' }
  | { credit: WaitingCredit; failure: unknown };

/** Writes the waiting credits, WAITING_BATCH at a time; what became of each. */
export async function applyWaiting(
  ctx: PaymentsContext,
  credits: WaitingCredit[],
): Promise<WaitingResult[]> {
  const results: WaitingResult[] = [];
  for (let start = 0; start < credits.length; start += WAITING_BATCH) {
    const batch = credits.slice(start, start + WAITING_BATCH);
    const failures = new Map<WaitingCredit, unknown>();
    let recorded: Set<string>;
    try {
      recorded = await recordWaiting(ctx, batch);
    } catch {
      recorded = new Set();
      for (const credit of batch) {
        try {
          for (const reference of await recordWaiting(ctx, [credit])) recorded.add(reference);
        } catch (error) {
          failures.set(credit, error);
        }
      }
    }
    for (const credit of batch) {
      results.push(
        failures.has(credit)
          ? { credit, failure: failures.get(credit) }
          : {
              credit,
              kind: recorded.has(credit.values.bankReference) ? credit.reason : 'already_imported',
            },
      );
    }
  }
  return results;
}
