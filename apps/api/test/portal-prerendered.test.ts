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
      const page = await t.app.inject({ method: 'GET', url });
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
});
