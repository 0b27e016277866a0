// Property-based tests (docs/api.md): malformed and hostile payloads sent to every call of the
// endpoint table never cause a 5xx, and a refused request changes nothing in the database (rate-limit
// counters aside: a refused login must still count).
import {
  API_BASE_PATH,
  buildPath,
  endpoints,
  errorCodes,
  errorResponseSchema,
} from '@salon/domain';
import type { EndpointDefinition, EndpointName } from '@salon/domain';
import { getTableName, sql } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/infra/db/schema';
import { signPayload } from '../src/areas/payments/sandbox/signature';
import {
  DEMO_ACCOUNTS,
  OPERATOR_KEY,
  PORTAL_CLIENT,
  PROVIDER_SECRET,
  databaseKinds,
  startTestApp,
} from './helpers';
import type { TestApp } from './helpers';

const tables = (Object.values(schema) as unknown[])
  .filter((value) => value instanceof PgTable)
  .map((table) => getTableName(table as Table))
  .filter((name) => name !== 'rate_limits');

/** One digest of every table's rows (rate limits aside). */
async function fingerprint(t: TestApp): Promise<string> {
  const parts = tables.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.identifier(name)} x)`,
  );
  const query = sql`select ${sql.join(parts, sql` || `)} as digest`;
  const result = (await t.ctx.db.read((db) => db.execute(query))) as { rows: { digest: string }[] };
  return String(result.rows[0]?.digest);
}

/** The field names of a request schema, looking through refinements and pipes. */
function keysOf(value: unknown, depth = 0): string[] {
  if (!value || typeof value !== 'object' || depth > 6) return [];
  const shape = (value as { shape?: unknown }).shape;
  if (shape && typeof shape === 'object') return Object.keys(shape);
  const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? {};
  for (const inner of [def.in, def.schema, def.innerType]) {
    const keys = keysOf(inner, depth + 1);
    if (keys.length > 0) return keys;
  }
  return [];
}

const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '\u0000',
    '%00',
    '${7*7}',
    '__proto__',
    'constructor',
    '😀'.repeat(300),
    'a'.repeat(10_000),
    'javascript:alert(1)',
    'http://',
    '2024-02-30',
    '-1',
    'NaN',
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
);
/** `depth` arrays inside each other: a parser or validator that recurses must not fall over. */
function nested(depth: number): unknown {
  let value: unknown = 'core';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}
/** Prototype keys as a JSON body carries them (own properties, as JSON.parse makes them). */
const prototypeKeys = JSON.parse(
  '{"__proto__":{"admin":true,"role":"operator"},"constructor":{"prototype":{"admin":true}}}',
) as unknown;

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -0,
    0.1,
    true,
    false,
    null,
    [],
    {},
    { __proto__: { admin: true } },
    prototypeKeys,
    nested(64),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

function bodyArbitrary(definition: EndpointDefinition): fc.Arbitrary<unknown> {
  const keys = keysOf(definition.request);
  const structured =
    keys.length > 0
      ? fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), hostileValue, {
          maxKeys: keys.length + 2,
        })
      : fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 3, arbitrary: structured },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(nested(64), prototypeKeys, 'a'.repeat(100_000)) },
  );
}

function paramsArbitrary(definition: EndpointDefinition): fc.Arbitrary<Record<string, string>> {
  const names = [...definition.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const value = fc.oneof(
    hostileString.filter((s) => s.length > 0 && s.length < 2000),
    fc.constantFrom('Account', 'Contact', 'x'),
  );
  return fc.record(
    Object.fromEntries(names.map((name) => [name, value])) as Record<string, fc.Arbitrary<string>>,
  );
}

describe.each(databaseKinds)('hostile payloads on every endpoint on %s (docs/api.md)', (kind) => {
  let t: TestApp;
  let clientToken: string;
  let exhibitorToken: string;
  const loose = { perIp: 1_000_000, perAccount: 1_000_000, windowSeconds: 60 };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      seed: true,
      config: {
        rateLimits: { login: loose, password: loose, registration: loose, contact: loose },
      },
    });
    clientToken = await t.clientToken();
    exhibitorToken = await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function headersFor(name: EndpointName, definition: EndpointDefinition, rawBody: string) {
    switch (definition.auth) {
      case 'client':
        return { authorization: `Bearer ${clientToken}` };
      case 'user':
        // Logout ends its session: each run gets a session of its own.
        return {
          authorization: `Bearer ${
            name === 'logout'
              ? await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant')
              : exhibitorToken
          }`,
        };
      case 'operator':
        return { 'x-operator-key': OPERATOR_KEY };
      case 'provider':
        // Correctly signed, so the payload itself is what is tested.
        return {
          'x-salon-signature': signPayload(
            PROVIDER_SECRET,
            Math.floor(t.clock.now().getTime() / 1000),
            rawBody,
          ),
        };
      default:
        return {};
    }
  }

  const names = Object.keys(endpoints) as EndpointName[];

  // Every endpoint of the table in one test, a digest of the database around each payload: about
  // a minute on an idle two-core machine, more under load and as the table grows.
  it(
    'never answers 5xx and changes nothing when it refuses (every endpoint of the table)',
    {
      timeout: 300_000,
    },
    async () => {
      for (const name of names) {
        const definition: EndpointDefinition = endpoints[name];
        const hasParams = /:[A-Za-z_]+/.test(definition.path);
        await fc.assert(
          fc.asyncProperty(
            bodyArbitrary(definition),
            hasParams ? paramsArbitrary(definition) : fc.constant({}),
            fc.boolean(),
            async (body, params, asForm) => {
              const before = await fingerprint(t);
              const rawBody =
                asForm && body && typeof body === 'object' && !Array.isArray(body)
                  ? new URLSearchParams(
                      Object.entries(body as Record<string, unknown>).map(
                        ([k, v]) => [k, String(v)] as [string, string],
                      ),
                    ).toString()
                  : JSON.stringify(body);
              const contentType =
                rawBody.includes('=') && asForm
                  ? 'application/x-www-form-urlencoded'
                  : 'application/json';
              const response = await t.app.inject({
                method: definition.method,
                url: `${API_BASE_PATH}${buildPath(definition.path, params)}`,
                headers: {
                  'content-type': contentType,
                  ...(await headersFor(name, definition, rawBody)),
                },
                payload: definition.method === 'GET' ? undefined : rawBody,
              });
              expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(
                500,
              );
              if (response.statusCode >= 400) {
                const json = response.json();
                expect(errorResponseSchema.safeParse(json).success, name).toBe(true);
                // A code of the catalogue (spec §8), never one made up on the way.
                expect(Object.values(errorCodes), name).toContain(json.code);
                if (name !== 'logout') expect(await fingerprint(t), name).toBe(before);
              }
            },
          ),
          { numRuns: 10, seed: 20_260_302, endOnFailure: true },
        );
      }
    },
  );

  it('never answers 5xx to bodies nested thousands deep, and a refusal changes nothing (every endpoint)', async () => {
    // Written as text: building them as values would overflow the test's own stack.
    const bodies = [
      `${'{"a":['.repeat(2_500)}"core"${']}'.repeat(2_500)}`,
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    ];
    for (const name of names) {
      const definition: EndpointDefinition = endpoints[name];
      if (definition.method === 'GET' || name === 'logout') continue;
      const params = Object.fromEntries(
        [...definition.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1]!, 'x']),
      );
      for (const rawBody of bodies) {
        const before = await fingerprint(t);
        const response = await t.app.inject({
          method: definition.method,
          url: `${API_BASE_PATH}${buildPath(definition.path, params)}`,
          headers: {
            'content-type': 'application/json',
            ...(await headersFor(name, definition, rawBody)),
          },
          payload: rawBody,
        });
        // An unknown key is dropped like any other (POST me with nothing to change answers 200);
        // what is refused is refused whole, with a catalogue code.
        expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode < 400) continue;
        expect(Object.values(errorCodes), name).toContain(response.json().code);
        expect(await fingerprint(t), name).toBe(before);
      }
    }
  });

  it('refuses the same payloads without the right token before reading them (spec §7)', async () => {
    for (const name of names) {
      const definition: EndpointDefinition = endpoints[name];
      if (definition.auth === 'none') continue;
      const path = buildPath(
        definition.path,
        Object.fromEntries(
          [...definition.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1]!, 'x']),
        ),
      );
      const before = await fingerprint(t);
      const response = await t.app.inject({
        method: definition.method,
        url: `${API_BASE_PATH}${path}`,
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer forged-token-forged-token-forged',
        },
        payload: definition.method === 'GET' ? undefined : '{}',
      });
      expect(response.statusCode, name).toBe(401);
      expect(response.json().code, name).toBe(1001);
      expect(await fingerprint(t)).toBe(before);
    }
    expect(PORTAL_CLIENT.id).toBe('salon-portal');
  });
});
