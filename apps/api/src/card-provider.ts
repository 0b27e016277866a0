// The card-payment provider (spec §4 rebooking flow 4: 'card via redirect'; docs/security.md
// "Card payments"), a leaf of types only. A provider sends the payer's browser to its payment page
// and tells the API, by a signed notification, what became of the payment: the API marks an
// installment paid on that notification only, never on the browser's return. Every notification
// reaches the payment service through the endpoint table's `POST /payments/notification`: the
// provider plugs in its signature check and the translation of its body, nothing else. Two
// providers implement it (src/areas/payments/): the sandbox built into the server (development
// and tests) and Stripe Checkout (production); the assembly chooses one (src/app.ts).
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from './context';
import type { TransactionRow } from './infra/db/rows';

/** A notification as it arrived: its headers, its raw text and the body read from it. */
export interface ProviderDelivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: unknown;
  /** The server's clock, for the signature's tolerance. */
  now: Date;
}

/**
 * What the provider reads in a delivery whose signature holds: a body to apply (validated next by
 * the endpoint's schema, the domain's `PaymentNotification`), or an event that is none of ours
 * (another kind of event): acknowledged, nothing applied.
 */
export type ProviderReading = { apply: unknown } | { ignore: true };

/** Where the payer's browser pays a transaction, and the provider's session behind that page. */
export interface Checkout {
  url: string;
  /** The provider's id of the session (Stripe's Checkout Session), to expire it; null if none. */
  session: string | null;
}

export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * The page where the payer's browser pays this transaction. Asked again for a retried request
   * (same idempotency key): the provider answers the same page.
   */
  checkout(ctx: AppContext, transaction: TransactionRow): Promise<Checkout>;
  /**
   * Closes the provider's session of an attempt that can no longer pay (superseded by a transfer
   * or a newer attempt), so the payer cannot pay on its page any more (docs/security.md "Card
   * payments"). A payment that slips through all the same is recorded as a refund due.
   */
  expire(ctx: AppContext, transaction: TransactionRow): Promise<void>;
  /**
   * Checks the delivery's signature (an ApiError 1001 when it does not hold, as a bad token) and
   * reads it (`ProviderReading`).
   */
  readNotification(delivery: ProviderDelivery): ProviderReading;
  /** The provider's own pages, if any (the sandbox's payment page). */
  registerPages?(app: FastifyInstance, ctx: AppContext): void;
}
