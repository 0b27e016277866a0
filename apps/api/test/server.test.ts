import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ConfigError } from '../src/infra/config/env';
import { openDatabase } from '../src/infra/db/client';
import { deliverPending, startOutboxWorker } from '../src/infra/email/outbox';
import { ensurePortalClient } from '../src/seed/demo';
import {
  PORTAL_CLIENT,
  PRODUCTION_ENV,
  TestClock,
  databaseKinds,
  linkParams,
  startTestApp,
  testConfig,
} from './helpers';
import type { TestApp } from './helpers';

describe('configuration (docs/api.md: a wrong or missing value in production stops the start)', () => {
  it('names every missing production variable', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'DATABASE_URL',
      'SMTP_URL',
      'PUBLIC_URL',
      'OPERATOR_KEY',
      'PAYMENT_PROVIDER',
      'BANK_IBAN',
      'MARKETPLACE_URL',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('names a wrong value', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', OPERATOR_KEY: 'x'.repeat(30), DATA_DIR: '/tmp/x' }),
    ).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', OPERATOR_KEY: 'x'.repeat(30) })).toThrow(
      /DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ PAYMENT_BLACKOUT: '2025-01-02..2025-01-01', OPERATOR_KEY: 'x'.repeat(30) }),
    ).toThrow(/PAYMENT_BLACKOUT/);
  });

  it('reads the pool size, the read pipelines and a Unix-socket URL (apps/api/README.md "Configuration")', () => {
    const base = { OPERATOR_KEY: 'x'.repeat(30) };
    const socket = 'postgres://salon@/salon?host=/var/run/postgresql';
    expect(loadConfig({ ...base, DATABASE_URL: socket }).database).toEqual({
      kind: 'postgres',
      url: socket,
      poolMax: 10,
      readPipelines: 2,
    });
    const sized = loadConfig({
      ...base,
      DATABASE_URL: socket,
      DATABASE_POOL_MAX: '4',
      DATABASE_READ_PIPELINES: '0',
    });
    expect(sized.database).toMatchObject({ poolMax: 4, readPipelines: 0 });
    expect(() => loadConfig({ ...base, DATABASE_URL: socket, DATABASE_POOL_MAX: '0' })).toThrow(
      /DATABASE_POOL_MAX/,
    );
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: socket, DATABASE_READ_PIPELINES: '-1' }),
    ).toThrow(/DATABASE_READ_PIPELINES/);
  });

  it('routes each contact-form subject to its team mailbox, overridable one by one (spec §2 pro/contact)', () => {
    const base = { OPERATOR_KEY: 'x'.repeat(30), DATA_DIR: '/tmp/x' };
    expect(loadConfig(base).contactMailboxes).toEqual({
      commercial: 'commercial@salon.test',
      exhibitor_account: 'exposants@salon.test',
      billing: 'facturation@salon.test',
      booth: 'stands@salon.test',
      badges: 'badges@salon.test',
      other: 'exposants@salon.test',
    });
    const config = loadConfig({
      ...base,
      CONTACT_MAILBOX: 'service@show.test',
      CONTACT_MAILBOX_BILLING: 'compta@show.test',
    });
    expect(config.contactMailboxes).toMatchObject({
      billing: 'compta@show.test',
      other: 'service@show.test',
    });
    expect(() => loadConfig({ ...base, CONTACT_MAILBOX_BOOTH: 'stands' })).toThrow(
      /CONTACT_MAILBOX_BOOTH/,
    );
  });

  it('starts in production with every value given, without the development mailbox', async () => {
    const config = loadConfig({ ...PRODUCTION_ENV });
    expect(config.production).toBe(true);
    expect(config.marketplace.builtIn).toBe(false);
    expect(config.devMailbox).toBe(false);
    expect(config.seed).toBe('none');
  });
});

describe.each(databaseKinds)(
  'HTTP behaviour on %s (docs/api.md "Errors", security headers)',
  (kind) => {
    let t: TestApp;
    let portalDir: string;
    beforeAll(async () => {
      portalDir = mkdtempSync(path.join(os.tmpdir(), 'salon-portal-'));
      mkdirSync(path.join(portalDir, 'assets'));
      writeFileSync(
        path.join(portalDir, 'index.html'),
        '<!doctype html><title>Salon</title><div id="root"></div>',
      );
      writeFileSync(path.join(portalDir, 'assets', 'index-abc123.js'), 'console.log(1)');
      // The portal's build precompresses its files (apps/portal/scripts/compress.mjs).
      writeFileSync(
        path.join(portalDir, 'assets', 'index-abc123.js.br'),
        brotliCompressSync('console.log(1)'),
      );
      writeFileSync(
        path.join(portalDir, 'index.html.gz'),
        gzipSync('<!doctype html><title>Salon</title><div id="root"></div>'),
      );
      t = await startTestApp(kind, { config: { portalDir } });
    });
    afterAll(async () => {
      await t?.close();
      rmSync(portalDir, { recursive: true, force: true });
    });

    it('serves the built portal, its routes through index.html, hashed assets for a year', async () => {
      const home = await t.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<div id="root">');
      const route = await t.app.inject({
        method: 'GET',
        url: '/fr/pro/payment-validation/abc?x=1',
      });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<div id="root">');
      expect(route.headers['cache-control']).toBe('no-cache');
      const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
      expect(missingAsset.statusCode).toBe(404);
    });

    it('serves the precompressed copies to browsers that accept them (docs/performance.md)', async () => {
      const fetch = (url: string, acceptEncoding: string) =>
        t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      const brotli = await fetch('/assets/index-abc123.js', 'br, gzip');
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
      const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(1)');
      // A portal route: the page, gzipped for a browser that takes gzip only.
      const page = await fetch('/fr/pro/login', 'gzip');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');
    });

    it('answers unknown API paths with 404 and code 4040 in the error shape', async () => {
      // Encoded too: the router reads `/%61pi/…` as `/api/…`, so does the not-found answer.
      for (const url of ['/api/v1/nothing-here', '/%61pi/v1/nothing-here']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ code: 4040, description: 'error.not_found' });
        expect(response.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      }
    });

    it('sends security headers with a CSP that allows the portal’s own scripts, styles and fonts', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("font-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('turns unreadable payloads into 2201, never a 5xx (spec §8)', async () => {
      const token = await t.clientToken();
      const send = (payload: string, contentType = 'application/json') =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/forgot-password',
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
          payload,
        });
      const broken = await send('{"email": ');
      expect(broken.statusCode).toBe(422);
      expect(broken.json()).toMatchObject({ code: 2201 });
      const proto = await send(
        '{"__proto__": {"admin": true}, "email": "a@b.co", "role": "exposant"}',
      );
      expect(proto.statusCode).toBe(422);
      const empty = await send('');
      expect(empty.json()).toMatchObject({ code: 2201, errors: { _form: ['validation.invalid'] } });
      const xml = await send('<a/>', 'application/xml');
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toMatchObject({ code: 2201 });
      const huge = await send(
        JSON.stringify({ email: 'a@b.co', role: 'exposant', pad: 'x'.repeat(200_000) }),
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ code: 2201 });
    });

    it('serves the development mailbox as a page and as JSON (docs/api.md)', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Development mailbox</h1>');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    });
  },
);

