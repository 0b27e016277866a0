// Who the server trusts and where it listens (docs/security.md "Client addresses", "Development
// mailbox"): TRUST_PROXY as hops or proxy addresses, the loopback-only development mailbox, the
// development HOST, the session lifetime's configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { BuiltApp } from '../src/app';
import { loadConfig } from '../src/config';
import { databaseKinds, startTestApp, testConfig } from './helpers';
import type { TestApp } from './helpers';

const dev = {
  NODE_ENV: 'development',
  DATA_DIR: '/nonexistent-salon-test',
  OPERATOR_KEY: 'k'.repeat(30),
};

describe('configuration of trust (docs/security.md)', () => {
  it('refuses TRUST_PROXY=true, which believes any X-Forwarded-For, naming TRUST_PROXY', () => {
    expect(() => loadConfig({ ...dev, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...dev, TRUST_PROXY: '10.0.0.1,nope' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a number of proxies or their addresses', () => {
    expect(loadConfig({ ...dev, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...dev, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadConfig(dev).trustProxy).toBe(false);
  });

  it('listens on the loopback in development unless HOST says otherwise', () => {
    expect(loadConfig(dev).host).toBe('127.0.0.1');
    expect(loadConfig({ ...dev, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('mounts the development mailbox only without SMTP_URL', () => {
    expect(loadConfig(dev).devMailbox).toBe(true);
    expect(loadConfig({ ...dev, SMTP_URL: 'smtp://mail:25' }).devMailbox).toBe(false);
  });

  it('ends sessions after 30 days by default, SESSION_MAX_AGE seconds when set', () => {
    expect(loadConfig(dev).ttl.session).toBe(30 * 86_400);
    expect(loadConfig({ ...dev, SESSION_MAX_AGE: '3600' }).ttl.session).toBe(3600);
    expect(() => loadConfig({ ...dev, SESSION_MAX_AGE: 'forever' })).toThrow(/SESSION_MAX_AGE/);
  });
});

describe.each(databaseKinds)('client address and development mailbox on %s', (kind) => {
  let t: TestApp;
  let proxied: BuiltApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // One proxy in front: the client is the address that proxy appended, never the first one.
    proxied = await buildApp({
      config: testConfig({ trustProxy: 1 }),
      db: t.database.db,
      now: t.clock.now,
      logger: false,
    });
    proxied.app.get('/whoami', (request) => ({ ip: request.ip }));
  });
  afterAll(async () => {
    await proxied?.app.close();
    await t?.close();
  });

  it('takes the client address from the hop the proxy added, not from a forged X-Forwarded-For', async () => {
    const answer = await proxied.app.inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(answer.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('serves the mailbox to this machine only, and not through a proxy', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(local.statusCode).toBe(200);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json',
      remoteAddress: '192.168.1.20',
    });
    expect(remote.statusCode).toBe(404);
    // The page answers as a path that does not exist: a 404, or the portal's page when it is built.
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '10.1.2.3',
    });
    const nothing = await t.app.inject({
      method: 'GET',
      url: '/dev/nothing',
      remoteAddress: '10.1.2.3',
    });
    expect(page.statusCode).toBe(nothing.statusCode);
    expect(page.body).toBe(nothing.body);
    expect(page.body).not.toContain('Development mailbox');
    const relayed = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(relayed.statusCode).toBe(404);
  });

  it('guards the mailbox whatever the encoding of its path (the router decodes it)', async () => {
    for (const url of [
      '/dev/%6dailbox.json',
      '/dev/mailbox%2Ejson',
      '/%64ev/mailbox',
      '/dev/mailbox/',
    ]) {
      // The same answer as a path that does not exist, of the same shape (a 404, or the portal's
      // page for a page's path when the portal is built): nothing says a mailbox is there.
      const absent = url.endsWith('json') ? '/dev/nothing.json' : '/dev/nothing';
      for (const method of ['GET', 'HEAD'] as const) {
        const remote = await t.app.inject({ method, url, remoteAddress: '192.168.1.20' });
        const nothing = await t.app.inject({ method, url: absent, remoteAddress: '192.168.1.20' });
        expect(remote.statusCode, `${method} ${url}`).toBe(nothing.statusCode);
        expect(remote.body, url).toBe(nothing.body);
        expect(remote.body, url).not.toContain('reset');
        expect(remote.body, url).not.toContain('Development mailbox');
      }
      const local = await t.app.inject({ method: 'GET', url });
      expect(local.statusCode, url).toBe(200);
    }
  });
});
