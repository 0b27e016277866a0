// What the bank statement tests share (docs/payments.md "Statement import"): the sales team's
// import of a statement's XML, its answer checked against the contract, and the waiting credits.
import {
  bankStatementImportSchema,
  dataEnvelope,
  errorResponseSchema,
  type BankEntry,
  type BankStatementImport,
} from '@salon/domain';
import { OPERATOR_KEY } from './helpers';
import type { TestApp } from './helpers';

export const operator = { 'x-operator-key': OPERATOR_KEY };

/** An amount in cents as a bank writes it in a statement: `1200.00`. */
export const bankAmount = (cents: number) => (cents / 100).toFixed(2);

/** POST /operator/bank-statements with the XML as it is. */
export async function postStatement(
  t: TestApp,
  xml: string | Buffer,
  contentType = 'application/xml',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/operator/bank-statements',
    headers: { ...operator, 'content-type': contentType },
    payload: xml,
  });
  const json = response.json() as {
    data?: BankStatementImport;
    code?: number;
    errors?: Record<string, string[]>;
  };
  if (response.statusCode === 200) dataEnvelope(bankStatementImportSchema).parse(json);
  else errorResponseSchema.parse(json);
  return { status: response.statusCode, json };
}

/** An import that must succeed: its answer. */
export async function importStatement(t: TestApp, xml: string): Promise<BankStatementImport> {
  const { status, json } = await postStatement(t, xml);
  if (status !== 200) throw new Error(`import answered ${status}: ${JSON.stringify(json)}`);
  return json.data!;
}

/** The credits waiting for the sales team (their first page: fewer than 50 in these tests). */
export const waiting = async (t: TestApp) =>
  (await t.ok<{ entries: BankEntry[] }>('operatorBankEntriesWaiting', { headers: operator }))
    .entries;

/** The counts of an answer with only the kinds named set, the others zero. */
export function onlyCounts(counts: Partial<BankStatementImport['counts']>) {
  return {
    paid: 0,
    no_match: 0,
    ambiguous: 0,
    amount_mismatch: 0,
    transfer_canceled: 0,
    paid_by_card: 0,
    already_paid: 0,
    already_imported: 0,
    failed: 0,
    ...counts,
  };
}
