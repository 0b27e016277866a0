// What a bank statement says of each payment received, whatever its format (docs/payments.md
// "Statement import"): a format's module (./camt053.ts) reads a file into these lines, and the
// import (./import.ts) matches and applies them. Another format (CFONB 120, MT940) is one more
// reader giving the same lines.
import { createHash } from 'node:crypto';

/** One credit of a statement. */
export interface StatementLine {
  /** The bank's reference of the credit: a credit is imported once (docs/payments.md). */
  bankReference: string;
  statementId: string | null;
  /** `YYYY-MM-DD`; empty when the statement gives none (the line then fails, alone). */
  bookingDate: string;
  /** In cents of `currency`; null when the statement's amount cannot be read. */
  amount: number | null;
  currency: string;
  debtorName: string | null;
  debtorIban: string | null;
  /** Every text the transfer's reference may be in, one per line. */
  remittance: string;
  endToEndId: string | null;
}

export interface StatementReading {
  /** The statements the file holds. */
  statements: number;
  /** Its booked credits. */
  lines: StatementLine[];
  /** Its debits and its credits not booked. */
  ignored: number;
}

/** A file that is not XML, or not a statement of a format read here: refused whole. */
export class StatementFormatError extends Error {
  constructor(readonly problem: 'not_xml' | 'not_camt053') {
    super(`bank statement: ${problem}`);
    this.name = 'StatementFormatError';
  }
}

/**
 * `123.45` as 12345 cents: the decimal text read exactly (no floating point), at most two
 * decimals that are not zeros; null otherwise.
 */
export function toCents(amount: string | null): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,5}))?$/.exec(amount ?? '');
  if (!match) return null;
  const decimals = (match[2] ?? '').padEnd(5, '0');
  if (!/^\d{2}000$/.test(decimals)) return null;
  return Number(match[1]) * 100 + Number(decimals.slice(0, 2));
}

/**
 * A reference for a credit the bank gave none: made from what the statement says of it and its
 * place in the file, so the same file imported again gives the same references.
 */
export function lineReference(
  line: Omit<StatementLine, 'bankReference'> & { ordinal: number },
): string {
  const fingerprint = JSON.stringify([
    line.statementId,
    line.ordinal,
    line.bookingDate,
    line.amount,
    line.currency,
    line.debtorIban,
    line.remittance,
  ]);
  return `made:${createHash('sha256').update(fingerprint).digest('hex').slice(0, 32)}`;
}
