// The bank's side of a transfer for the end-to-end tests (docs/payments.md "Statement import"): a
// camt.053 statement (.001.08) of booked credits, imported as the sales team does it
// (POST /operator/bank-statements, `application/xml`, the operator key the e2e server starts
// with). The API's own tests cover every version and outcome (apps/api/test/camt-fixture.ts).
import type { BankStatementImport } from '@salon/domain';
import type { APIRequestContext } from '@playwright/test';
import { operatorKey } from './api.mjs';

/** One credit on the organiser's account, as the bank books it. */
export interface BankCredit {
  /** In cents. */
  amount: number;
  /** The bank's own reference of the entry (AcctSvcrRef), unique per credit. */
  bankReference: string;
  /** The remittance the payer typed, as the bank passes it on. */
  remittance: string;
  debtor: { name: string; iban: string };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function entryXml(credit: BankCredit, bookingDate: string) {
  return `<Ntry><Amt Ccy="EUR">${(credit.amount / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${bookingDate}</Dt></BookgDt><ValDt><Dt>${bookingDate}</Dt></ValDt>
<AcctSvcrRef>${escape(credit.bankReference)}</AcctSvcrRef><BkTxCd/><NtryDtls><TxDtls>
<Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
<RltdPties><Dbtr><Pty><Nm>${escape(credit.debtor.name)}</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>${credit.debtor.iban}</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf><Ustrd>${escape(credit.remittance)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}

/** A camt.053.001.08 statement of the organiser's account holding `credits`, booked today. */
export function camt053(credits: BankCredit[]): string {
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
<BkToCstmrStmt><GrpHdr><MsgId>E2E-${now}</MsgId><CreDtTm>${now.slice(0, 19)}</CreDtTm></GrpHdr>
<Stmt><Id>E2E-STMT-${now}</Id><CreDtTm>${now.slice(0, 19)}</CreDtTm>
<Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>
${credits.map((credit) => entryXml(credit, today)).join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

/** The sales team's import of a statement (docs/api.md operator calls): what each credit became. */
export async function importStatement(
  request: APIRequestContext,
  xml: string,
): Promise<BankStatementImport> {
  const response = await request.post('/api/v1/operator/bank-statements', {
    data: xml,
    headers: { 'x-operator-key': operatorKey, 'content-type': 'application/xml' },
  });
  if (!response.ok()) {
    throw new Error(`POST /operator/bank-statements answered ${response.status()}`);
  }
  return ((await response.json()) as { data: BankStatementImport }).data;
}
