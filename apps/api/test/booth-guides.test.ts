// The booth page's guides (spec §2 pro/stand; §4, §6 locked until the 1st installment): served to
// the exhibitors of the event only, once its 1st installment is paid, as PDF with a download name;
// the sales team adds or replaces them (operator call and CLI).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Guide } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { renderGuidePdf } from '../src/seed/guide-pdf';
import { DEMO_UNPAID_EXHIBITOR } from '../src/seed/booth';
import { DEMO_ACCOUNTS, OPERATOR_KEY, seededApp } from './helpers';
import type { TestApp } from './helpers';
import { runCli } from './operator-cli';

const SPRING = 'camp-printemps';
const AUTUMN = 'camp-automne';
const operator = { 'x-operator-key': OPERATOR_KEY };

describe('booth guides (spec §2 pro/stand, §4, §6)', () => {
  let t: TestApp;
  let exhibitor: string;
  let unpaid: string;
  seededApp('pglite', async (app) => {
    t = app;
    exhibitor = await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant');
    unpaid = await t.login(DEMO_UNPAID_EXHIBITOR.email, DEMO_ACCOUNTS[0].password, 'exposant');
  });

  it('lists the four guides of the events whose 1st installment is paid, and no others', async () => {
    const guides = await t.ok<Guide[]>('guides', { token: exhibitor });
    // The demo exhibitor paid the spring event's 1st installment, not the autumn one's.
    expect(new Set(guides.map((guide) => guide.campaign_id))).toEqual(new Set([SPRING]));
    expect(guides.map((guide) => guide.kind)).toEqual([
      'exhibitor_guide',
      'practical_information',
      'theft_insurance',
      'user_guide',
    ]);
    expect(guides[0]!.languages).toEqual(['fr', 'en']);
    // The insurer's conditions are written once, in French.
    expect(guides[2]!.languages).toEqual(['fr']);
    expect(await t.ok<Guide[]>('guides', { token: unpaid })).toEqual([]);
  });

  it('serves a guide as a PDF with its download name, in the language asked', async () => {
    const english = await t.call('guideFile', {
      token: exhibitor,
      params: { cid: SPRING, kind: 'exhibitor_guide', lang: 'en' },
    });
    expect(english.status).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toBe(
      'attachment; filename="exhibitor-guide.pdf"',
    );
    expect(english.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const french = await t.call('guideFile', {
      token: exhibitor,
      params: { cid: SPRING, kind: 'exhibitor_guide', lang: 'fr' },
    });
    expect(french.headers['content-disposition']).toBe('attachment; filename="guide-exposant.pdf"');
  });

  it('serves the French document of a guide written once to an English reader (spec §1 fallback)', async () => {
    const result = await t.call('guideFile', {
      token: exhibitor,
      params: { cid: SPRING, kind: 'theft_insurance', lang: 'en' },
    });
    expect(result.status).toBe(200);
    expect(result.headers['content-disposition']).toBe(
      'attachment; filename="vol-et-assurance.pdf"',
    );
  });

  it('refuses the guide of an event whose 1st installment is unpaid (4220, feature locked)', async () => {
    for (const token of [exhibitor, unpaid]) {
      const result = await t.call('guideFile', {
        token,
        params: { cid: AUTUMN, kind: 'exhibitor_guide', lang: 'fr' },
      });
      expect(result.status).toBe(422);
      expect(result.json).toMatchObject({ code: 4220, description: 'error.feature_locked' });
    }
  });

  it('answers not found for an event the company is not registered for', async () => {
    const result = await t.call('guideFile', {
      token: unpaid,
      params: { cid: SPRING, kind: 'exhibitor_guide', lang: 'fr' },
    });
    expect(result.status).toBe(404);
  });

  it('refuses visitors (403) and a client token (401) (spec §6, §7)', async () => {
    const visitor = await t.login(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password, 'visiteur');
    expect((await t.call('guides', { token: visitor })).status).toBe(403);
    const file = await t.call('guideFile', {
      token: visitor,
      params: { cid: SPRING, kind: 'user_guide', lang: 'fr' },
    });
    expect(file.status).toBe(403);
    expect((await t.call('guides', { token: await t.clientToken() })).status).toBe(401);
  });

  it('lets the sales team replace a guide; the exhibitor then gets the new document', async () => {
    const pdf = await renderGuidePdf({
      lang: 'fr',
      title: 'Guide utilisateur, édition révisée',
      event: 'Salon Printemps',
      author: 'Salon SAS',
      sections: [{ heading: 'Nouveautés', paragraphs: ['La page Stand réunit vos guides.'] }],
    });
    const saved = await t.ok<Guide>('operatorPutGuide', {
      headers: operator,
      params: { cid: SPRING, kind: 'user_guide' },
      body: {
        language: 'fr',
        filename: 'guide-utilisateur-2.pdf',
        content_type: 'application/pdf',
        content_base64: pdf.toString('base64'),
      },
    });
    expect(saved).toMatchObject({ kind: 'user_guide', languages: ['fr', 'en'] });
    expect(saved.sizes.fr).toBe(pdf.length);
    const served = await t.call('guideFile', {
      token: exhibitor,
      params: { cid: SPRING, kind: 'user_guide', lang: 'fr' },
    });
    expect(served.headers['content-disposition']).toBe(
      'attachment; filename="guide-utilisateur-2.pdf"',
    );
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
  });

  it('refuses a document that is not a PDF, an unknown event and a call without the operator key', async () => {
    const body = {
      language: 'en',
      filename: 'guide.pdf',
      content_type: 'application/pdf',
      content_base64: Buffer.from('<html>not a pdf</html>').toString('base64'),
    };
    const notPdf = await t.call('operatorPutGuide', {
      headers: operator,
      params: { cid: SPRING, kind: 'user_guide' },
      body,
    });
    expect(notPdf.status).toBe(422);
    expect(notPdf.json.errors).toEqual({ content_base64: ['validation.invalid'] });
    const pdf = (
      await renderGuidePdf({ lang: 'en', title: 'x', event: 'x', author: 'x', sections: [] })
    ).toString('base64');
    const unknown = await t.call('operatorPutGuide', {
      headers: operator,
      params: { cid: 'camp-inconnue', kind: 'user_guide' },
      body: { ...body, content_base64: pdf },
    });
    expect(unknown.status).toBe(404);
    const anonymous = await t.call('operatorPutGuide', {
      params: { cid: SPRING, kind: 'user_guide' },
      body: { ...body, content_base64: pdf },
    });
    expect(anonymous.status).toBe(401);
  });

  it('adds a guide from the operator CLI (`guide <event> <kind> <lang> <file>`)', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-guide-'));
    const file = path.join(dir, 'practical-information-v2.pdf');
    writeFileSync(
      file,
      await renderGuidePdf({
        lang: 'en',
        title: 'Practical',
        event: 'Autumn',
        author: 'Salon',
        sections: [],
      }),
    );
    let output: string;
    try {
      output = await runCli(base, 'guide', AUTUMN, 'practical_information', 'en', file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(output).toContain(`Guide practical_information of ${AUTUMN} saved (fr, en).`);
  });
});
