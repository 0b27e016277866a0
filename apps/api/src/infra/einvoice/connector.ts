// The approved e-invoicing platform as the API sees it (docs/payments.md "The platform"): a
// connector deposits each issued document (its Factur-X file) and reports each payment received
// (e-reporting of services). The e-invoicing outbox (src/core/einvoicing/outbox.ts) calls it,
// outside any transaction, with retries: a connector's call may run again after a crash, so it must
// be idempotent by document number (a real platform refuses or ignores a number it already has).
// A real platform's API is one new file implementing this interface, listed in ./connectors.ts.

/** An issued invoice or credit note, as deposited. */
export interface DepositedDocument {
  /** Its number: unique per seller. */
  readonly number: string;
  /** UNTDID 1001: 386 down payment, 380 final invoice, 381 credit note. */
  readonly typeCode: string;
  /** `YYYY-MM-DD`. */
  readonly issueDate: string;
  /** The seller's SIREN and the buyer's (null for a foreign buyer) and name. */
  readonly sellerSiren: string;
  readonly buyerSiren: string | null;
  readonly buyerName: string;
  /** Including VAT, in cents. */
  readonly amount: number;
  /** The Factur-X file (PDF/A-3 with its CII XML embedded as factur-x.xml). */
  readonly pdf: Buffer;
  readonly xml: string;
}

/** A payment received on an invoice of services (e-reporting). */
export interface ReportedPayment {
  readonly invoiceNumber: string;
  readonly sellerSiren: string;
  /** `YYYY-MM-DD`, in Paris. */
  readonly paidOn: string;
  /** Including VAT, in cents. */
  readonly amount: number;
  readonly method: string;
}

export interface PlatformConnector {
  /** Deposits a document; resolves once the platform holds it. */
  deposit(document: DepositedDocument): Promise<void>;
  /** Reports a payment received (e-reporting). */
  reportPayment(payment: ReportedPayment): Promise<void>;
}
