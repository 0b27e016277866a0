// Badges and invitations (spec §2 pro/badges, me/badges, campaign badges modal; spec §4, §6: locked
// until the 1st installment is paid): real PDFs with a signed QR code, the selection in one file,
// the lock and the ownership refused with the catalogue's codes, the entrance scan (the built-in
// ticketing page: ticketing.test.ts).
import { describe, expect, it } from 'vitest';
import { newId } from '../src/infra/crypto';
import { campaignMembers } from '../src/infra/db/schema';
import { badgeCode, verifyBadgeCode } from '../src/core/ticketing/codes';
import { parsePdf } from './billing-fixture';
import { DEMO_ACCOUNTS, OPERATOR_KEY, databaseKinds, seededApp } from './helpers';
import type { TestApp } from './helpers';

const [exhibitor, visitor] = DEMO_ACCOUNTS;
const SPRING = 'camp-printemps'; // the 1st installment of one registration is paid
const AUTUMN = 'camp-automne'; // registrations signed, no 1st installment paid yet

type Member = { id: string; name: string; categorie_inscription: string };

/**
 * A PDF info string as pdfkit writes it: an indirect object holding a literal string, UTF-16BE
 * with a byte-order mark when not ASCII.
 */
function pdfInfo(pdf: Buffer, field: 'Title' | 'Subject'): string {
  const text = pdf.toString('latin1');
  const reference = new RegExp(`/${field} (\\d+) 0 R`).exec(text);
  if (!reference) return '';
  const object = new RegExp(`\\n${reference[1]} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)\\nendobj`).exec(
    text,
  );
  if (!object) return '';
  const bytes = Buffer.from(
    object[1]!.replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) =>
      /^[0-7]+$/.test(escaped)
        ? String.fromCharCode(parseInt(escaped, 8))
        : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[escaped] ?? escaped),
    ),
    'latin1',
  );
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

