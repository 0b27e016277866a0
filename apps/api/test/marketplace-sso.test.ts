// Single sign-on to the marketplace (spec §2 pro/sso-login/{saml?}, §6 exhibitor only, §7 POST
// /pro/sso-login-form with the user token; docs/security.md "Single sign-on to the marketplace"):
// the exhibitor gets a short-lived signed assertion, the marketplace (the built-in page here)
// checks it, accepts it once and shows who arrived.
import { randomUUID } from 'node:crypto';
import type { MarketplaceSso } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { signAssertion, verifyAssertion } from '../src/areas/marketplace/sso';
import { DEMO_ACCOUNTS, PRODUCTION_ENV, seededApp } from './helpers';
import type { TestApp } from './helpers';

describe('single sign-on to the marketplace (spec §2, §6, §7)', () => {
  let t: TestApp;
  let exhibitor: string;
  seededApp('pglite', async (app) => {
    t = app;
    exhibitor = await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant');
  });

  /** Posts an assertion to the built-in marketplace page, as the portal's form does. */
  const arrive = (url: string, assertion: string) =>
    t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ assertion }).toString(),
    });

  it('gives the signed-in exhibitor an assertion for the marketplace, with an empty body', async () => {
    const sso = await t.ok<MarketplaceSso>('marketplaceSso', { token: exhibitor });
    expect(sso.url).toBe('http://api.test/marketplace/sso');
    expect(sso.field).toBe('assertion');
    const check = verifyAssertion(
      t.ctx.config.marketplace.key,
      sso.url,
      sso.assertion,
      t.clock.now(),
    );
    expect(check.ok && check.claims).toMatchObject({
      email: DEMO_ACCOUNTS[0].email,
      name: 'Claire Martin',
      company: 'Maison Lumière SAS',
      iss: 'http://portal.test',
    });
    expect(new Date(sso.expires_at).getTime() - t.clock.now().getTime()).toBe(60_000);
  });

  it('refuses a client token, a visitor and an anonymous call (spec §6, §7 user token)', async () => {
    const client = await t.call('marketplaceSso', { token: await t.clientToken() });
    expect(client.status).toBe(401);
    const visitor = await t.login(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password, 'visiteur');
    expect((await t.call('marketplaceSso', { token: visitor })).status).toBe(403);
    expect((await t.call('marketplaceSso')).status).toBe(401);
  });

  it('the marketplace verifies the assertion and shows who arrived, once', async () => {
    const sso = await t.ok<MarketplaceSso>('marketplaceSso', { token: exhibitor });
    const first = await arrive(sso.url, sso.assertion);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Bienvenue sur la place de marché, Claire Martin');
    expect(first.body).toContain('Maison Lumière SAS');
    expect(first.body).toContain(DEMO_ACCOUNTS[0].email);
    const replayed = await arrive(sso.url, sso.assertion);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.body).toContain('déjà servi');
  });

  it('refuses an expired assertion', async () => {
    const sso = await t.ok<MarketplaceSso>('marketplaceSso', { token: exhibitor });
    t.clock.advance(61);
    const late = await arrive(sso.url, sso.assertion);
    expect(late.statusCode).toBe(401);
    expect(late.body).toContain('expiré');
  });

  it('refuses a forged assertion, one for another marketplace and a malformed one', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const claims = {
      iss: 'http://portal.test',
      aud: t.ctx.config.marketplace.url,
      sub: 'u',
      email: 'intrus@example.test',
      name: 'Intrus',
      company: null,
      lang: 'fr' as const,
      jti: randomUUID(),
      iat: now,
      exp: now + 60,
    };
    const forged = await arrive(
      claims.aud,
      signAssertion('another-key-another-key-another-key', claims),
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.body).not.toContain('Intrus');
    const elsewhere = signAssertion(t.ctx.config.marketplace.key, {
      ...claims,
      aud: 'https://other.example/sso',
    });
    expect((await arrive(claims.aud, elsewhere)).statusCode).toBe(401);
    expect((await arrive(claims.aud, 'not-an-assertion')).statusCode).toBe(401);
  });
});

describe('marketplace configuration (docs/security.md)', () => {
  // Production without the marketplace's address and key: each test names its own.
  const { MARKETPLACE_URL: _url, MARKETPLACE_SSO_KEY: _key, ...production } = PRODUCTION_ENV;

  it('refuses to start in production without the marketplace address and key', () => {
    expect(() => loadConfig(production)).toThrow(/MARKETPLACE_URL and MARKETPLACE_SSO_KEY/);
    expect(() =>
      loadConfig({
        ...production,
        MARKETPLACE_URL: 'http://m.example/sso',
        MARKETPLACE_SSO_KEY: 'short',
      }),
    ).toThrow(/MARKETPLACE_URL must use https[\s\S]*MARKETPLACE_SSO_KEY must be at least 32/);
  });

  it('names the marketplace of the configuration, without the built-in page', () => {
    const config = loadConfig({
      ...production,
      MARKETPLACE_URL: 'https://marketplace.example/sso',
      MARKETPLACE_SSO_KEY: 'k'.repeat(40),
    });
    expect(config.marketplace).toMatchObject({
      url: 'https://marketplace.example/sso',
      builtIn: false,
    });
  });
});
