// Stripe Checkout as the card-payment provider (docs/security.md "Card payments"):
// - one Checkout Session per transaction, its amount in cents (the API's amounts are cents), the
//   transaction's id as client_reference_id and metadata, the portal's payment-validation page as
//   the return address;
// - the request's idempotency key is passed through to Stripe: a retried transaction-create gets
//   the same session back;
// - Stripe's events come to the endpoint table's POST /api/v1/payments/notification, the one way
//   in for every provider: checked here with the package's signature check
//   (`webhooks.constructEvent`, five minutes of tolerance) and read as the domain's notification,
//   then applied by the same function as the sandbox's (../notification.ts): a paid session pays
//   the installment, an expired or failed one makes it due again; a replayed event is applied
//   once (its event id is recorded); any other event is acknowledged and ignored;
// - an attempt superseded (a transfer, a newer attempt) has its session expired
//   (`checkout.sessions.expire`), so its page can no longer take the payment.
import type { PaymentNotification } from '@salon/domain';
import Stripe from 'stripe';
import type { CardProvider } from '../../../card-provider';
import { fail } from '../../../infra/errors';
import { NOTIFICATION_TOLERANCE_SECONDS } from '../config';
import { paymentValidationUrl } from '../return-page';

type StripeClientConfig = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

export interface StripeOptions {
  /** The HTTP client of Stripe's library (tests give one that answers recorded payloads). */
  httpClient?: StripeClientConfig['httpClient'];
}

const productName = { fr: 'Paiement', en: 'Payment' } as const;

/** The outcome an event says for one of our transactions; null for any other event. */
export function notificationOf(event: Stripe.Event): PaymentNotification | null {
  const approved = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
  const declined = ['checkout.session.expired', 'checkout.session.async_payment_failed'];
  if (!approved.includes(event.type) && !declined.includes(event.type)) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const transactionId = session.metadata?.transaction_id ?? session.client_reference_id;
  if (!transactionId) return null;
  // A completed session paid by a delayed method waits for async_payment_succeeded.
  if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid') {
    return null;
  }
  return {
    event_id: event.id,
    transaction_id: transactionId,
    status: approved.includes(event.type) ? 'approved' : 'declined',
    amount: session.amount_total ?? -1,
  };
}

export function createStripeProvider(
  keys: { secretKey: string; webhookSecret: string },
  options: StripeOptions = {},
): CardProvider {
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  return {
    name: 'stripe',
    async checkout(ctx, transaction) {
      const lang = transaction.langue === 'en' ? 'en' : 'fr';
      const back = paymentValidationUrl(ctx.config.publicUrl, lang, transaction.validationToken);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: transaction.id,
          metadata: { transaction_id: transaction.id, reference: transaction.reference },
          payment_intent_data: {
            description: transaction.reference,
            metadata: { transaction_id: transaction.id, reference: transaction.reference },
          },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: transaction.amount,
                product_data: { name: `${productName[lang]} ${transaction.reference}` },
              },
            },
          ],
          locale: lang,
          success_url: back,
          cancel_url: back,
        },
        { idempotencyKey: transaction.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} without a url`);
      return { url: session.url, session: session.id };
    },
    async expire(_ctx, transaction) {
      // Stripe refuses to expire a session already completed or expired: nothing to close then.
      if (transaction.providerSession) {
        await stripe.checkout.sessions.expire(transaction.providerSession);
      }
    },
    readNotification({ headers, rawBody, now }) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers['stripe-signature'] ?? '',
          keys.webhookSecret,
          NOTIFICATION_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw fail.tokenInvalid();
      }
      const notification = notificationOf(event);
      return notification ? { apply: notification } : { ignore: true };
    },
  };
}
