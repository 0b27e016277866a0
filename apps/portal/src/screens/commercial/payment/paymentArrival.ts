// What the payment validation page hands the confirmation page (spec §2 payment validation and
// confirmation), apart from either screen so that neither route loads the other's chunk
// (docs/performance.md "Signed-in routes"). It travels in the confirmation's URL, not in the
// router's state: a reload, a new tab or a link kept for later still finds it.
import type { PaymentConfirmationStatus } from '../../../kit/routing/paths';

/**
 * The query of payment-confirmation/failure/{reference} naming the installment to offer again; its
 * state comes from the server (GET /me/payments).
 */
export const PAYMENT_QUERY = 'echeance';

/**
 * The query of payment-confirmation/pending/{reference}: the provider's token, to ask again while
 * the payment is pending (pro/payment-validation/{token}). The token is already in the URL the
 * provider sent the browser back to; it grants nothing without the user's session.
 */
export const TOKEN_QUERY = 'token';

/** The confirmation's query for an outcome (empty for a success). */
export function confirmationQuery(
  outcome: PaymentConfirmationStatus,
  { paymentId, token }: { paymentId: string; token: string },
): string {
  if (outcome === 'failure') return `?${new URLSearchParams({ [PAYMENT_QUERY]: paymentId })}`;
  if (outcome === 'pending') return `?${new URLSearchParams({ [TOKEN_QUERY]: token })}`;
  return '';
}

/** The provider's token a pending confirmation asks again with, read from its query. */
export function pendingToken(
  outcome: PaymentConfirmationStatus | null,
  search: URLSearchParams,
): string | null {
  return outcome === 'pending' ? search.get(TOKEN_QUERY) || null : null;
}
