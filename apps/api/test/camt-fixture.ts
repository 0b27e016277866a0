// camt.053 bank statements for the tests (docs/payments.md "Statement import"), written in each
// version's shapes as banks deliver them: the entry's status as `<Sts>BOOK</Sts>` up to .06 and
// `<Sts><Cd>BOOK</Cd></Sts>` from .07, the debtor as `Dbtr/Nm` up to .07 and `Dbtr/Pty/Nm` in .08,
// a batch's transaction amounts as `AmtDtls/TxAmt/Amt` in .02 and .03 and `Amt` from .04.

export type CamtVersion = '02' | '03' | '04' | '05' | '06' | '07' | '08';

export interface CamtTransaction {
  /** In euros, as the bank writes it: `1200.00`. */
  amount?: string;
  reference?: string;
  unstructured?: string[];
  structured?: string;
  endToEnd?: string;
  debtor?: { name: string; iban: string };
}

export interface CamtEntry extends CamtTransaction {
  amount: string;
  currency?: string;
  /** AcctSvcrRef; `ntryRef` alone when null. */
  reference?: string;
  ntryRef?: string;
  debit?: boolean;
  status?: 'BOOK' | 'PDNG';
  bookingDate?: string;
  /** A batch booking: several transactions under one entry. */
  batch?: CamtTransaction[];
  additional?: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function transactionXml(version: CamtVersion, transaction: CamtTransaction, inBatch: boolean) {
  const recent = Number(version) >= 4;
  const amount =
    inBatch && transaction.amount
      ? recent
        ? `<Amt Ccy="EUR">${transaction.amount}</Amt>`
        : `<AmtDtls><TxAmt><Amt Ccy="EUR">${transaction.amount}</Amt></TxAmt></AmtDtls>`
      : '';
  const refs =
    transaction.reference || transaction.endToEnd
      ? `<Refs>${inBatch && transaction.reference ? `<AcctSvcrRef>${transaction.reference}</AcctSvcrRef>` : ''}<EndToEndId>${escape(transaction.endToEnd ?? 'NOTPROVIDED')}</EndToEndId></Refs>`
      : '';
  const debtor = transaction.debtor
    ? `<RltdPties><Dbtr>${
        version === '08'
          ? `<Pty><Nm>${escape(transaction.debtor.name)}</Nm></Pty>`
          : `<Nm>${escape(transaction.debtor.name)}</Nm>`
      }</Dbtr><DbtrAcct><Id><IBAN>${transaction.debtor.iban}</IBAN></Id></DbtrAcct></RltdPties>`
    : '';
  const remittance =
    transaction.unstructured || transaction.structured
      ? `<RmtInf>${(transaction.unstructured ?? []).map((line) => `<Ustrd>${escape(line)}</Ustrd>`).join('')}${
          transaction.structured
            ? `<Strd><CdtrRefInf><Ref>${escape(transaction.structured)}</Ref></CdtrRefInf></Strd>`
            : ''
        }</RmtInf>`
      : '';
  return `<TxDtls>${refs}${amount}${debtor}${remittance}</TxDtls>`;
}

function entryXml(version: CamtVersion, entry: CamtEntry, index: number): string {
  const status = entry.status ?? 'BOOK';
  const transactions = entry.batch
    ? entry.batch.map((transaction) => transactionXml(version, transaction, true)).join('')
    : transactionXml(version, entry, false);
  const reference =
    entry.reference === undefined
      ? `<AcctSvcrRef>BANK-${index}</AcctSvcrRef>`
      : entry.reference
        ? `<AcctSvcrRef>${entry.reference}</AcctSvcrRef>`
        : '';
  return `<Ntry>${entry.ntryRef ? `<NtryRef>${entry.ntryRef}</NtryRef>` : ''}<Amt Ccy="${entry.currency ?? 'EUR'}">${entry.amount}</Amt>
<CdtDbtInd>${entry.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
${Number(version) >= 7 ? `<Sts><Cd>${status}</Cd></Sts>` : `<Sts>${status}</Sts>`}
<BookgDt><Dt>${entry.bookingDate ?? '2026-03-02'}</Dt></BookgDt><ValDt><Dt>${entry.bookingDate ?? '2026-03-02'}</Dt></ValDt>
${reference}<BkTxCd/><NtryDtls>${transactions}</NtryDtls>${
    entry.additional ? `<AddtlNtryInf>${escape(entry.additional)}</AddtlNtryInf>` : ''
  }</Ntry>`;
}

/** A camt.053 statement of `entries`, in `version` (08 by default). */
export function camt053(
  entries: CamtEntry[],
  options: { version?: CamtVersion; statementId?: string; prefix?: string } = {},
): string {
  const version = options.version ?? '08';
  const p = options.prefix ? `${options.prefix}:` : '';
  const namespace = `urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}`;
  const body = `<BkToCstmrStmt><GrpHdr><MsgId>MSG-1</MsgId><CreDtTm>2026-03-02T18:00:00</CreDtTm></GrpHdr>
<Stmt><Id>${options.statementId ?? 'STMT-2026-03-02'}</Id><CreDtTm>2026-03-02T18:00:00</CreDtTm>
<Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>
${entries.map((entry, index) => entryXml(version, entry, index)).join('\n')}
</Stmt></BkToCstmrStmt>`;
  // A prefixed file names every element with its prefix, as some banks do.
  const prefixed = p ? body.replace(/<(\/?)([A-Z][A-Za-z]*)/g, `<$1${p}$2`) : body;
  return `<?xml version="1.0" encoding="UTF-8"?>
<${p}Document xmlns${p ? `:${options.prefix}` : ''}="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
${prefixed}
</${p}Document>`;
}
