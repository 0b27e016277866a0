// Paths of spec §7 with and without their trailing slash (docs/api.md "Trailing slashes"): the
// spec writes `GET /list-campaigns/`, `POST /me/rebooking-devis-update/` and
// `POST /transaction-update/` with one and most calls without; every path answers both ways.
// Routing does not depend on the database: PGlite only.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PORTAL_CLIENT, seededApp } from './helpers';
import type { TestApp } from './helpers';

describe('trailing slashes (spec §7 writes some paths with one)', () => {
  let t: TestApp;
  let clientToken: string;
  let userToken: string;
  seededApp('pglite', async (app) => {
    t = app;
    clientToken = await t.clientToken();
    const exhibitor = DEMO_ACCOUNTS[0];
    userToken = await t.login(exhibitor.email, exhibitor.password, 'exposant');
  });

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('answers GET /list-campaigns/ as GET /list-campaigns, the same campaigns (spec §7)', async () => {
    const bare = await get('/api/v1/list-campaigns', clientToken);
    const slashed = await get('/api/v1/list-campaigns/', clientToken);
    expect(bare.statusCode).toBe(200);
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toEqual(bare.json());
    expect((bare.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('reaches POST /me/rebooking-devis-update/ and /transaction-update/ with and without it (spec §7)', async () => {
    for (const path of ['/me/rebooking-devis-update', '/transaction-update']) {
      for (const url of [`/api/v1${path}`, `/api/v1${path}/`]) {
        // An empty body reaches the route's validation: 2201 with field errors, not a 404.
        const response = await post(url, userToken, {});
        expect(response.statusCode, url).toBe(422);
        expect(response.json()).toMatchObject({ code: 2201, description: 'error.input_errors' });
      }
    }
  });

  it('answers a sample of other calls both ways: profile, picklists, get-token form (spec §7)', async () => {
    for (const url of ['/api/v1/me', '/api/v1/me/']) {
      const response = await get(url, userToken);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({
        data: { contact: { email: DEMO_ACCOUNTS[0].email } },
      });
    }
    for (const url of [
      '/api/v1/picklists/Contact/Fonction__c',
      '/api/v1/picklists/Contact/Fonction__c/',
    ]) {
      const response = await get(url, clientToken);
      expect(response.statusCode, url).toBe(200);
    }
    for (const url of ['/api/v1/get-token', '/api/v1/get-token/']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          client_id: PORTAL_CLIENT.id,
          client_secret: PORTAL_CLIENT.secret,
        }).toString(),
      });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('still answers an unknown path with 404 and code 4040, slash or not', async () => {
    for (const url of ['/api/v1/no-such-call', '/api/v1/no-such-call/']) {
      const response = await get(url, clientToken);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 4040, description: 'error.not_found' });
    }
  });
});
