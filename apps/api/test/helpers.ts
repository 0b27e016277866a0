// Test harness of the API: a fresh database per test file (PGlite in memory from the migrated
// template; a new database on the PostgreSQL server of TEST_DATABASE_URL when it is set), the app
// over Fastify's inject (no network), a movable clock, and a caller that checks every success
// answer against the endpoint's response schema of @salon/domain.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { buildPath, dataEnvelope, endpoints, errorResponseSchema } from '@salon/domain';
import type { EndpointName } from '@salon/domain';
import pg from 'pg';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { BuiltApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Config } from '../src/config';
import { fromPglite, fromPool } from '../src/infra/db/client';
import type { Database } from '../src/infra/db/client';
import type { CardProvider } from '../src/card-provider';
import { DEMO_ACCOUNTS, PORTAL_CLIENT, ensurePortalClient, seedDemo } from '../src/seed/demo';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL is set (.ci/run sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const OPERATOR_KEY = 'test-operator-key-0123456789abcdef';
export const PROVIDER_SECRET = 'test-provider-secret-0123456789abcdef0123';
export { DEMO_ACCOUNTS, PORTAL_CLIENT };

/**
 * Every variable production requires, with valid values (docs/api.md "Configuration"): a test of
 * one setting takes it out or changes it.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://salon@db/salon',
  SMTP_URL: 'smtp://mail:25',
  PUBLIC_URL: 'https://salon.example',
  OPERATOR_KEY: 'o'.repeat(32),
  BADGE_SECRET: 'b'.repeat(32),
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
  BANK_HOLDER: 'Salon SAS',
  BANK_IBAN: 'FR7630006000011234567890189',
  BANK_BIC: 'AGRIFRPPXXX',
  BANK_NAME: 'Banque',
  SELLER_NAME: 'Salon Organisation SAS',
  SELLER_ADDRESS: '1 avenue du Salon',
  SELLER_POSTAL_CODE: '75015',
  SELLER_CITY: 'Paris',
  SELLER_VAT: 'FR40123456824',
  SELLER_SIRET: '12345682400017',
  SELLER_LEGAL_FORM: 'SAS',
  SELLER_SHARE_CAPITAL: '250000',
  SELLER_RCS: 'RCS Paris 123 456 824',
  MARKETPLACE_URL: 'https://marketplace.example/sso',
  MARKETPLACE_SSO_KEY: 'm'.repeat(32),
} as const;

export interface TestDatabase {
  db: Database;
  /** A second, independent connection to the same database, as another API instance has one. */
  connectAgain(): Database;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the given kind. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([template]) });
    const db = fromPglite(client);
    // PGlite is one process's embedded database: a second instance in this process shares it.
    return { db, connectAgain: () => db, drop: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `salon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 5 });
  const db = fromPool(pool);
  await db.migrate();
  const others: Database[] = [];
  return {
    db,
    connectAgain() {
      const other = fromPool(new pg.Pool({ connectionString: target.toString(), max: 5 }));
      others.push(other);
      return other;
    },
    async drop() {
      for (const other of others) await other.close();
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Configuration for tests: fast password hashing, no outbox timer, known keys. */
export function testConfig(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    OPERATOR_KEY,
    PAYMENT_PROVIDER_SECRET: PROVIDER_SECRET,
    PUBLIC_URL: 'http://portal.test',
    API_PUBLIC_URL: 'http://api.test',
    DATA_DIR: '/nonexistent-salon-test',
    ...env,
  });
  return {
    ...base,
    // argon2id with a test-only low cost: the suite stays fast (production uses OWASP's).
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    outboxIntervalMs: 0,
    ...overrides,
  };
}

/** A clock tests can move (rules take `now` as a parameter). */
export class TestClock {
  constructor(public time = new Date('2026-03-02T10:00:00Z').getTime()) {}
  now = () => new Date(this.time);
  set(iso: string) {
    this.time = new Date(iso).getTime();
  }
  advance(seconds: number) {
    this.time += seconds * 1000;
  }
}

export interface CallOptions {
  body?: unknown;
  params?: Record<string, string>;
  token?: string | null;
  headers?: Record<string, string>;
  /** Send the body as a form (get-token, refresh-token). */
  form?: boolean;
  cookies?: Record<string, string>;
  query?: Record<string, string>;
}

export interface CallResult {
  status: number;
  json: { data?: unknown; code?: number; description?: string; errors?: Record<string, string[]> };
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
  cookies: {
    name: string;
    value: string;
    path?: string;
    httpOnly?: boolean;
    sameSite?: string;
    maxAge?: number;
  }[];
}

export interface TestApp extends BuiltApp {
  clock: TestClock;
  database: TestDatabase;
  /** Calls an endpoint of the table; a 200's body is checked against its response schema. */
  call(name: EndpointName, options?: CallOptions): Promise<CallResult>;
  /** `data` of a call that must succeed. */
  ok<T = Record<string, unknown>>(name: EndpointName, options?: CallOptions): Promise<T>;
  clientToken(): Promise<string>;
  login(email: string, password: string, role: 'exposant' | 'visiteur'): Promise<string>;
  /** The portal's refresh (spec §7 refresh-token): form-encoded, its token in the HttpOnly cookie. */
  refresh(cookie: string): Promise<CallResult>;
  mailbox(
    to?: string,
  ): Promise<{ kind: string; to: string; subject: string; text: string; link: string | null }[]>;
  /**
   * The newest email of a kind to an address, once it is in the outbox: forgot-password answers
   * without waiting for its email (docs/security.md "Timing"), so the test waits for it.
   */
  mailOf(to: string, kind: string): Promise<{ link: string | null; text: string; subject: string }>;
  close(): Promise<void>;
}

function encodeForm(body: Record<string, string>): string {
  return new URLSearchParams(body).toString();
}

/** Starts the app on a fresh database; `seed` adds the demo data. */
export async function startTestApp(
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    env?: Record<string, string>;
    clock?: TestClock;
    cardProvider?: CardProvider;
    /**
     * The database of another test app: this one is a restart of it (same connection) or a second
     * instance beside it (`connectAgain`, docs/api.md "Restarts and several instances").
     */
    sharing?: { database: TestDatabase; connection: 'same' | 'another' };
  } = {},
): Promise<TestApp> {
  const database = options.sharing?.database ?? (await createTestDatabase(kind));
  const clock = options.clock ?? new TestClock();
  const config = testConfig(options.config, options.env);
  const db = options.sharing?.connection === 'another' ? database.connectAgain() : database.db;
  const built = await buildApp({
    config,
    db,
    now: clock.now,
    logger: false,
    cardProvider: options.cardProvider,
  });
  await ensurePortalClient(built.ctx);
  if (options.seed) await seedDemo(built.ctx);

  const call = async (name: EndpointName, call: CallOptions = {}): Promise<CallResult> => {
    const definition = endpoints[name];
    const url = `/api/v1${buildPath(definition.path, call.params ?? {})}`;
    const headers: Record<string, string> = { ...(call.headers ?? {}) };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    let payload: string | undefined;
    if (call.body !== undefined) {
      if (call.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = encodeForm(call.body as Record<string, string>);
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(call.body);
      }
    }
    const response = await built.app.inject({
      method: definition.method,
      url,
      headers,
      payload,
      cookies: call.cookies,
      query: call.query,
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    const json = isJson ? (response.json() as CallResult['json']) : {};
    if (isJson && response.statusCode === 200 && definition.response !== 'binary') {
      // Every success answer matches the contract (docs/api.md "Response schemas and serialisation").
      dataEnvelope(definition.response).parse(json);
    }
    if (isJson && response.statusCode >= 400) errorResponseSchema.parse(json);
    return {
      status: response.statusCode,
      json,
      headers: response.headers,
      rawPayload: response.rawPayload,
      cookies: response.cookies as CallResult['cookies'],
    };
  };

  const ok = async <T>(name: EndpointName, callOptions?: CallOptions): Promise<T> => {
    const result = await call(name, callOptions);
    if (result.status !== 200) {
      throw new Error(`${name} answered ${result.status}: ${JSON.stringify(result.json)}`);
    }
    return result.json.data as T;
  };

  const mailbox: TestApp['mailbox'] = async (to) => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json',
      query: to ? { to } : {},
    });
    return (response.json() as { data: Awaited<ReturnType<TestApp['mailbox']>> }).data;
  };

  return {
    ...built,
    clock,
    database,
    call,
    ok,
    async clientToken() {
      const data = await ok<{ access_token: string }>('getToken', {
        form: true,
        body: { client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret },
      });
      return data.access_token;
    },
    async login(email, password, role) {
      const data = await ok<{ tokens: { access_token: string } }>('login', {
        body: {
          email,
          password,
          role,
          client_id: PORTAL_CLIENT.id,
          client_secret: PORTAL_CLIENT.secret,
        },
      });
      return data.tokens.access_token;
    },
    refresh(cookie) {
      return call('refreshToken', {
        form: true,
        body: { client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret },
        cookies: { salon_refresh: cookie },
      });
    },
    mailbox,
    async mailOf(to, kind) {
      return vi.waitFor(
        async () => {
          const mail = (await mailbox(to)).filter((m) => m.kind === kind).at(-1);
          if (!mail) throw new Error(`no ${kind} email to ${to} yet`);
          return mail;
        },
        { timeout: 10_000, interval: 50 },
      );
    },
    async close() {
      await built.app.close();
      // An app that shares another's database leaves it to that one.
      if (!options.sharing) await database.drop();
    },
  };
}

/**
 * A test file's seeded app: started before the file's tests, handed to `ready` (which keeps it and
 * signs in what the tests need), closed after them.
 */
export function seededApp(kind: DatabaseKind, ready: (t: TestApp) => Promise<void> | void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(kind, { seed: true });
    await ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** The sales team activates a contact who joined an existing company (spec §8 'Contact inactive'). */
export async function activateContact(t: TestApp, email: string) {
  const headers = { 'x-operator-key': OPERATOR_KEY };
  const overview = await t.ok<{ inactive_contacts: { id: string; email: string }[] }>(
    'operatorOverview',
    { headers },
  );
  const pending = overview.inactive_contacts.find((contact) => contact.email === email);
  if (!pending) throw new Error(`${email} does not await activation`);
  await t.ok('operatorActivateContact', { headers, params: { id: pending.id }, body: {} });
}

/** The query parameters of a link from an email. */
export function linkParams(link: string | null): URLSearchParams {
  if (!link) throw new Error('email without a link');
  return new URL(link).searchParams;
}

/** A reset-password body (spec §7): the token of an emailed link, a new password, confirmed. */
export function resetBody(link: string | null, password: string) {
  return { token: linkParams(link).get('token'), password, password_confirmation: password };
}
