// Configuration values that decide who the server trusts (docs/security.md): the card-payment
// provider, the proxies in front of the server, the host it listens on. A wrong value stops the
// start with a message naming the variable, like the rest of the configuration.

type Env = Record<string, string | undefined>;

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

/**
 * PAYMENT_PROVIDER: 'sandbox' (the embedded default in development and tests) or 'stripe'
 * (Stripe Checkout). The sandbox lets whoever holds a transaction id approve it: production
 * refuses to start with it (docs/security.md "Card payments").
 */
export function paymentConfig(
  env: Env,
  production: boolean,
  sandboxSecret: () => string,
  problems: string[],
): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER || (production ? '' : 'sandbox');
  const toleranceSeconds = 300;
  if (provider === 'stripe') {
    const secretKey = env.STRIPE_SECRET_KEY ?? '';
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
    if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
      problems.push("STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe ('sk_live_…')");
    if (!/^whsec_\w+$/.test(webhookSecret))
      problems.push("STRIPE_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=stripe ('whsec_…')");
    if (production && secretKey.startsWith('sk_test_'))
      problems.push('STRIPE_SECRET_KEY is a test key: production takes a live key (sk_live_…)');
    return { provider, secret: '', toleranceSeconds, stripe: { secretKey, webhookSecret } };
  }
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
  return { provider: 'sandbox', secret: sandboxSecret(), toleranceSeconds, stripe: null };
}

/** What Fastify's `trustProxy` takes: nothing, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const ipv4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const ipv6 = /^[0-9a-f:]+(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY (docs/security.md "Client addresses"): unset, the client address is the socket's;
 * a number n, the n-th address from the right of X-Forwarded-For (n proxies in front); a list of
 * addresses or CIDR ranges, the proxies whose X-Forwarded-For entries are believed. 'true' (trust
 * any X-Forwarded-For) would let every caller choose its address and escape the per-IP limits.
 */
export function trustProxyConfig(env: Env, problems: string[]): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) problems.push(`TRUST_PROXY must be at most 10 hops (got '${raw}')`);
    return hops;
  }
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = list.filter(
    (entry) => !ipv4.test(entry) && !(entry.includes(':') && ipv6.test(entry)),
  );
  if (wrong.length > 0 || list.length === 0) {
    problems.push(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16); got '${raw}'`,
    );
    return false;
  }
  return list;
}

/** Fastify's option: n hops as its function form (the n nearest addresses are proxies). */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/**
 * HOST: the address the server listens on. In development the default is the loopback, so the
 * development mailbox and the sandbox stay on this machine; a container sets HOST=0.0.0.0.
 */
export function hostConfig(env: Env, production: boolean): string {
  return env.HOST || (production ? '0.0.0.0' : '127.0.0.1');
}
