// Stripe Checkout as the card provider (docs/security.md "Card payments"): offline, Stripe's own
// library talks to an injected fetch that answers a recorded Checkout Session, and the webhooks
// are signed with the library's test helper. They come to the endpoint table's notification
// route, the one way in for every provider. spec §4 rebooking flow 4 ('card via redirect').
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ConfigError } from '../src/infra/config/env';
import { signPayload } from '../src/areas/payments/sandbox/signature';
import { createStripeProvider } from '../src/areas/payments/stripe/provider';
import {
  DEMO_ACCOUNTS,
  PROVIDER_SECRET,
  PRODUCTION_ENV,
  databaseKinds,
  startTestApp,
} from './helpers';
import type { TestApp } from './helpers';

const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/stripe', name), 'utf8'));
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';
/** Stripe's webhook endpoint: the endpoint table's notification route (docs/security.md). */
const NOTIFICATION_PATH = '/api/v1/payments/notification';
const [exhibitor] = DEMO_ACCOUNTS;

interface Recorded {
  url: string;
  method: string;
  idempotencyKey: string | null;
  form: URLSearchParams;
}

/** Stripe's HTTP client over a fetch that records each request and answers the recorded session. */
function offlineStripe() {
  const requests: Recorded[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]);
    const form = new URLSearchParams(String(init?.body ?? ''));
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      idempotencyKey: headers.get('idempotency-key'),
      form,
    });
    const session = {
      ...fixture('checkout-session.json'),
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      client_reference_id: form.get('client_reference_id'),
      metadata: { transaction_id: form.get('metadata[transaction_id]') },
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
    };
    return new Response(JSON.stringify(session), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_offline' },
    });
  }) as typeof fetch;
  return { requests, httpClient: Stripe.createFetchHttpClient(fetchFn) };
}

describe('PAYMENT_PROVIDER (docs/security.md: production never runs the sandbox)', () => {
  // Production without a card provider chosen: each test names its own.
  const {
    PAYMENT_PROVIDER: _provider,
    STRIPE_SECRET_KEY: _key,
    STRIPE_WEBHOOK_SECRET: _webhook,
    ...production
  } = PRODUCTION_ENV;

  it('refuses to start in production with the sandbox, naming PAYMENT_PROVIDER', () => {
    for (const choice of [
      {},
      { PAYMENT_PROVIDER: 'sandbox', PAYMENT_PROVIDER_SECRET: 'p'.repeat(40) },
    ]) {
      let error: unknown;
      try {
        loadConfig({ ...production, ...choice });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(/PAYMENT_PROVIDER\b/);
    }
  });

  it('takes Stripe with its secret key and webhook secret, named when missing', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    const config = loadConfig({
      ...production,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_0123456789',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    expect(config.payment.provider).toBe('stripe');
  });

  it('keeps the sandbox as the embedded default outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent' }).payment.provider).toBe(
      'sandbox',
    );
  });
});

