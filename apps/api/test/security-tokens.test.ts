// Tokens and text that must not leak (docs/security.md "Logs", "Tokens", "Control characters",
// "Timing", "Sessions"; spec §8 2201).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { deliverPending } from '../src/infra/email/outbox';
import { serializeError } from '../src/infra/logging';
import { forgotPassword } from '../src/areas/registration/email-links';
import { DEMO_ACCOUNTS, PORTAL_CLIENT, databaseKinds, startTestApp, testConfig } from './helpers';
import type { TestApp } from './helpers';

const [exhibitor, visitor] = DEMO_ACCOUNTS;
const client = { client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret };
const DAY = 86_400;

describe('database errors in the logs (docs/security.md "Logs")', () => {
  it('keeps the code and the constraint, never the parameters nor the failing row', () => {
    const cause = Object.assign(new Error('null value in column "email" violates not-null'), {
      code: '23502',
      severity: 'ERROR',
      table: 'users',
      detail: 'Failing row contains (u1, jean@roux.test, $argon2id$v=19$m=19456$secret).',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" values ($1, $2)\nparams: jean@roux.test,$argon2id$v=19$m=19456$secret',
      ),
      {
        query: 'insert into "users" values ($1, $2)',
        params: ['jean@roux.test', '$argon2id$v=19'],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).toContain('insert into');
    expect(logged).toContain('23502');
    expect(logged).toContain('users');
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('jean@roux.test');
    expect(logged).not.toContain('Failing row');
  });
});

describe.each(databaseKinds)('tokens, control characters and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      seed: true,
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          token: { perIp: 3, perAccount: 3, windowSeconds: 600 },
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs request URLs without their tokens or email addresses', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      db: t.database.db,
      now: t.clock.now,
      logStream: stream,
    });
    try {
      await logged.app.inject({
        url: '/fr/reset-password?token=ResetSecret123&email=jean%40roux.test',
      });
      await logged.app.inject({
        url: '/fr/email-verification?email=a%40b.test&token=VerifySecret456',
      });
      await logged.app.inject({ url: '/fr/pro/payment-validation/PaySecret789' });
      // The router reads the decoded path: an encoded route name must not keep its token.
      await logged.app.inject({ url: '/fr/pro/%70ayment-validation/EncodedSecret246' });
      await logged.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: { authorization: 'Bearer BearerSecret0123456789abcdef' },
      });
    } finally {
      await logged.app.close();
    }
    const text = lines.join('');
    expect(text).toContain('[redacted]');
    expect(text).toContain('/fr/pro/payment-validation/');
    for (const secret of [
      'ResetSecret123',
      'VerifySecret456',
      'PaySecret789',
      'EncodedSecret246',
      'BearerSecret',
      'roux.test',
      'a%40b.test',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps an email’s token in the outbox only until the email is sent', async () => {
    await t.ok('forgotPassword', {
      token: await t.clientToken(),
      body: { email: visitor.email, role: 'visiteur' },
    });
    // Forgot-password answers without waiting for its email (docs/security.md "Timing").
    const before = await t.mailOf(visitor.email, 'reset');
    const token = new URL(before.link!).searchParams.get('token')!;
    expect(before.text).toContain(token);
    const sent: { text: string; html: string }[] = [];
    await deliverPending(t.ctx, { sendMail: async (mail: never) => sent.push(mail) } as never);
    expect(sent.some((mail) => mail.text.includes(token) && mail.html.includes(token))).toBe(true);
    const [after] = await t.mailbox(visitor.email);
    expect(JSON.stringify(after)).not.toContain(token);
    expect(after!.link).toContain('token=[redacted]');
  });

  it('refuses a NUL byte or an escape in any text with 2201, never a 5xx (spec §8)', async () => {
    const session = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    const before = await t.ok<{ fonction: string | null }>('me', { token: session });
    const nul = await t.call('updateMe', {
      token: session,
      body: { fonction: 'Direc\u0000trice' },
    });
    expect(nul.status).toBe(422);
    expect(nul.json).toEqual({
      code: 2201,
      description: 'error.input_errors',
      errors: { fonction: ['validation.control_characters'] },
    });
    const message = await t.call('contact', {
      token: session,
      body: { subject: 'other', message: 'Bonjour\u001b[2J' },
    });
    expect(message.status).toBe(422);
    expect(message.json.errors).toEqual({ message: ['validation.control_characters'] });
    expect((await t.ok<{ fonction: string | null }>('me', { token: session })).fonction).toBe(
      before.fonction,
    );
  });

  it('answers forgot-password without waiting for the email of an existing account', async () => {
    const db = t.ctx.db as { tx: typeof t.ctx.db.tx };
    const original = db.tx;
    // Writing the email takes forever: the answer must not wait for it (docs/security.md "Timing").
    db.tx = (() => new Promise(() => undefined)) as typeof db.tx;
    try {
      const answered = await Promise.race([
        forgotPassword(t.ctx, { email: exhibitor.email, role: 'exposant' }).then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('waited for the email'), 5000)),
      ]);
      expect(answered).toBe('answered');
    } finally {
      db.tx = original;
    }
  });

  it('ends a session 30 days after its login, however often it is refreshed', async () => {
    const login = await t.call('login', {
      body: { email: exhibitor.email, password: exhibitor.password, role: 'exposant', ...client },
    });
    let cookie = login.cookies.find((c) => c.name === 'salon_refresh')!.value;
    for (let day = 0; day < 3; day += 1) {
      t.clock.advance(9 * DAY);
      const refreshed = await t.refresh(cookie);
      expect(refreshed.status, `refresh after ${(day + 1) * 9} days`).toBe(200);
      cookie = refreshed.cookies.find((c) => c.name === 'salon_refresh')!.value;
    }
    // Day 27: the access token stops at day 30, not 15 minutes later if that is past it.
    t.clock.advance(3 * DAY + 1);
    const late = await t.refresh(cookie);
    expect(late.status).toBe(401);
    expect(late.json.code).toBe(1001);
  });

  it('limits get-token per address (429, code 4290)', async () => {
    const ask = () => t.call('getToken', { form: true, body: client });
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await ask());
    const limited = answers.find((answer) => answer.status === 429);
    expect(limited?.json.code).toBe(4290);
    expect(limited?.headers['retry-after']).toBeDefined();
  });
});
