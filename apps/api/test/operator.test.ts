import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, opportunities, quoteLines } from '../src/infra/db/schema';
import { OPERATOR_KEY, PORTAL_CLIENT, seededApp } from './helpers';
import type { TestApp } from './helpers';
import { runCli } from './operator-cli';

const operator = { 'x-operator-key': OPERATOR_KEY };

describe('operator calls and the operator CLI (spec §1, §4)', () => {
  let t: TestApp;
  let base: string;
  seededApp('pglite', async (app) => {
    t = app;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const cli = (...args: string[]) => runCli(base, ...args);

  it('lists what waits for the sales team', async () => {
    const output = await cli('list');
    expect(output).toContain('First-registration requests (1)');
    expect(output).toContain('Nouvelle Marque SARL');
    expect(output).toContain('Pending bank transfers (1)');
    expect(output).toContain('VIR-');
    expect(output).toContain('Quotes to revise (1)');
  });

  it('revises a quote with any quantity the document allows and a discount of two decimals, stored exactly (spec §4)', async () => {
    // Found by the conformance run (docs/security.md): a `real` column rounded quantities. The
    // smallest quantity of three decimals is stored exactly; a smaller one is refused below.
    const [open] = await t.ctx.db.read((db) =>
      db
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(inArray(opportunities.etape, ['Qualification', 'Valorisation'])),
    );
    const lines = [
      { label: 'Surface', quantity: 0.001, unit_price: 42_000 },
      { label: 'Angle', quantity: 1234.567, unit_price: 350 },
    ];
    const result = await t.call('operatorReviseQuote', {
      headers: operator,
      params: { id: open!.id },
      body: { lines, discount_rate: 33.33 },
    });
    expect(result.status).toBe(200);
    const stored = await t.ctx.db.read((db) =>
      db
        .select({ quantity: quoteLines.quantity })
        .from(quoteLines)
        .orderBy(quoteLines.position)
        .where(inArray(quoteLines.opportunityId, [open!.id])),
    );
    expect(stored.map((line) => line.quantity)).toEqual([0.001, 1234.567]);
    const [offer] = await t.ctx.db.read((db) =>
      db
        .select({ rate: offers.discountRate })
        .from(offers)
        .where(inArray(offers.opportunityId, [open!.id])),
    );
    expect(offer?.rate).toBe(33.33);
  });

  it('refuses a discount rate of more than two decimals, a quantity of more than three and a unit price beyond exact totals, writing nothing (spec §4, §9)', async () => {
    // Found by the conformance run: 9.45e-10 % was stored, then every read of the quote failed.
    const [open] = await t.ctx.db.read((db) =>
      db
        .select({ id: opportunities.id, version: opportunities.version })
        .from(opportunities)
        .where(inArray(opportunities.etape, ['Qualification', 'Valorisation'])),
    );
    const line = { label: 'Surface', quantity: 2, unit_price: 42_000 };
    const refused = [
      { discount_rate: 9.450553558953754e-10 },
      { discount_rate: 12.345 },
      // A line's quantity of more than three decimals, and a unit price beyond exact totals.
      { lines: [{ ...line, quantity: 9.155572406024806 }] },
      // Not 0, yet 0 at three decimals: it was stored, then the revision answered 500.
      { lines: [{ ...line, quantity: 5.18e-101 }] },
      { lines: [{ ...line, quantity: 9.55e-171 }] },
      { lines: [{ ...line, unit_price: 9_007_199_254_740_980 }] },
    ];
    for (const body of refused) {
      const result = await t.call('operatorReviseQuote', {
        headers: operator,
        params: { id: open!.id },
        body,
      });
      expect(result.status).toBe(422);
    }
    const [after] = await t.ctx.db.read((db) =>
      db
        .select({ version: opportunities.version })
        .from(opportunities)
        .where(inArray(opportunities.id, [open!.id])),
    );
    expect(after?.version).toBe(open!.version);
  });

  it('revises the quote under review from the command line', async () => {
    const overview = await t.ok<{ quotes_to_revise: { id: string }[] }>('operatorOverview', {
      headers: operator,
    });
    const id = overview.quotes_to_revise[0]!.id;
    const output = await cli(
      'revise-quote',
      id,
      '--surface',
      '30',
      '--angles',
      '2',
      '--line',
      'Surface 30 m²;30;420',
      '--line',
      'Angle ouvert;2;350',
      '--message',
      'Devis modifié',
    );
    expect(output).toMatch(
      /^Quote revised: En attente confirmation client, total [\d\s\u202f,]+\u00a0€$/,
    );
    // Not under review any more: a second revision is refused.
    const again = await t.call('operatorReviseQuote', {
      headers: operator,
      params: { id },
      body: { surface: 20 },
    });
    expect(again.json.code).toBe(4220);
  });

  it('declines a first-registration request with an email in the requester’s language', async () => {
    const [request] = await t.ok<{ id: string; status: string }[]>('operatorFirstRegistrations', {
      headers: operator,
    });
    expect(request?.status).toBe('pending');
    const output = await cli(
      'decide-first-registration',
      request!.id,
      'decline',
      '--comment',
      'Complet',
    );
    expect(output).toContain('"status": "declined"');
    const [mail] = await t.mailbox('nouvelle.marque@salon.test');
    expect(mail?.kind).toBe('first_registration_declined');
    expect(mail?.text).toContain('Complet');
  });

  it('refuses operator calls without the operator key (1001)', async () => {
    const result = await t.call('operatorOverview', { headers: { 'x-operator-key': 'wrong' } });
    expect(result.status).toBe(401);
    expect(result.json.code).toBe(1001);
  });
});

describe('start-up on the embedded default (docs/api.md: starts with nothing else installed, seeds)', () => {
  it(
    'starts, prints the demo accounts and the client id, serves the calls, stops on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-start-'));
      const root = path.resolve(import.meta.dirname, '..');
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        const url = await new Promise<string>((resolve, reject) => {
          const timer = setInterval(() => {
            const match = /Salon is running on (http:\/\/localhost:\d+)/.exec(output);
            if (match && output.includes('Visitor:')) {
              clearInterval(timer);
              resolve(match[1]!.replace('localhost', '127.0.0.1'));
            }
          }, 100);
          child.on('exit', () => reject(new Error(`server exited:\n${output}`)));
          setTimeout(() => reject(new Error(`no banner after 60 s:\n${output}`)), 60_000);
        });
        expect(output).toContain('exposant@salon.test / Demo-Exposant-2026!');
        expect(output).toContain('visiteur@salon.test / Demo-Visiteur-2026!');
        expect(output).toContain('salon-portal');
        expect(output).toContain('/dev/mailbox');
        const tokenResponse = await fetch(`${url}/api/v1/get-token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `client_id=${PORTAL_CLIENT.id}&client_secret=${PORTAL_CLIENT.secret}`,
        });
        const { data } = (await tokenResponse.json()) as { data: { access_token: string } };
        const campaigns = await fetch(`${url}/api/v1/list-campaigns`, {
          headers: { authorization: `Bearer ${data.access_token}` },
        });
        expect(((await campaigns.json()) as { data: unknown[] }).data).toHaveLength(2);
      } finally {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.on('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
