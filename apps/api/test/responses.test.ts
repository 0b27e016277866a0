// Response schemas (docs/api.md "Response schemas and serialisation"): every API route declares
// the schema of each answer it can give, from the endpoint table of @salon/domain (spec §7
// success bodies, spec §8 error bodies), and Fastify serialises through it, so a field a handler
// adds by mistake never reaches the client. Serialisation does not depend on the database:
// PGlite only.
import { API_BASE_PATH, endpoints } from '@salon/domain';
import { describe, expect, it, vi } from 'vitest';
import type * as ProfileServices from '../src/areas/account/profile';
import { DEMO_ACCOUNTS, seededApp } from './helpers';
import type { TestApp } from './helpers';

// A handler that returns more than the contract: the profile with a password hash beside the
// contact's fields and an internal field beside them (what a careless mapper could do).
vi.mock('../src/areas/account/profile', async (importOriginal) => {
  const actual = await importOriginal<typeof ProfileServices>();
  return {
    ...actual,
    me: async (...args: Parameters<typeof actual.me>) => {
      const profile = await actual.me(...args);
      return {
        ...profile,
        internal_note: 'not for the client',
        contact: { ...profile.contact, password_hash: '$argon2id$leak' },
      };
    },
  };
});

describe('response schemas of every API route (spec §7, §8)', () => {
  let t: TestApp;
  seededApp('pglite', (app) => {
    t = app;
  });

  it('declares a success schema and the error body for 4xx and 5xx on every registered API route', () => {
    const apiRoutes = t.routes.filter((route) => route.url.startsWith(API_BASE_PATH));
    // Every endpoint of the table is registered (HEAD routes come beside the GET ones).
    const registered = new Set(apiRoutes.map((route) => `${String(route.method)} ${route.url}`));
    for (const definition of Object.values(endpoints)) {
      expect(registered).toContain(`${definition.method} ${API_BASE_PATH}${definition.path}`);
    }
    const missing = apiRoutes
      .filter((route) => {
        const response = route.schema?.response as Record<string, unknown> | undefined;
        return !response || !response['200'] || !response['4xx'] || !response['5xx'];
      })
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('never sends a field the contract does not name, even when a handler returns one', async () => {
    const exhibitor = DEMO_ACCOUNTS[0];
    const token = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/me`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('$argon2id$leak');
    expect(response.body).not.toContain('internal_note');
    // What the contract names is all there.
    const { data } = response.json() as { data: { contact: { email: string } } };
    expect(data.contact.email).toBe(exhibitor.email);
  });

  it('sends an error answer as { code, description, errors? } only (spec §8)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/me` });
    expect(response.statusCode).toBe(401);
    expect(Object.keys(response.json() as object).sort()).toEqual(['code', 'description']);
  });
});
