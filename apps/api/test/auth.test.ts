import { SESSION_HINT_COOKIE, endpoints } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { missingEndpoints } from '../src/core/endpoints/register';
import { DEMO_ACCOUNTS, PORTAL_CLIENT, databaseKinds, seededApp } from './helpers';
import type { TestApp } from './helpers';

const [exhibitor, visitor] = DEMO_ACCOUNTS;
const client = { client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret };

describe.each(databaseKinds)('auth and tokens on %s (spec §7, docs/security.md)', (kind) => {
  let t: TestApp;
  seededApp(kind, (app) => {
    t = app;
  });

  it('registers a route for every endpoint of the table, and tells one no area registered (spec §7)', () => {
    // The assembly refuses to start on a missing one (src/app.ts).
    expect(missingEndpoints(t.routes)).toEqual([]);
    const withoutLogin = t.routes.filter((route) => route.config?.endpoint !== 'login');
    expect(missingEndpoints(withoutLogin)).toEqual(['login']);
    for (const definition of Object.values(endpoints)) {
      const route = { method: definition.method, url: `/api/v1${definition.path}` };
      expect(t.app.hasRoute(route), route.url).toBe(true);
    }
  });

  it('issues a client token from the form of get-token, and refuses a wrong secret with 1001', async () => {
    const token = await t.clientToken();
    expect(token.length).toBeGreaterThanOrEqual(40);
    const wrong = await t.call('getToken', {
      form: true,
      body: { client_id: PORTAL_CLIENT.id, client_secret: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe(1001);
  });

  it('refuses a JSON call sent as a form (spec §7: only get-token and refresh-token are forms)', async () => {
    const result = await t.call('login', {
      form: true,
      body: { email: exhibitor.email, password: exhibitor.password, role: 'exposant', ...client },
    });
    expect(result.status).toBe(422);
    expect(result.json.code).toBe(2201);
  });

  it('logs in with the refresh token in an HttpOnly SameSite=Strict cookie, never in the body', async () => {
    const result = await t.call('login', {
      body: { email: exhibitor.email, password: exhibitor.password, role: 'exposant', ...client },
    });
    expect(result.status).toBe(200);
    const data = result.json.data as { tokens: Record<string, unknown>; user: { role: string } };
    expect(data.user.role).toBe('exposant');
    expect(data.tokens.refresh_token).toBeUndefined();
    expect(data.tokens.expires_in).toBe(900);
    const cookie = result.cookies.find((c) => c.name === 'salon_refresh');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/api/v1/refresh-token');
    // Its readable companion says only that a session may be restored (no secret in it).
    const hint = result.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.path).toBe('/');
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect(hint?.maxAge).toBe(cookie?.maxAge);
  });

  it('answers 1101 alike for a wrong password and an unknown email (spec §8, no enumeration)', async () => {
    const wrong = await t.call('login', {
      body: {
        email: exhibitor.email,
        password: 'Wrong-Password-1!',
        role: 'exposant',
        ...client,
      },
    });
    const unknown = await t.call('login', {
      body: {
        email: 'nobody@salon.test',
        password: 'Wrong-Password-1!',
        role: 'exposant',
        ...client,
      },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ code: 1101, description: 'error.incorrect_identifiers' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('gives 2201 with field message keys for a malformed login (spec §5, §8)', async () => {
    const result = await t.call('login', {
      body: { email: 'not-an-email', password: '', role: 'chef', ...client },
    });
    expect(result.status).toBe(422);
    expect(result.json.code).toBe(2201);
    expect(result.json.errors).toMatchObject({
      email: ['validation.email'],
      password: ['validation.required'],
      role: ['validation.invalid_choice'],
    });
  });

  it('refuses a visitor token on an exhibitor call with 403 (spec §6, docs/security.md)', async () => {
    const token = await t.login(visitor.email, visitor.password, 'visiteur');
    const result = await t.call('invoices', { token });
    expect(result.status).toBe(403);
    expect(result.json.code).toBe(4031);
    const me = await t.ok<{ role: string }>('me', { token });
    expect(me.role).toBe('visiteur');
  });

  it('refuses a client token on a user call, and no token at all, with 401 1001 (spec §7)', async () => {
    const clientToken = await t.clientToken();
    expect((await t.call('me', { token: clientToken })).json.code).toBe(1001);
    expect((await t.call('me')).status).toBe(401);
    // A user token also serves the public calls of a signed-in portal.
    const userToken = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    expect((await t.call('listCampaigns', { token: userToken })).status).toBe(200);
  });

  it('rotates the refresh token at each use and revokes the family on reuse (ASVS 10.4.5)', async () => {
    const login = await t.call('login', {
      body: { email: exhibitor.email, password: exhibitor.password, role: 'exposant', ...client },
    });
    const first = login.cookies.find((c) => c.name === 'salon_refresh')!.value;
    const refreshed = await t.refresh(first);
    expect(refreshed.status).toBe(200);
    const second = refreshed.cookies.find((c) => c.name === 'salon_refresh')!.value;
    expect(second).not.toBe(first);
    const newAccess = (refreshed.json.data as { access_token: string }).access_token;
    expect((await t.call('me', { token: newAccess })).status).toBe(200);

    // The old refresh token again: reuse. The whole session ends, the newest tokens included.
    const replay = await t.refresh(first);
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe(1001);
    expect((await t.call('me', { token: newAccess })).status).toBe(401);
    const afterReuse = await t.refresh(second);
    expect(afterReuse.status).toBe(401);
  });

  it('ends the session server-side at logout and clears the cookie (spec §7)', async () => {
    const login = await t.call('login', {
      body: { email: exhibitor.email, password: exhibitor.password, role: 'exposant', ...client },
    });
    const access = (login.json.data as { tokens: { access_token: string } }).tokens.access_token;
    const refreshCookie = login.cookies.find((c) => c.name === 'salon_refresh')!.value;
    const out = await t.call('logout', { token: access });
    expect(out.status).toBe(200);
    expect(out.cookies.find((c) => c.name === 'salon_refresh')?.value).toBe('');
    expect(out.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
    expect((await t.call('me', { token: access })).status).toBe(401);
    const refresh = await t.refresh(refreshCookie);
    expect(refresh.status).toBe(401);
  });

  it('expires access tokens after 15 minutes (docs/security.md: short-lived)', async () => {
    const token = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    t.clock.advance(901);
    expect((await t.call('me', { token })).status).toBe(401);
    t.clock.advance(-901);
  });
});