describe('a page for an unbuilt portal, and no mailbox in production', () => {
  it('says how to build the portal when apps/portal/dist is missing', async () => {
    const t = await startTestApp('pglite', { config: { portalDir: '/nonexistent-portal-dist' } });
    try {
      const home = await t.app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('pnpm --filter @salon/portal build');
    } finally {
      await t.close();
    }
  });

  it('does not mount /dev/mailbox in production', async () => {
    const t = await startTestApp('pglite', { config: { devMailbox: false } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('restart in the middle of a flow (docs/api.md: nothing is lost, the outbox resumes)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-data-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(clock: TestClock) {
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await db.migrate();
    const built = await buildApp({ config: testConfig(), db, now: clock.now, logger: false });
    await ensurePortalClient(built.ctx);
    return { ...built, db };
  }

  it('keeps a registration and its unsent email across a restart, then sends it', async () => {
    const clock = new TestClock();
    const first = await start(clock);
    const tokenResponse = await first.app.inject({
      method: 'POST',
      url: '/api/v1/get-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `client_id=${PORTAL_CLIENT.id}&client_secret=${PORTAL_CLIENT.secret}`,
    });
    const token = (tokenResponse.json() as { data: { access_token: string } }).data.access_token;
    const password = 'Redemarrage-2026!';
    const done = await first.app.inject({
      method: 'POST',
      url: '/api/v1/valid-tmp-register',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        contact: {
          salutation: 'Mr',
          lastname: 'Roux',
          firstname: 'Jean',
          phone: '0102030405',
          email: 'jean@roux.test',
        },
        company_name: 'Roux SARL',
        password,
        password_confirmation: password,
        terms: true,
      }),
    });
    expect(done.statusCode).toBe(200);
    // A second process on the same data directory is refused (PGlite is one process only).
    writeFileSync(path.join(dataDir, 'pglite.lock'), '1');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by process 1/);
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    await first.app.close();
    await first.db.close();

    const second = await start(clock);
    try {
      const sent: { to: string; subject: string; text: string }[] = [];
      const transport = {
        sendMail: async (mail: { to: string; subject: string; text: string }) => sent.push(mail),
      };
      const worker = startOutboxWorker(second.ctx, transport as never);
      await worker!.flush();
      await worker!.stop();
      expect(sent.map((mail) => mail.to)).toEqual(['jean@roux.test']);
      expect(await deliverPending(second.ctx, transport as never)).toBe(0); // sent once only

      const mailbox = await second.app.inject({
        method: 'GET',
        url: '/dev/mailbox.json?to=jean@roux.test',
      });
      const [mail] = (mailbox.json() as { data: { link: string; sent_at: string | null }[] }).data;
      expect(mail?.sent_at).not.toBeNull();
      // Once sent, the outbox keeps no token (docs/security.md): the link is the one mailed.
      const link = linkParams(/https?:\/\/\S+/.exec(sent[0]!.text)![0]);
      const verified = await second.app.inject({
        method: 'POST',
        url: '/api/v1/verified-email',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: link.get('email'), token: link.get('token') }),
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await second.app.close();
      await second.db.close();
    }
  });

  it('retries a failed send later with a growing delay', async () => {
    const clock = new TestClock();
    const app = await start(clock);
    try {
      await app.ctx.db.tx(async (tx) => {
        const { enqueueEmail } = await import('../src/infra/email/outbox');
        await enqueueEmail(tx, {
          kind: 'contact_copy',
          to: 'retry@salon.test',
          langue: 'fr',
          data: { message: 'x' },
        });
      });
      let fail = true;
      const sent: string[] = [];
      const transport = {
        sendMail: async (mail: { to: string }) => {
          if (fail) throw new Error('SMTP down');
          sent.push(mail.to);
        },
      };
      expect(await deliverPending(app.ctx, transport as never)).toBe(0);
      fail = false;
      expect(await deliverPending(app.ctx, transport as never)).toBe(0); // not yet due again
      clock.advance(31);
      expect(await deliverPending(app.ctx, transport as never)).toBe(1);
      expect(sent).toEqual(['retry@salon.test']);
    } finally {
      await app.app.close();
      await app.db.close();
    }
  });
});
