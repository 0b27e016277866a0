// The payments area's configuration (apps/api/README.md "Configuration"; docs/security.md "Card
// payments"): the card provider and its keys, and the payment blackout windows (spec §1, §9).
import { randomBytes } from 'node:crypto';
import { DEFAULT_PAYMENT_BLACKOUT_WINDOWS, parsePaymentBlackoutWindows } from '@salon/domain';
import type { PaymentBlackoutWindow } from '@salon/domain';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import type { Env } from '../../infra/config/env';

/** How far a notification's timestamp may be from the server's clock (both providers). */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;

export type PaymentConfig =
  | {
      provider: 'sandbox';
      /** HMAC key of the sandbox's signed notifications. */
      secret: string;
      toleranceSeconds: number;
      stripe: null;
    }
  | {
      provider: 'stripe';
      secret: string;
      toleranceSeconds: number;
      stripe: { secretKey: string; webhookSecret: string };
    };

export interface PaymentsConfig {
  payment: PaymentConfig;
  /** Online-payment blackout windows (spec §1, §9), `YYYY-MM-DD..YYYY-MM-DD` in PAYMENT_BLACKOUT. */
  paymentBlackout: PaymentBlackoutWindow[];
}

/** What the payment services read: their own configuration and the organiser's bank and seller. */
export type PaymentsContext = AppContext<PaymentsConfig & BillingConfig>;

function stripeConfig(env: Env, production: boolean, problems: string[]): PaymentConfig {
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    problems.push("STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe ('sk_live_…')");
  if (!/^whsec_\w+$/.test(webhookSecret))
    problems.push("STRIPE_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=stripe ('whsec_…')");
  if (production && secretKey.startsWith('sk_test_'))
    problems.push('STRIPE_SECRET_KEY is a test key: production takes a live key (sk_live_…)');
  return {
    provider: 'stripe',
    secret: '',
    toleranceSeconds: NOTIFICATION_TOLERANCE_SECONDS,
    stripe: { secretKey, webhookSecret },
  };
}

function sandboxSecret(env: Env, problems: string[]): string {
  const secret = env.PAYMENT_PROVIDER_SECRET ?? '';
  if (secret && secret.length < 32)
    problems.push('PAYMENT_PROVIDER_SECRET must be at least 32 characters');
  return secret || randomBytes(32).toString('base64url');
}

/**
 * PAYMENT_PROVIDER: 'sandbox' (the embedded default in development and tests) or 'stripe'
 * (Stripe Checkout). The sandbox lets whoever holds a transaction id approve it: production
 * refuses to start with it (docs/security.md "Card payments").
 */
export function paymentConfig(env: Env, production: boolean, problems: string[]): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER || (production ? '' : 'sandbox');
  if (provider === 'stripe') return stripeConfig(env, production, problems);
  if (provider === 'sandbox' && production) {
    problems.push(
      "PAYMENT_PROVIDER must be 'stripe' in production: the sandbox lets anyone mark a payment paid",
    );
  } else if (provider !== 'sandbox') {
    problems.push(
      production && !provider
        ? "PAYMENT_PROVIDER is required in production ('stripe')"
        : `PAYMENT_PROVIDER must be 'sandbox' or 'stripe' (got '${provider}')`,
    );
  }
  return {
    provider: 'sandbox',
    secret: sandboxSecret(env, problems),
    toleranceSeconds: NOTIFICATION_TOLERANCE_SECONDS,
    stripe: null,
  };
}

export function readPaymentsConfig(
  env: Env,
  production: boolean,
  problems: string[],
): PaymentsConfig {
  let paymentBlackout: PaymentBlackoutWindow[] = [...DEFAULT_PAYMENT_BLACKOUT_WINDOWS];
  if (env.PAYMENT_BLACKOUT !== undefined) {
    try {
      paymentBlackout = parsePaymentBlackoutWindows(env.PAYMENT_BLACKOUT);
    } catch (error) {
      problems.push(`PAYMENT_BLACKOUT: ${(error as Error).message}`);
    }
  }
  return { payment: paymentConfig(env, production, problems), paymentBlackout };
}