describe.each(databaseKinds)('Stripe Checkout on %s (spec §4 card via redirect)', (kind) => {
  let t: TestApp;
  let token: string;
  const stripe = offlineStripe();

  beforeAll(async () => {
    const provider = createStripeProvider(
      { secretKey: 'sk_test_offline', webhookSecret: WEBHOOK_SECRET },
      { httpClient: stripe.httpClient },
    );
    t = await startTestApp(kind, { seed: true, cardProvider: provider });
    token = await t.login(exhibitor.email, exhibitor.password, 'exposant');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function dueFirstInstallment() {
    const all = await t.ok<{ id: string; kind: string; status: string; amount: number }[]>(
      'payments',
      { token },
    );
    // Due, or left on the provider's page by an earlier test (a new attempt supersedes it).
    const due = all.find((p) => p.kind === 'acompte1' && ['due', 'processing'].includes(p.status));
    expect(due).toBeDefined();
    return due!;
  }

  /** The exhibitor starts a card payment (spec §7 card-payment) with an idempotency key. */
  function startCardPayment(paymentId: string, key: string) {
    return t.ok<{ transaction_id: string; redirect_url: string }>('cardPayment', {
      token,
      body: { payment_id: paymentId, idempotency_key: key },
    });
  }

  /** A recorded Checkout Session event of `type` for a started transaction of `payment`. */
  function sessionEvent(
    id: string,
    type: string,
    started: { transaction_id: string },
    payment: { amount: number },
    session: Record<string, unknown> = {},
  ) {
    const event = fixture('event-checkout-session-completed.json');
    event.id = id;
    event.type = type;
    Object.assign(event.data.object, {
      client_reference_id: started.transaction_id,
      metadata: { transaction_id: started.transaction_id },
      amount_total: payment.amount,
      ...session,
    });
    return event;
  }

  function sendWebhook(payload: string, header?: string) {
    return t.app.inject({
      method: 'POST',
      url: NOTIFICATION_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature':
          header ??
          Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
            timestamp: Math.floor(t.clock.now().getTime() / 1000),
          }),
      },
      payload,
    });
  }

  it('opens one Checkout Session per transaction, in cents, with the idempotency key passed through', async () => {
    const payment = await dueFirstInstallment();
    const key = `stripe-key-${Date.now()}-0001`;
    const started = await startCardPayment(payment.id, key);
    expect(started.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const request = stripe.requests.at(-1)!;
    expect(request.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(request.method).toBe('POST');
    expect(request.idempotencyKey).toBe(key);
    expect(request.form.get('mode')).toBe('payment');
    expect(request.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe(String(payment.amount));
    expect(request.form.get('client_reference_id')).toBe(started.transaction_id);
    expect(request.form.get('success_url')).toMatch(
      /^http:\/\/portal\.test\/fr\/pro\/payment-validation\/[\w-]+$/,
    );

    // A retry of the request: the same key goes to Stripe again, the same session comes back.
    const retried = await startCardPayment(payment.id, key);
    expect(retried).toEqual(started);
    expect(stripe.requests.at(-1)!.idempotencyKey).toBe(key);
    // No sandbox page to approve it: anyone could (docs/security.md).
    // (Asked of the router: with a built portal, an unknown page answers the portal's index.)
    expect(t.app.hasRoute({ method: 'GET', url: '/sandbox/pay/:id' })).toBe(false);
    const sandbox = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${started.transaction_id}`,
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('pays the installment on a signed checkout.session.completed, once, and refuses a forged one', async () => {
    const payment = await dueFirstInstallment();
    const started = await startCardPayment(payment.id, `stripe-key-${Date.now()}-0002`);
    const event = fixture('event-checkout-session-completed.json');
    event.data.object.client_reference_id = started.transaction_id;
    event.data.object.metadata = { transaction_id: started.transaction_id };
    event.data.object.amount_total = payment.amount;
    const payload = JSON.stringify(event);

    const forged = await sendWebhook(payload, 't=1,v1=' + '0'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 1001 });
    const wrongSecret = await sendWebhook(
      payload,
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_someone_else',
        timestamp: Math.floor(t.clock.now().getTime() / 1000),
      }),
    );
    expect(wrongSecret.statusCode).toBe(401);
    let after = await t.ok<{ id: string; status: string }[]>('payments', { token });
    expect(after.find((p) => p.id === payment.id)?.status).toBe('processing');

    const signed = await sendWebhook(payload);
    expect(signed.statusCode).toBe(200);
    const replay = await sendWebhook(payload);
    expect(replay.statusCode).toBe(200);
    after = await t.ok<{ id: string; status: string }[]>('payments', { token });
    expect(after.find((p) => p.id === payment.id)?.status).toBe('paid');
    const invoices = await t.ok<{ kind: string }[]>('invoices', { token });
    expect(invoices.filter((invoice) => invoice.kind === 'acompte1').length).toBeGreaterThan(0);
  });

  it('makes the installment due again when the session expires', async () => {
    const payment = await dueFirstInstallment();
    const started = await startCardPayment(payment.id, `stripe-key-${Date.now()}-0003`);
    const event = sessionEvent('evt_expired_0001', 'checkout.session.expired', started, payment, {
      payment_status: 'unpaid',
      status: 'expired',
    });
    expect((await sendWebhook(JSON.stringify(event))).statusCode).toBe(200);
    const after = await t.ok<{ id: string; status: string }[]>('payments', { token });
    expect(after.find((p) => p.id === payment.id)?.status).toBe('due');
  });

  it('refuses a notification signed as the sandbox signs once Stripe is the provider (docs/security.md)', async () => {
    const payment = await dueFirstInstallment();
    const started = await startCardPayment(payment.id, `stripe-key-${Date.now()}-0004`);
    const payload = JSON.stringify({
      event_id: 'evt_sandbox_forged_0001',
      transaction_id: started.transaction_id,
      status: 'approved',
      amount: payment.amount,
    });
    const timestamp = Math.floor(t.clock.now().getTime() / 1000);
    const signedWith = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: NOTIFICATION_PATH,
        headers: {
          'content-type': 'application/json',
          'x-salon-signature': signPayload(secret, timestamp, payload),
        },
        payload,
      });
    expect((await signedWith(PROVIDER_SECRET)).statusCode).toBe(401);
    // Not with the empty key either, which the Stripe configuration leaves the sandbox.
    expect((await signedWith('')).statusCode).toBe(401);
    const after = await t.ok<{ id: string; status: string }[]>('payments', { token });
    expect(after.find((p) => p.id === payment.id)?.status).toBe('processing');
  });

  it('acknowledges a signed event of another kind and applies nothing; no other webhook route', async () => {
    const payment = await dueFirstInstallment();
    const started = await startCardPayment(payment.id, `stripe-key-${Date.now()}-0005`);
    const event = sessionEvent('evt_other_kind_0001', 'payment_intent.succeeded', started, payment);
    const response = await sendWebhook(JSON.stringify(event));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    const after = await t.ok<{ id: string; status: string }[]>('payments', { token });
    expect(after.find((p) => p.id === payment.id)?.status).toBe('processing');
    // The former webhook address is gone: the table's route is the only way in.
    expect(t.app.hasRoute({ method: 'POST', url: '/stripe/webhook' })).toBe(false);
  });
  it('expires the Checkout Session of an attempt a bank transfer supersedes (docs/security.md "Card payments")', async () => {
    const payment = await dueFirstInstallment();
    await startCardPayment(payment.id, `stripe-key-${Date.now()}-0006`);
    const session = stripe.requests.at(-1)!;
    expect(session.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const before = stripe.requests.length;
    await t.ok('transactionUpdateTransfer', {
      token,
      body: { payment_id: payment.id, idempotency_key: `stripe-key-${Date.now()}-0007` },
    });
    const expired = stripe.requests.slice(before);
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({
      method: 'POST',
      url: `https://api.stripe.com/v1/checkout/sessions/${fixture('checkout-session.json').id}/expire`,
    });
  });
});
