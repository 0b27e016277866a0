// The camt.053 reader (docs/payments.md "Statement import"; spec §4 rebooking flow 5): versions
// .02 to .08 in their own shapes, booked credits only, batches split, the bank's reference, and a
// file that is not XML or not camt.053 refused whole.
import { describe, expect, it } from 'vitest';
import { readCamt053 } from '../src/areas/payments/statements/camt053';
import { StatementFormatError, toCents } from '../src/areas/payments/statements/lines';
import { camt053 } from './camt-fixture';
import type { CamtVersion } from './camt-fixture';

const versions: CamtVersion[] = ['02', '03', '04', '05', '06', '07', '08'];

const credit = {
  amount: '1200.00',
  reference: 'BQ-0001',
  unstructured: ['VIR SEPA vir 2026 7elfcqam FACT'],
  endToEnd: 'E2E-77',
  debtor: { name: 'Maison Lumière & Fils', iban: 'FR1420041010050500013M02606' },
};

function problemOf(xml: string) {
  try {
    readCamt053(xml);
    return null;
  } catch (error) {
    if (error instanceof StatementFormatError) return error.problem;
    throw error;
  }
}

describe('reading a camt.053 statement (docs/payments.md "Statement import")', () => {
  it.each(versions)('reads a booked credit of version .001.%s', (version) => {
    const reading = readCamt053(camt053([credit], { version }));
    expect(reading).toMatchObject({ statements: 1, ignored: 0 });
    expect(reading.lines).toEqual([
      {
        bankReference: 'BQ-0001',
        statementId: 'STMT-2026-03-02',
        bookingDate: '2026-03-02',
        amount: 120_000,
        currency: 'EUR',
        debtorName: 'Maison Lumière & Fils',
        debtorIban: 'FR1420041010050500013M02606',
        remittance: 'VIR SEPA vir 2026 7elfcqam FACT\nE2E-77',
        endToEndId: 'E2E-77',
      },
    ]);
  });

  it.each(versions)(
    'splits a batch booking of version .001.%s into its transactions',
    (version) => {
      const batch = {
        amount: '300.00',
        reference: 'BQ-BATCH',
        batch: [
          { amount: '100.00', reference: 'BQ-BATCH-A', unstructured: ['VIR-2026-AAAAAAAA'] },
          { amount: '200.00', unstructured: ['VIR-2026-BBBBBBBB'] },
        ],
      };
      const lines = readCamt053(camt053([batch], { version })).lines;
      expect(lines.map(({ bankReference, amount }) => ({ bankReference, amount }))).toEqual([
        { bankReference: 'BQ-BATCH-A', amount: 10_000 },
        { bankReference: 'BQ-BATCH/2', amount: 20_000 },
      ]);
    },
  );

  it('ignores debits and credits not booked, reads structured, additional and prefixed files', () => {
    const reading = readCamt053(
      camt053(
        [
          { ...credit, debit: true, reference: 'BQ-D' },
          { ...credit, status: 'PDNG', reference: 'BQ-P' },
          {
            amount: '10.50',
            reference: '',
            ntryRef: 'NTRY-9',
            structured: 'RF18539007547034',
            additional: 'VIREMENT DE SARL X REF VIR-2026-CCCCCCCC',
          },
        ],
        { version: '06', prefix: 'camt' },
      ),
    );
    expect(reading.ignored).toBe(2);
    expect(reading.lines).toHaveLength(1);
    expect(reading.lines[0]).toMatchObject({
      bankReference: 'NTRY-9',
      amount: 1050,
      remittance: 'RF18539007547034\nVIREMENT DE SARL X REF VIR-2026-CCCCCCCC',
    });
  });

  it('makes a stable reference for a credit the bank gave none', () => {
    const xml = camt053([{ amount: '5.00', reference: '', unstructured: ['x'] }]);
    const [first] = readCamt053(xml).lines;
    expect(first!.bankReference).toMatch(/^made:[0-9a-f]{32}$/);
    expect(readCamt053(xml).lines[0]!.bankReference).toBe(first!.bankReference);
  });

  it('refuses a file that is not XML, or not a camt.053 of versions .02 to .08, whole', () => {
    expect(problemOf('%PDF-1.4 not a statement')).toBe('not_xml');
    expect(problemOf('<Document><BkToCstmrStmt>')).toBe('not_xml');
    expect(problemOf(camt053([credit]).replace('camt.053.001.08', 'camt.054.001.08'))).toBe(
      'not_camt053',
    );
    expect(problemOf(camt053([credit]).replace('camt.053.001.08', 'camt.053.001.09'))).toBe(
      'not_camt053',
    );
    expect(problemOf('<?xml version="1.0"?><Document xmlns="urn:x"><a/></Document>')).toBe(
      'not_camt053',
    );
    const withDoctype = camt053([credit]).replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY a "aaaa">]>',
    );
    expect(problemOf(withDoctype)).toBe('not_camt053');
  });

  it('reads amounts exactly, in cents, and refuses more than two decimals that count', () => {
    expect(toCents('1200.00')).toBe(120_000);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('7')).toBe(700);
    expect(toCents('12.34000')).toBe(1234);
    expect(toCents('12.345')).toBeNull();
    expect(toCents('-5.00')).toBeNull();
    expect(toCents(null)).toBeNull();
  });
});
