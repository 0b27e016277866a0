// The reading of an ISO 20022 camt.053 bank-to-customer statement, versions .001.02 to .001.08
// (docs/payments.md "Statement import"), the one module that knows the format: it gives the
// import the format-neutral `StatementLine`s of ./lines.ts, so another format (CFONB 120, MT940)
// is one more module beside this one. Parsed with fast-xml-parser, never by hand; a file that is
// not XML, that declares a DOCTYPE (no bank sends one; it is how entity attacks come in) or that
// is not a camt.053 of those versions is refused whole.
//
// Read: booked (`BOOK`) credit (`CRDT`) entries only; the others are counted as ignored. An entry
// with several transactions (`TxDtls`, a batch booking) gives one line per transaction, with its
// own amount and reference; otherwise one line for the entry. Per line: the amount and currency,
// the booking date, the bank's reference (`AcctSvcrRef`, else `NtryRef`), the debtor's name and
// IBAN, and the text the reference is looked for in: the unstructured remittance (`Ustrd`), the
// structured one (`CdtrRefInf/Ref`, `AddtlRmtInf`), the `EndToEndId`, and the bank's additional
// information (`AddtlTxInf`, `AddtlNtryInf`, where many banks copy the payer's text).
//
// The shapes that differ between versions: the status is `<Sts>BOOK</Sts>` up to .06 and
// `<Sts><Cd>BOOK</Cd></Sts>` from .07; the debtor is `RltdPties/Dbtr/Nm` up to .07 and
// `RltdPties/Dbtr/Pty/Nm` in .08; a transaction's amount is `TxDtls/Amt` (from .04) or
// `TxDtls/AmtDtls/TxAmt/Amt`.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { lineReference, StatementFormatError, toCents } from './lines';
import type { StatementLine, StatementReading } from './lines';

/** The versions read, by the namespace of the `Document` element. */
const NAMESPACE =
  /<(?:[\w.-]+:)?Document\b[^>]*?\bxmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d\d)["']/;
const VERSIONS = new Set(['02', '03', '04', '05', '06', '07', '08']);

/** Elements that may repeat: always read as lists. */
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlRmtInf']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

// The parsed XML: nested records of unknown shape, read with the helpers below.
type Node = Record<string, unknown>;

const child = (node: unknown, name: string): unknown =>
  node && typeof node === 'object' ? (node as Node)[name] : undefined;

/** The node at a path of element names, through single elements. */
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce((current, name) => child(current, name), node);

/** The text of an element (with attributes, its `#text`), trimmed; null when empty or absent. */
function text(node: unknown): string | null {
  const value = node && typeof node === 'object' ? (node as Node)['#text'] : node;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

const list = (node: unknown): unknown[] =>
  Array.isArray(node) ? node : node === undefined ? [] : [node];

/** `BOOK` from `<Sts>BOOK</Sts>` (to .06) or `<Sts><Cd>BOOK</Cd></Sts>` (.07, .08). */
const status = (entry: unknown) => text(at(entry, 'Sts', 'Cd')) ?? text(at(entry, 'Sts'));

/** The texts a line's reference may be in, in the order a person reads them. */
function remittanceOf(entry: unknown, transaction: unknown) {
  const information = at(transaction, 'RmtInf');
  const unstructured = list(child(information, 'Ustrd')).map(text);
  const structured = list(child(information, 'Strd')).flatMap((part) => [
    text(at(part, 'CdtrRefInf', 'Ref')),
    ...list(child(part, 'AddtlRmtInf')).map(text),
  ]);
  const endToEnd = text(at(transaction, 'Refs', 'EndToEndId'));
  const endToEndId = endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null;
  const additional = [text(at(transaction, 'AddtlTxInf')), text(at(entry, 'AddtlNtryInf'))];
  const parts = [...unstructured, ...structured, endToEndId, ...additional];
  return {
    remittance: parts.filter((part): part is string => part !== null).join('\n'),
    endToEndId,
  };
}

/** A transaction's own amount: `Amt` (from .04), else `AmtDtls/TxAmt/Amt`. */
const transactionAmount = (transaction: unknown) =>
  child(transaction, 'Amt') ?? at(transaction, 'AmtDtls', 'TxAmt', 'Amt');

function lineOf(
  context: { statementId: string | null; ordinal: number },
  entry: unknown,
  transaction: unknown,
  split: { amount: unknown; reference: string | null } | null,
): StatementLine {
  const amountNode = split ? split.amount : child(entry, 'Amt');
  const party = at(transaction, 'RltdPties', 'Dbtr');
  const debtorName = text(at(party, 'Pty', 'Nm')) ?? text(at(party, 'Nm'));
  const bookingDate = (
    text(at(entry, 'BookgDt', 'Dt')) ??
    text(at(entry, 'BookgDt', 'DtTm')) ??
    text(at(entry, 'ValDt', 'Dt')) ??
    ''
  ).slice(0, 10);
  const base = {
    statementId: context.statementId,
    bookingDate,
    amount: toCents(text(amountNode)),
    currency: text(child(amountNode, '@Ccy')) ?? '',
    debtorName,
    debtorIban: text(at(transaction, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')),
    ...remittanceOf(entry, transaction),
  };
  const bankReference =
    (split
      ? split.reference
      : (text(child(entry, 'AcctSvcrRef')) ?? text(child(entry, 'NtryRef')))) ??
    lineReference({ ...base, ordinal: context.ordinal });
  return { ...base, bankReference };
}

/** The lines of one booked credit entry: one per transaction of a batch, else one. */
function linesOfEntry(
  entry: unknown,
  context: { statementId: string | null; ordinal: () => number },
): StatementLine[] {
  const transactions = list(child(entry, 'NtryDtls')).flatMap((details) =>
    list(child(details, 'TxDtls')),
  );
  if (transactions.length <= 1) {
    return [lineOf({ ...context, ordinal: context.ordinal() }, entry, transactions[0], null)];
  }
  const entryReference = text(child(entry, 'AcctSvcrRef')) ?? text(child(entry, 'NtryRef'));
  return transactions.map((transaction, index) =>
    lineOf({ ...context, ordinal: context.ordinal() }, entry, transaction, {
      amount: transactionAmount(transaction),
      reference:
        text(at(transaction, 'Refs', 'AcctSvcrRef')) ??
        (entryReference ? `${entryReference}/${index + 1}` : null),
    }),
  );
}

/** Reads a camt.053 statement; throws StatementFormatError when the file is none. */
export function readCamt053(xml: string): StatementReading {
  if (/<!DOCTYPE/i.test(xml)) throw new StatementFormatError('not_camt053');
  if (XMLValidator.validate(xml) !== true) throw new StatementFormatError('not_xml');
  const version = NAMESPACE.exec(xml)?.[1];
  if (!version || !VERSIONS.has(version)) throw new StatementFormatError('not_camt053');
  const statements = list(at(parser.parse(xml) as unknown, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) throw new StatementFormatError('not_camt053');
  const lines: StatementLine[] = [];
  let ignored = 0;
  let ordinal = 0;
  for (const statement of statements) {
    const context = { statementId: text(child(statement, 'Id')), ordinal: () => (ordinal += 1) };
    for (const entry of list(child(statement, 'Ntry'))) {
      if (text(child(entry, 'CdtDbtInd')) !== 'CRDT' || status(entry) !== 'BOOK') {
        ignored += 1;
        continue;
      }
      lines.push(...linesOfEntry(entry, context));
    }
  }
  return { statements: statements.length, lines, ignored };
}
