// What an issued invoice or credit note says, all of it (docs/payments.md "Invoices are
// e-invoices"): frozen in the invoice's row when it is issued, it is the one source of both its
// PDF and its CII XML, so that the XML says exactly what the PDF says. Amounts in cents, dates
// `YYYY-MM-DD` (Paris), texts in the document's language.
import type { InvoiceDocumentKind, VatTreatment } from '@salon/domain';

/** The seller's legal identity as printed (spec §9; French commercial and tax codes). */
export interface DocumentSeller {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly siren: string;
  readonly siret: string;
  readonly vatNumber: string;
  readonly legalForm: string;
  /** In euros. */
  readonly shareCapital: number;
  readonly rcs: string;
  readonly vatOnDebits: boolean;
}

/** The buyer: a French company by its SIREN, a foreign one by its VAT number. */
export interface DocumentBuyer {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly siren: string | null;
  readonly vatNumber: string | null;
}

/** A line: description, quantity, unit price excluding VAT and its total. */
export interface DocumentLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly total: number;
}

/** A discount on the whole document (the final invoice's rebooking, early-booking discounts). */
export interface DocumentAllowance {
  readonly reason: string;
  readonly amount: number;
}

/** Another document this one names: a deducted down payment, or the invoice credited. */
export interface ReferencedDocument {
  readonly number: string;
  readonly issueDate: string;
  /** Including VAT. */
  readonly amount: number;
}

export interface DocumentTotals {
  /** Σ lines, excluding VAT. */
  readonly lines: number;
  readonly allowances: number;
  /** Lines less allowances: the VAT basis. */
  readonly taxBasis: number;
  readonly vat: number;
  /** Including VAT. */
  readonly grandTotal: number;
  /** Down payments already invoiced, deducted (the final invoice). */
  readonly prepaid: number;
  /** What the document asks for (a credit note: what it refunds). */
  readonly duePayable: number;
}

export interface EDocument {
  readonly kind: InvoiceDocumentKind;
  /** UNTDID 1001: 386, 380, 381. */
  readonly typeCode: string;
  readonly number: string;
  readonly issueDate: string;
  readonly language: 'fr' | 'en';
  readonly seller: DocumentSeller;
  readonly buyer: DocumentBuyer;
  /** The VAT of every line (one treatment per document: docs/payments.md "VAT"). */
  readonly vat: Pick<VatTreatment, 'category' | 'percent' | 'exemptionCode' | 'messageKey'>;
  /** The event and stand the services are for; the first day of the show. */
  readonly event: string;
  readonly stand: string | null;
  readonly serviceDate: string;
  readonly lines: readonly DocumentLine[];
  readonly allowances: readonly DocumentAllowance[];
  readonly totals: DocumentTotals;
  readonly references: readonly ReferencedDocument[];
  /** Why a credit note was issued. */
  readonly reason: string | null;
  readonly payment: {
    readonly dueDate: string;
    /** When it was paid (an invoice issued on payment), and how. */
    readonly paidOn: string | null;
    readonly method: 'card' | 'transfer' | null;
    /** Percent a year. */
    readonly latePenaltyPercent: number;
  };
}

/** The fixed recovery fee for late payment (article D441-5 of the commercial code): 40 €. */
export const RECOVERY_FEE_CENTS = 4000;
