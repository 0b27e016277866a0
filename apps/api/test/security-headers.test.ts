// The security headers of each kind of answer (docs/security.md "Security headers"): the API's
// short set on what scripts read under /api/v1, helmet's full set on the pages. The headers do not
// depend on the database: PGlite only.
import http from 'node:http';
import { API_BASE_PATH } from '@salon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, helmetHeaders } from '../src/infra/security-headers';
import { DEMO_ACCOUNTS, startTestApp } from './helpers';
import type { TestApp } from './helpers';

/** The headers only a page uses: never on an API answer. */
const pageOnly = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectApiSet(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-store');
  for (const name of pageOnly) expect(headers, name).not.toHaveProperty(name);
}

describe('security headers (docs/security.md "Security headers")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives an API answer the short set: nothing allowed, no framing, no sniffing, not cached', async () => {
    const [exhibitor] = DEMO_ACCOUNTS;
    const token = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    const me = await t.call('me', { token });
    expect(me.status).toBe(200);
    expectApiSet(me.headers);
  });

  it('gives the same set to an API error and to an unknown API path', async () => {
    const refused = await t.call('me', { token: 'forged-token-forged-token' });
    expect(refused.status).toBe(401);
    expectApiSet(refused.headers);
    const missing = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/nothing-here` });
    expect(missing.statusCode).toBe(404);
    expectApiSet(missing.headers);
  });

  it('gives the API’s set whatever the encoding of the path: the route that answers decides', async () => {
    const [exhibitor] = DEMO_ACCOUNTS;
    const token = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    for (const url of ['/%61pi/v1/me', '/api/%761/me', '/api/v1/%6De', '/api/v1/me/']) {
      const me = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode, url).toBe(200);
      expectApiSet(me.headers);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/%61pi/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 4040 });
    expectApiSet(missing.headers);
  });

  it('gives every API route of the table the API’s set, its first letter percent-encoded', async () => {
    const apiRoutes = t.routes.filter(
      (route) =>
        route.url.startsWith(`${API_BASE_PATH}/`) && route.url !== `${API_BASE_PATH}/reference`,
    );
    expect(apiRoutes.length).toBeGreaterThan(40);
    for (const route of apiRoutes) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, 'x1');
      const encoded = `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const answer = await t.app.inject({ method: method as 'GET', url: encoded });
        expect(answer.statusCode, `${method} ${encoded}`).toBeLessThan(500);
        if (route.url === `${API_BASE_PATH}/openapi.json`) {
          expect(answer.headers['cache-control']).toBe('no-cache');
          continue;
        }
        expectApiSet(answer.headers);
      }
    }
  });

  it('gives a page served under the API (its reference) the page set with its own CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/reference` });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toMatch(
      /^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'/,
    );
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps helmet’s full set on the portal’s pages', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    for (const name of pageOnly) expect(home.headers, name).toHaveProperty(name);
    expect(String(home.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('names each form-action source once when the marketplace is at the portal’s origin (development)', async () => {
    // The built-in marketplace is at API_PUBLIC_URL; the portal at the same origin, as in development.
    const same = await startTestApp('pglite', { config: { publicUrl: 'http://api.test' } });
    try {
      const home = await same.app.inject({ method: 'GET', url: '/' });
      const csp = String(home.headers['content-security-policy']);
      expect(/form-action ([^;]+)/.exec(csp)![1]).toBe("'self' http://api.test");
    } finally {
      await same.close();
    }
  });

  it('answers headers Node refuses before any route (over 16 KB) with the error body of spec §8, not cached', async () => {
    // Found by the conformance run (docs/security.md "The conformance run"): Fastify's own answer
    // was `{ error, message, statusCode }`, with no code of the catalogue and no `no-store`.
    const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const answer = await new Promise<{
      status: number;
      headers: http.IncomingHttpHeaders;
      body: string;
    }>((resolve, reject) => {
      const request = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: `${API_BASE_PATH}/me`,
          headers: { 'x-padding': 'x'.repeat(20_000) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ code: 2201, description: 'error.input_errors' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps HSTS on the API’s answers when the pages have it (production)', () => {
    const page = helmetHeaders({ hsts: true });
    const api = apiHeaders(page);
    const hsts = page.find(([name]) => name.toLowerCase() === 'strict-transport-security');
    expect(hsts?.[1]).toMatch(/^max-age=\d+/);
    expect(api).toContainEqual(hsts);
    expect(apiHeaders(helmetHeaders({ hsts: false })).map(([name]) => name)).not.toContain(
      'Strict-Transport-Security',
    );
  });
});
