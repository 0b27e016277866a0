import { describe, expect, it } from 'vitest';
import { creditNoteAmounts, documentTypeCodes, installmentDocumentKind } from './einvoice';

describe('invoice types (spec §9; docs/payments.md "Invoice types")', () => {
  it('invoices each installment before the show as a down payment and the balance as the final invoice', () => {
    expect(installmentDocumentKind('acompte1')).toBe('down_payment');
    expect(installmentDocumentKind('acompte2')).toBe('down_payment');
    expect(installmentDocumentKind('solde')).toBe('final');
  });

  it('names them by the UNTDID 1001 codes of the French subset', () => {
    expect(documentTypeCodes).toEqual({ down_payment: '386', final: '380', credit_note: '381' });
  });
});

describe('credit notes never credit more than remains (docs/payments.md "Credit notes")', () => {
  const invoice = { amountHt: 100_000, vat: 20_000, vatPercent: 20, credited: [] };

  it('credits all that remains when no amount is given', () => {
    expect(creditNoteAmounts(invoice)).toEqual({
      ok: true,
      amountHt: 100_000,
      vat: 20_000,
      amount: 120_000,
    });
  });

  it('gives a partial credit its VAT at the invoice rate, and the last one the remaining cents', () => {
    const partial = creditNoteAmounts(invoice, 33_333);
    expect(partial).toEqual({ ok: true, amountHt: 33_333, vat: 6_667, amount: 40_000 });
    const rest = creditNoteAmounts({ ...invoice, credited: [{ amountHt: 33_333, vat: 6_667 }] });
    expect(rest).toEqual({ ok: true, amountHt: 66_667, vat: 13_333, amount: 80_000 });
  });

  it('refuses more than remains, nothing left, and a non-positive amount', () => {
    const halfCredited = { ...invoice, credited: [{ amountHt: 50_000, vat: 10_000 }] };
    expect(creditNoteAmounts(halfCredited, 50_001)).toEqual({
      ok: false,
      reason: 'exceeds_remainder',
    });
    const fullyCredited = { ...invoice, credited: [{ amountHt: 100_000, vat: 20_000 }] };
    expect(creditNoteAmounts(fullyCredited)).toEqual({ ok: false, reason: 'nothing_left' });
    expect(creditNoteAmounts(invoice, 0)).toEqual({ ok: false, reason: 'not_positive' });
  });

  it('charges no VAT on a credit under reverse charge (0 %)', () => {
    const reverse = { amountHt: 100_000, vat: 0, vatPercent: 0, credited: [] };
    expect(creditNoteAmounts(reverse, 10_000)).toEqual({
      ok: true,
      amountHt: 10_000,
      vat: 0,
      amount: 10_000,
    });
  });
});
