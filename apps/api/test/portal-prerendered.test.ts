// The portal's prerendered public pages as the API serves them (docs/performance.md "Prerendered
// pages"): /{lang}/{path} answers dist/{lang}/{path}/index.html when the build wrote it, any other
// portal route the single-page shell; the content security policy allows the pages' inline head
// script by the hash the build wrote (dist/csp.json), and no other inline script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalScriptHashes, prerenderedFile } from '../src/areas/portal/prerendered';
import { startTestApp, type TestApp } from './helpers';

const HASH = "'sha256-nQhBd8Gu8km/wPusU1YzfDZKcMK4IEM5is3zpQ9lqUo='";
/** What the portal's build writes (apps/portal/src/kit/routing/access.ts). */
const ACCESS = {
  privatePrefixes: ['guest', 'me', 'pro'],
  open: ['guest/login', 'pro/init/:sfid', 'pro/login', 'pro/register'],
  login: 'pro/login',
};
const HINT = { cookie: 'salon_session=1' };

describe('prerendered portal pages (docs/performance.md "Prerendered pages")', () => {
  let portalDir: string;
  let t: TestApp;
  beforeAll(async () => {
    portalDir = mkdtempSync(path.join(os.tmpdir(), 'salon-portal-prerendered-'));
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(portalDir, 'fr/pro/login'), { recursive: true });
    writeFileSync(
      path.join(portalDir, 'fr/pro/login/index.html'),
      '<!doctype html><html lang="fr"><div id="root" data-prerendered><h1>Connexion</h1></div>',
    );
    writeFileSync(path.join(portalDir, 'access.json'), JSON.stringify(ACCESS));
    writeFileSync(
      path.join(portalDir, 'csp.json'),
      JSON.stringify({ scriptSrc: [HASH, "'unsafe-inline'", 'https://evil.test'] }),
    );
    t = await startTestApp('pglite', { config: { portalDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('answers the prerendered page for its path, with or without the trailing slash', async () => {
    for (const url of ['/fr/pro/login', '/fr/pro/login/', '/fr/pro/login?redirect=%2Ffr%2Fme']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('data-prerendered');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers the shell for the other routes and languages (spec §2)', async () => {
    for (const url of ['/en/pro/login', '/fr/me/dashboard', '/fr/pro']) {
      const page = await t.app.inject({ method: 'GET', url, headers: HINT });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('data-prerendered');
      expect(page.body, url).toContain('<div id="root">');
    }
  });

  it("allows the head script's hash only: no other source from csp.json", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/fr/pro/login' });
    const policy = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSrc).toBe(`'self' ${HASH}`);
  });

  it('never maps a path outside /{lang}/ or with dots to a file', () => {
    expect(prerenderedFile(portalDir, '/fr/pro/login')).toBe('fr/pro/login/index.html');
    expect(prerenderedFile(portalDir, '/fr/../fr/pro/login')).toBeNull();
    expect(prerenderedFile(portalDir, '/de/pro/login')).toBeNull();
    expect(prerenderedFile(portalDir, '/fr/pro/register')).toBeNull();
    expect(portalScriptHashes('/nonexistent-portal-dist')).toEqual([]);
  });

  describe('a private link opened without a session (docs/performance.md, spec §5 route guards)', () => {
    it('redirects a private path without the session hint to the login of its language, the path kept', async () => {
      const cases: [string, string][] = [
        ['/fr/me/dashboard', '/fr/pro/login?redirect=%2Ffr%2Fme%2Fdashboard'],
        [
          '/en/pro/invoices?year=2025',
          '/en/pro/login?redirect=%2Fen%2Fpro%2Finvoices%3Fyear%3D2025',
        ],
        ['/fr/pro/rebooking/quote', '/fr/pro/login?redirect=%2Ffr%2Fpro%2Frebooking%2Fquote'],
        ['/en/me/whatever/', '/en/pro/login?redirect=%2Fen%2Fme%2Fwhatever%2F'],
        ['/fr/%6De/dashboard', '/fr/pro/login?redirect=%2Ffr%2F%256De%2Fdashboard'],
        ['/fr/guest/contact', '/fr/pro/login?redirect=%2Ffr%2Fguest%2Fcontact'],
      ];
      for (const [url, location] of cases) {
        const page = await t.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(302);
        expect(page.headers.location, url).toBe(location);
        expect(page.headers['cache-control'], url).toBe('no-store');
      }
    });

    it('serves the app where a session may be restored, and the open pages to everyone', async () => {
      const hinted = await t.app.inject({ method: 'GET', url: '/fr/me/dashboard', headers: HINT });
      expect(hinted.statusCode).toBe(200);
      expect(hinted.body).toContain('<div id="root">');
      for (const url of [
        '/fr/pro/login',
        '/fr/pro/init/0031x00000ABC',
        '/en/pro/register',
        '/fr/forgot-password',
        '/fr',
      ]) {
        const page = await t.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
      }
      const api = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
      expect(api.statusCode).not.toBe(302);
    });
  });
});
