// The floor plan of an event (spec §4 'Only exhibitors who paid at least the 1st installment reach
// the floor plan'; spec §2 pro/stand): listed and served to the exhibitors of the event once its
// 1st installment is paid, refused (4220) before; the sales team sets it, a PDF or an image checked
// by its magic numbers, or the organiser's interactive plan's address (operator call and CLI).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FloorPlan } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_UNPAID_EXHIBITOR } from '../src/seed/booth';
import { DEMO_ACCOUNTS, OPERATOR_KEY, databaseKinds, seededApp } from './helpers';
import type { TestApp } from './helpers';
import { runCli } from './operator-cli';

const SPRING = 'camp-printemps'; // the demo exhibitor's 1st installment is paid
const AUTUMN = 'camp-automne'; // signed, 1st installment unpaid (both demo exhibitors)
const operator = { 'x-operator-key': OPERATOR_KEY };
/** The 8 bytes every PNG starts with, then a few of its header. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 0x49, 0x48, 0x44]);

describe.each(databaseKinds)('floor plans on %s (spec §2 pro/stand, §4)', (kind) => {
  let t: TestApp;
  let exhibitor: string;
  let unpaid: string;
  seededApp(kind, async (app) => {
    t = app;
    exhibitor = await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant');
    unpaid = await t.login(DEMO_UNPAID_EXHIBITOR.email, DEMO_ACCOUNTS[0].password, 'exposant');
  });

  it('gives the paid exhibitor the floor plan of its paid event only, as the seeded PDF (spec §4)', async () => {
    const plans = await t.ok<FloorPlan[]>('floorPlans', { token: exhibitor });
    expect(plans).toEqual([
      expect.objectContaining({
        campaign_id: SPRING,
        url: null,
        filename: 'plan-hall-7.pdf',
        content_type: 'application/pdf',
      }),
    ]);
    const file = await t.call('floorPlanFile', { token: exhibitor, params: { cid: SPRING } });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="plan-hall-7.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(plans[0]!.size);
  });

  it('refuses the floor plan of an event whose 1st installment is unpaid (4220, feature locked)', async () => {
    expect(await t.ok<FloorPlan[]>('floorPlans', { token: unpaid })).toEqual([]);
    for (const token of [exhibitor, unpaid]) {
      const result = await t.call('floorPlanFile', { token, params: { cid: AUTUMN } });
      expect(result.status).toBe(422);
      expect(result.json).toMatchObject({ code: 4220, description: 'error.feature_locked' });
    }
  });

  it('answers not found for another company’s event, as for an unknown one', async () => {
    const other = await t.call('floorPlanFile', { token: unpaid, params: { cid: SPRING } });
    expect(other.status).toBe(404);
    const unknown = await t.call('floorPlanFile', {
      token: exhibitor,
      params: { cid: 'camp-inconnue' },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses visitors (403) (spec §6)', async () => {
    const visitor = await t.login(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password, 'visiteur');
    expect((await t.call('floorPlans', { token: visitor })).status).toBe(403);
    const file = await t.call('floorPlanFile', { token: visitor, params: { cid: SPRING } });
    expect(file.status).toBe(403);
  });

  it('refuses an upload that is not a PDF nor an image, or whose bytes are not its type', async () => {
    const upload = (content: Buffer, contentType: string, filename = 'plan.png') =>
      t.call('operatorPutFloorPlan', {
        headers: operator,
        params: { cid: SPRING },
        body: { filename, content_type: contentType, content_base64: content.toString('base64') },
      });
    const html = await upload(Buffer.from('<html>a plan</html>'), 'image/png');
    expect(html.status).toBe(422);
    expect(html.json.errors).toEqual({ content_base64: ['validation.invalid'] });
    // A PNG sent as a JPEG: the magic numbers decide, not the name.
    const mislabelled = await upload(PNG, 'image/jpeg', 'plan.jpg');
    expect(mislabelled.status).toBe(422);
    const text = await upload(Buffer.from('hall 7 plan'), 'text/plain', 'plan.txt');
    expect(text.status).toBe(422);
    const anonymous = await t.call('operatorPutFloorPlan', {
      params: { cid: SPRING },
      body: { url: 'https://plan.example.org/hall-7' },
    });
    expect(anonymous.status).toBe(401);
    // Nothing refused was written: the seeded plan is still served.
    const plans = await t.ok<FloorPlan[]>('floorPlans', { token: exhibitor });
    expect(plans[0]).toMatchObject({ filename: 'plan-hall-7.pdf' });
  });

  it('replaces a plan with an image, then with the interactive plan’s address', async () => {
    const image = await t.ok<FloorPlan>('operatorPutFloorPlan', {
      headers: operator,
      params: { cid: SPRING },
      body: {
        filename: 'hall-7.png',
        content_type: 'image/png',
        content_base64: PNG.toString('base64'),
      },
    });
    expect(image).toMatchObject({ content_type: 'image/png', size: PNG.length, url: null });
    const served = await t.call('floorPlanFile', { token: exhibitor, params: { cid: SPRING } });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    const address = 'https://plan.example.org/printemps/hall-7';
    await t.ok('operatorPutFloorPlan', {
      headers: operator,
      params: { cid: SPRING },
      body: { url: address },
    });
    const plans = await t.ok<FloorPlan[]>('floorPlans', { token: exhibitor });
    expect(plans[0]).toMatchObject({
      url: address,
      filename: null,
      content_type: null,
      size: null,
    });
    // An interactive plan has no document to serve.
    expect(
      (await t.call('floorPlanFile', { token: exhibitor, params: { cid: SPRING } })).status,
    ).toBe(404);
    const unknown = await t.call('operatorPutFloorPlan', {
      headers: operator,
      params: { cid: 'camp-inconnue' },
      body: { url: address },
    });
    expect(unknown.status).toBe(404);
  });

  it('describes the document as a PDF, PNG or JPEG in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const document = response.json() as {
      paths: Record<string, { get: { responses: { 200: { content: object } } } }>;
    };
    expect(
      Object.keys(document.paths['/me/floor-plans/{cid}']!.get.responses[200].content),
    ).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
  });

  it('sets a floor plan from the operator CLI (`floor-plan <event> <file>`)', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-plan-'));
    const file = path.join(dir, 'hall-5.png');
    writeFileSync(file, PNG);
    let output: string;
    try {
      output = await runCli(base, 'floor-plan', AUTUMN, file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(output).toContain(`Floor plan of ${AUTUMN} saved.`);
  });
});
