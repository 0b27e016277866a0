// The card-payment provider (spec §4 rebooking flow 4: 'card via redirect'; docs/security.md
// "Card payments"). A provider sends the payer's browser to its payment page and tells the API,
// by a signed notification, what became of the payment: the API marks an installment paid on that
// notification only, never on the browser's return. Two providers implement it: the sandbox built
// into the server (development and tests) and Stripe Checkout (production).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { TransactionRow } from '../services/mappers';
import { registerSandbox } from '../sandbox/provider';
import { createStripeProvider } from './stripe-provider';
import type { StripeOptions } from './stripe-provider';

export interface CardProvider {
  readonly name: Config['payment']['provider'];
  /**
   * The page where the payer's browser pays this transaction. Asked again for a retried request
   * (same idempotency key): the provider answers the same page.
   */
  checkoutUrl(ctx: AppContext, transaction: TransactionRow): Promise<string>;
  /** The provider's own routes: the sandbox's payment page, Stripe's webhook. */
  register(app: FastifyInstance, ctx: AppContext): void;
}

/** The portal's payment-validation/{token} page (spec §2), where the payer comes back. */
export function paymentValidationUrl(ctx: AppContext, lang: string, token: string): string {
  return `${ctx.config.publicUrl}/${lang === 'en' ? 'en' : 'fr'}/pro/payment-validation/${encodeURIComponent(token)}`;
}

export const sandboxProvider: CardProvider = {
  name: 'sandbox',
  checkoutUrl: async (ctx, transaction) =>
    `${ctx.config.apiPublicUrl}/sandbox/pay/${transaction.id}`,
  register: (app, ctx) => registerSandbox(app, ctx),
};

/** The provider PAYMENT_PROVIDER names; `stripe` options let tests replace its HTTP client. */
export function createCardProvider(config: Config, stripe: StripeOptions = {}): CardProvider {
  return config.payment.stripe
    ? createStripeProvider(config.payment.stripe, stripe)
    : sandboxProvider;
}

/** The provider of a context; the sandbox where none was set (scripts, the operator CLI). */
export function cardProviderOf(ctx: AppContext): CardProvider {
  return ctx.cardProvider ?? sandboxProvider;
}
