// What the payment validation page hands the confirmation page (spec §2 payment validation and
// confirmation), apart from either screen so that neither route loads the other's chunk
// (docs/performance.md "Signed-in routes").

/** What the confirmation page receives from the validation page (router state). */
export interface PaymentArrival {
  /** The provider's token, to ask again while pending. */
  token?: string;
}

/**
 * The query of payment-confirmation/failure/{reference} naming the installment to offer again: in
 * the URL, so a reload keeps it; its state comes from the server (GET /me/payments).
 */
export const PAYMENT_QUERY = 'echeance';
