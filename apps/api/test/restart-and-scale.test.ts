// Restarts and several instances (docs/api.md "Restarts and several instances"): a restart in the
// middle of a flow loses nothing, and two API instances on one database (as an organiser scales
// out behind a load balancer) send each email once, apply a provider notification once and share
// the login limits. On PGlite the second instance shares the one embedded database of the process;
// on a PostgreSQL server (TEST_DATABASE_URL, as in CI) it has its own connection pool.
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { deliverPending, enqueueEmail } from '../src/infra/email/outbox';
import { signPayload } from '../src/areas/payments/sandbox/signature';
import { billingHelpers, exhibitor, idempotencyKey } from './billing-fixture';
import {
  DEMO_ACCOUNTS,
  PROVIDER_SECRET,
  TestClock,
  databaseKinds,
  startTestApp,
  testConfig,
} from './helpers';
import type { TestApp } from './helpers';

/** A mail transport that records what it is asked to send, after a short wait (a network hop). */
function recordingTransport(sent: string[]): Pick<Transporter, 'sendMail'> {
  const transport = {
    async sendMail(message: { to?: unknown; subject?: unknown }) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(`${String(message.to)}|${String(message.subject)}`);
    },
  };
  return transport as unknown as Pick<Transporter, 'sendMail'>;
}

/** The provider's signed notification of a transaction's outcome (docs/security.md). */
/** The provider's notification that it approved a card payment, with an event id of its own. */
const approval = (transactionId: string, amount: number) => ({
  event_id: `evt_${randomUUID().replaceAll('-', '')}`,
  transaction_id: transactionId,
  status: 'approved',
  amount,
});

function notify(t: TestApp, body: object) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/notification',
    headers: {
      'content-type': 'application/json',
      'x-salon-signature': signPayload(
        PROVIDER_SECRET,
        Math.floor(t.clock.now().getTime() / 1000),
        raw,
      ),
    },
    payload: raw,
  });
}

async function enqueue(ctx: AppContext, count: number): Promise<void> {
  await ctx.db.tx(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await enqueueEmail(tx, {
        kind: 'contact_team',
        to: `team-${index}@salon.test`,
        langue: 'fr',
        data: { subject: `Demande ${index}`, message: 'Bonjour', from: exhibitor.email },
      });
    }
  });
}

describe.each(databaseKinds)('a restart loses nothing (docs/api.md) on %s', (kind) => {
  const clock = new TestClock();
  let first: TestApp;
  let restarted: TestApp | undefined;
  let token: string;

  beforeAll(async () => {
    first = await startTestApp(kind, { seed: true, clock });
    token = await first.login(exhibitor.email, exhibitor.password, 'exposant');
  });
  afterAll(async () => {
    await restarted?.app.close();
    await first?.database.drop();
  });

  it('applies a card payment approved while the server was down when the provider resends it (spec §4 step 5, §7)', async () => {
    const { signedFirstInstallment } = billingHelpers(() => ({ t: first, token }));
    const { opportunity, installment } = await signedFirstInstallment();
    const started = await first.ok<{ transaction_id: string }>('cardPayment', {
      token,
      body: { payment_id: installment.id, idempotency_key: idempotencyKey() },
    });
    // The server stops; meanwhile the provider approves the payment, and its notification finds
    // nobody. Then the server starts again on the same database.
    await first.app.close();
    restarted = await startTestApp(kind, {
      clock,
      sharing: { database: first.database, connection: 'same' },
    });
    const invoicesBefore = (await restarted.ok<unknown[]>('invoices', { token })).length;
    const notification = approval(started.transaction_id, installment.amount);
    expect((await notify(restarted, notification)).statusCode).toBe(200);
    const after = billingHelpers(() => ({ t: restarted!, token }));
    const paid = await after.installmentOf(opportunity.id);
    expect(paid.status).toBe('paid');
    expect((await restarted.ok<unknown[]>('invoices', { token })).length).toBe(invoicesBefore + 1);
    // The provider resends it once more (it had no answer the first time): nothing more happens.
    expect((await notify(restarted, notification)).statusCode).toBe(200);
    expect((await restarted.ok<unknown[]>('invoices', { token })).length).toBe(invoicesBefore + 1);
  });

  it('sends after the restart the emails still in the outbox (docs/api.md "Outbox")', async () => {
    const server = restarted!;
    await enqueue(server.ctx, 3);
    // The server stops before its worker ran, and starts again.
    await server.app.close();
    restarted = await startTestApp(kind, {
      clock,
      sharing: { database: first.database, connection: 'same' },
    });
    const sent: string[] = [];
    const delivered = await deliverPending(restarted.ctx, recordingTransport(sent), 100);
    expect(delivered).toBeGreaterThanOrEqual(3);
    const recipients = sent.map((entry) => entry.split('|')[0]);
    for (let index = 0; index < 3; index += 1)
      expect(recipients).toContain(`team-${index}@salon.test`);
    // Nothing is left to send.
    expect(await deliverPending(restarted.ctx, recordingTransport([]), 100)).toBe(0);
  });
});