describe.each(databaseKinds)('badges and invitations on %s (spec §2, §4, §6)', (kind) => {
  let t: TestApp;
  let pro: string;
  let guest: string;
  let spring: Member[];
  const otherCompanyMember = newId();
  const lockedMember = newId();

  seededApp(kind, async (app) => {
    t = app;
    pro = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    guest = await t.login(visitor.email, visitor.password, 'visiteur');
    spring = await t.ok<Member[]>('campaignMembers', { token: pro, params: { cid: SPRING } });
    await t.ctx.db.tx(async (tx) => {
      await tx.insert(campaignMembers).values([
        {
          id: otherCompanyMember,
          campaignId: SPRING,
          accountId: 'acc-atelier-nord',
          name: 'Paul Nord',
          categorieInscription: 'Exposant',
        },
        {
          id: lockedMember,
          campaignId: AUTUMN,
          accountId: 'acc-maison-lumiere',
          name: 'Inès Robert',
          categorieInscription: 'Exposant',
        },
      ]);
    });
  });

  const member = (name: string) => spring.find((m) => m.name === name)!;

  it('downloads one badge as a PDF naming the holder, with a signed code a scanner verifies', async () => {
    const claire = member('Claire Martin');
    const pdf = await t.call('badgePdf', { token: pro, params: { id: claire.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="badge-claire-martin.pdf"',
    );
    const parsed = parsePdf(pdf.rawPayload);
    expect(parsed.pages).toBe(1);
    expect(parsed.embeddedFont).toBe(true);
    expect(pdfInfo(pdf.rawPayload, 'Title')).toContain('Claire Martin');

    const code = pdfInfo(pdf.rawPayload, 'Subject');
    expect(verifyBadgeCode(t.ctx.config.ticketing.secret, code)).toEqual({
      memberId: claire.id,
      campaignId: SPRING,
    });
    const check = await t.ok<{ name: string; event_name: string }>('operatorBadgeCheck', {
      headers: { 'x-operator-key': OPERATOR_KEY },
      params: { code },
    });
    expect(check.name).toBe('Claire Martin');
    expect(check.event_name).toMatch(/^Salon Printemps/);
  });

  it('records each admission and says on the next scan that the badge was admitted, and when (docs/security.md)', async () => {
    type Admission = {
      name: string;
      admitted_at: string;
      already_admitted: boolean;
      admissions: number;
      earlier_admissions: string[];
    };
    const code = badgeCode(t.ctx.config.ticketing.secret, {
      memberId: member('Marc Dubois').id,
      campaignId: SPRING,
    });
    const scan = () =>
      t.ok<Admission>('operatorBadgeCheck', {
        headers: { 'x-operator-key': OPERATOR_KEY },
        params: { code },
      });
    const first = await scan();
    expect(first).toMatchObject({ name: 'Marc Dubois', already_admitted: false, admissions: 1 });
    expect(first.earlier_admissions).toEqual([]);
    // A few minutes later (the signed-in tokens of the other tests last 15 minutes).
    t.clock.advance(5 * 60);
    // Re-entry is allowed (docs/security.md "Badges at the entrance"), and said with when.
    const second = await scan();
    expect(second).toMatchObject({ already_admitted: true, admissions: 2 });
    expect(second.earlier_admissions).toEqual([first.admitted_at]);
    expect(Date.parse(second.admitted_at) - Date.parse(first.admitted_at)).toBe(5 * 60 * 1000);
    // Two gates scanning one copied badge at the same moment: one of them hears of the other.
    const [a, b] = await Promise.all([scan(), scan()]);
    expect([a.admissions, b.admissions].sort()).toEqual([3, 4]);
    expect(a.already_admitted && b.already_admitted).toBe(true);
  });

  it('refuses a tampered badge code or one signed with another key (4040)', async () => {
    const code = badgeCode(t.ctx.config.ticketing.secret, {
      memberId: member('Claire Martin').id,
      campaignId: SPRING,
    });
    const last = code.at(-1) === '0' ? '1' : '0';
    const tampered = `${code.slice(0, -1)}${last}`;
    const forged = badgeCode('another-key-of-at-least-32-characters!!', {
      memberId: member('Claire Martin').id,
      campaignId: SPRING,
    });
    for (const bad of [tampered, forged]) {
      const answer = await t.call('operatorBadgeCheck', {
        headers: { 'x-operator-key': OPERATOR_KEY },
        params: { code: bad },
      });
      expect(answer.status).toBe(404);
      expect(answer.json.code).toBe(4040);
    }
  });

  it('draws the badges selected in the campaign badges modal in one file (spec §2 modals)', async () => {
    const chosen = [member('Inès Robert'), member('Marc Dubois')];
    const pdf = await t.call('badgesPdf', {
      token: pro,
      body: { cid: SPRING, ids: chosen.map((m) => m.id) },
    });
    expect(pdf.status).toBe(200);
    expect(parsePdf(pdf.rawPayload).pages).toBe(2);
    const title = pdfInfo(pdf.rawPayload, 'Title');
    expect(title).toContain('Inès Robert');
    expect(title).toContain('Marc Dubois');
    const codes = pdfInfo(pdf.rawPayload, 'Subject').split(' ');
    expect(
      codes.map((code) => verifyBadgeCode(t.ctx.config.ticketing.secret, code)?.memberId),
    ).toEqual(chosen.map((m) => m.id));
  });

  it('locks an event’s badges and invitations before its 1st installment is paid (4220)', async () => {
    for (const answer of [
      await t.call('campaignMembers', { token: pro, params: { cid: AUTUMN } }),
      await t.call('invitations', { token: pro, params: { cid: AUTUMN } }),
      await t.call('badgePdf', { token: pro, params: { id: lockedMember } }),
      await t.call('badgesPdf', { token: pro, body: { cid: AUTUMN, ids: [lockedMember] } }),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.json).toMatchObject({ code: 4220, description: 'error.feature_locked' });
    }
  });

  it('refuses another company’s member, alone or among the exhibitor’s own (4030)', async () => {
    const alone = await t.call('badgePdf', { token: pro, params: { id: otherCompanyMember } });
    const mixed = await t.call('badgesPdf', {
      token: pro,
      body: { cid: SPRING, ids: [member('Claire Martin').id, otherCompanyMember] },
    });
    const unknown = await t.call('badgePdf', { token: pro, params: { id: 'no-such-member' } });
    const wrongEvent = await t.call('badgesPdf', {
      token: pro,
      body: { cid: AUTUMN, ids: [member('Claire Martin').id] },
    });
    for (const answer of [alone, mixed, unknown, wrongEvent]) {
      expect(answer.status).toBe(403);
      expect(answer.json.code).toBe(4030);
    }
  });

  it('gives a visitor their own badge, and nobody else’s (spec §2 me/badges)', async () => {
    const own = await t.ok<Member[]>('campaignMembers', { token: guest, params: { cid: SPRING } });
    expect(own.map((m) => m.name)).toEqual(['Hugo Bernard']);
    const pdf = await t.call('badgePdf', { token: guest, params: { id: own[0]!.id } });
    expect(pdf.status).toBe(200);
    expect(pdfInfo(pdf.rawPayload, 'Title')).toContain('Hugo Bernard');
    const other = await t.call('badgePdf', {
      token: guest,
      params: { id: member('Claire Martin').id },
    });
    expect(other.status).toBe(403);
    expect((await t.call('invitations', { token: guest, params: { cid: SPRING } })).status).toBe(
      403,
    );
  });

  it('refuses an empty or oversized selection with the field error (2201)', async () => {
    const empty = await t.call('badgesPdf', { token: pro, body: { cid: SPRING, ids: [] } });
    expect(empty.status).toBe(422);
    expect(empty.json.code).toBe(2201);
    expect(Object.keys(empty.json.errors ?? {})).toContain('ids');
  });
});
