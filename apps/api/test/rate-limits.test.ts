// Rate limits (docs/security.md): past the limit per account or per IP, 429 with code 4290 and
// Retry-After (spec §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PORTAL_CLIENT, databaseKinds, resetBody, startTestApp } from './helpers';
import type { TestApp } from './helpers';

const client = { client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret };

describe.each(databaseKinds)('rate limits on %s (spec §8: 429 with Retry-After)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const base = { perIp: 100, perAccount: 3, windowSeconds: 600 };
    t = await startTestApp(kind, {
      seed: true,
      config: {
        rateLimits: {
          login: base,
          password: base,
          registration: { ...base, perIp: 4 },
          contact: base,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with code 4290 and Retry-After past the login limit per account', async () => {
    const attempt = () =>
      t.call('login', {
        body: {
          email: DEMO_ACCOUNTS[0].email,
          password: 'Wrong-1!aa',
          role: 'exposant',
          ...client,
        },
      });
    for (let index = 0; index < 3; index += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: 4290, description: 'error.too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on the account.
    const right = await t.call('login', {
      body: {
        email: DEMO_ACCOUNTS[0].email,
        password: DEMO_ACCOUNTS[0].password,
        role: 'exposant',
        ...client,
      },
    });
    expect(right.status).toBe(429);
    t.clock.advance(600);
    expect(
      await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant'),
    ).toBeTruthy();
  });

  it('counts failed logins per account: a successful login starts the count again (docs/security.md "Rate limits")', async () => {
    t.clock.advance(600);
    const visitor = DEMO_ACCOUNTS[1];
    const attempt = (password: string) =>
      t.call('login', { body: { email: visitor.email, password, role: 'visiteur', ...client } });
    // Four sign-ins of the owner in a row (a limit of three per account): never limited.
    for (let index = 0; index < 4; index += 1) {
      expect((await attempt(visitor.password)).status).toBe(200);
    }
    // Two failures, a success, then three failures: still within the limit each time.
    for (const password of ['Wrong-1!aa', 'Wrong-1!aa', visitor.password]) await attempt(password);
    for (let index = 0; index < 2; index += 1) {
      expect((await attempt('Wrong-1!aa')).status).toBe(401);
    }
    // Past three failures in a row, the account waits.
    expect((await attempt('Wrong-1!aa')).status).toBe(401);
    expect((await attempt('Wrong-1!aa')).status).toBe(429);
    t.clock.advance(600);
  });

  it('clears the per-account login limit after a successful password reset (docs/security.md "Rate limits")', async () => {
    const { email } = DEMO_ACCOUNTS[1];
    const login = (password: string) =>
      t.call('login', { body: { email, password, role: 'visiteur', ...client } });
    for (let index = 0; index < 3; index += 1) expect((await login('Wrong-1!aa')).status).toBe(401);
    expect((await login(DEMO_ACCOUNTS[1].password)).status).toBe(429);
    const token = await t.clientToken();
    await t.ok('forgotPassword', { token, body: { email, role: 'visiteur' } });
    const mail = await t.mailOf(email, 'reset');
    const password = 'Visiteur-Reinit-7?';
    await t.ok('resetPassword', {
      token,
      body: resetBody(mail.link, password),
    });
    // Same window, no clock change: only the reset lifted the limit.
    expect((await login(password)).status).toBe(200);
  });

  it('limits the registration calls per IP (docs/security.md)', async () => {
    const token = await t.clientToken();
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const result = await t.call('checkContact', {
        token,
        body: { email: `probe${index}@salon.test`, role: 'exposant' },
      });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 4).every((status) => status === 404)).toBe(true);
    expect(statuses[4]).toBe(429);
  });
});
