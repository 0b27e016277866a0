// The kinds of invoicing documents and what a credit note may credit (spec §9 'Prices in euros; VAT
// shown'; docs/payments.md "Invoices are e-invoices"). French e-invoices follow the EN 16931 and
// name each document by its UNTDID 1001 code, from the French subset:
// - every installment invoiced before the show (acompte1, acompte2) is a down-payment invoice
//   (386): the money is paid before the service is rendered;
// - the balance (solde) is the final invoice (380): it lists the whole booking, deducts the down
//   payments already invoiced and asks for what remains;
// - a credit note (381) corrects an issued invoice, which never changes.
import type { InstallmentKind } from '../schemas/billing';
import type { Cents } from './money';
import { percentOf } from './money';

/** The documents of the invoices list, by their wire names. */
export const invoiceDocumentKinds = ['down_payment', 'final', 'credit_note'] as const;
export type InvoiceDocumentKind = (typeof invoiceDocumentKinds)[number];

/** UNTDID 1001 document type codes of the EN 16931 (BT-3). */
export const documentTypeCodes = {
  down_payment: '386',
  final: '380',
  credit_note: '381',
} as const satisfies Record<InvoiceDocumentKind, string>;
export type DocumentTypeCode = (typeof documentTypeCodes)[InvoiceDocumentKind];

/** The document an installment's payment issues: the balance is the final invoice. */
export function installmentDocumentKind(kind: InstallmentKind): 'down_payment' | 'final' {
  return kind === 'solde' ? 'final' : 'down_payment';
}

/** An invoice as a credit note sees it: what it charged, and what earlier credit notes took. */
export interface Creditable {
  /** What the invoice charged, excluding VAT, in cents. */
  readonly amountHt: Cents;
  /** Its VAT, in cents. */
  readonly vat: Cents;
  /** The VAT rate of its lines, in percent (0 under reverse charge or outside the scope). */
  readonly vatPercent: number;
  /** The credit notes already issued on it. */
  readonly credited: readonly { readonly amountHt: Cents; readonly vat: Cents }[];
}

export type CreditNoteAmounts =
  | { readonly ok: true; readonly amountHt: Cents; readonly vat: Cents; readonly amount: Cents }
  | { readonly ok: false; readonly reason: 'nothing_left' | 'exceeds_remainder' | 'not_positive' };

/**
 * The amounts of a new credit note on `invoice`: `requestedHt` (excluding VAT), or all that remains
 * when it is omitted. A credit note never credits more than remains, excluding VAT or VAT; the one
 * that takes all that remains takes the remaining VAT to the cent, so that the credit notes of an
 * invoice add up to it exactly; a partial one's VAT is its amount at the invoice's rate, rounded
 * once (docs/architecture.md "Money").
 */
export function creditNoteAmounts(
  invoice: Creditable,
  requestedHt?: Cents | null,
): CreditNoteAmounts {
  const remainingHt = invoice.amountHt - invoice.credited.reduce((sum, c) => sum + c.amountHt, 0);
  const remainingVat = invoice.vat - invoice.credited.reduce((sum, c) => sum + c.vat, 0);
  if (remainingHt <= 0) return { ok: false, reason: 'nothing_left' };
  if (requestedHt === undefined || requestedHt === null || requestedHt === remainingHt) {
    return {
      ok: true,
      amountHt: remainingHt,
      vat: remainingVat,
      amount: remainingHt + remainingVat,
    };
  }
  if (requestedHt <= 0) return { ok: false, reason: 'not_positive' };
  if (requestedHt > remainingHt) return { ok: false, reason: 'exceeds_remainder' };
  const vat = Math.min(percentOf(requestedHt, invoice.vatPercent), remainingVat);
  return { ok: true, amountHt: requestedHt, vat, amount: requestedHt + vat };
}