describe.each(databaseKinds)('two API instances on one database (docs/api.md) on %s', (kind) => {
  const clock = new TestClock();
  let a: TestApp;
  let b: TestApp;
  let token: string;

  beforeAll(async () => {
    // The login limit lowered to four failures per account, the others as configured.
    const rateLimits = {
      ...testConfig().rateLimits,
      login: { perIp: 1_000, perAccount: 4, windowSeconds: 900 },
    };
    a = await startTestApp(kind, {
      seed: true,
      clock,
      config: { rateLimits },
    });
    b = await startTestApp(kind, {
      clock,
      sharing: { database: a.database, connection: 'another' },
      config: { rateLimits },
    });
    token = await a.login(exhibitor.email, exhibitor.password, 'exposant');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sends each email of the outbox once when both instances deliver at the same time', async () => {
    // What the seed and the sign-in queued first is delivered before the race.
    await deliverPending(a.ctx, recordingTransport([]), 1_000);
    await enqueue(a.ctx, 12);
    const sentByA: string[] = [];
    const sentByB: string[] = [];
    await Promise.all([
      deliverPending(a.ctx, recordingTransport(sentByA), 100),
      deliverPending(b.ctx, recordingTransport(sentByB), 100),
    ]);
    const all = [...sentByA, ...sentByB];
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
  });

  it('applies a provider notification delivered to both instances once (spec §7)', async () => {
    const { signedFirstInstallment, installmentOf } = billingHelpers(() => ({ t: a, token }));
    const { opportunity, installment } = await signedFirstInstallment();
    const started = await a.ok<{ transaction_id: string }>('cardPayment', {
      token,
      body: { payment_id: installment.id, idempotency_key: idempotencyKey() },
    });
    const invoicesBefore = (await a.ok<unknown[]>('invoices', { token })).length;
    const notification = approval(started.transaction_id, installment.amount);
    const answers = await Promise.all([notify(a, notification), notify(b, notification)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await b.ok<unknown[]>('invoices', { token })).length).toBe(invoicesBefore + 1);
    const paid = await installmentOf(opportunity.id);
    expect(paid.status).toBe('paid');
  });

  it('shares the login limits: failures on one instance count on the other (docs/security.md)', async () => {
    const visitor = DEMO_ACCOUNTS[1];
    const attempt = (server: TestApp) =>
      server.call('login', {
        body: {
          email: visitor.email,
          password: 'Not-The-Password-1!',
          role: 'visiteur',
          client_id: 'salon-portal',
          client_secret: 'salon-portal-public',
        },
      });
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // The fifth attempt, on either instance, is over the account's limit of four.
    const fifth = await attempt(b);
    expect(fifth.status).toBe(429);
    expect(fifth.json.code).toBe(4290);
    expect((await attempt(a)).status).toBe(429);
  });
});
