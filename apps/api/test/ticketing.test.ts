// The built-in ticketing page (spec §2 pro/badges 'buyer invitations, agent invitations ...
// redirects to a ticketing platform'; docs/security.md "The built-in ticketing page"): an
// invitation link asks for a name and an email, a single-use link emailed there confirms, and only
// then is the badge created; per-IP and per-email limits, a cap per invitation, names on one line
// without bidirectional controls, one registration per person, company and show, the company's
// 1st installment and the show's end checked at each step (spec §4, §6).
import { stageNamed } from '@salon/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { invitationCode, verifyInvitationCode } from '../src/core/ticketing/codes';
import { newId } from '../src/infra/crypto';
import {
  campaignMembers,
  campaigns,
  invitationRegistrations,
  invitationRequests,
  opportunities,
} from '../src/infra/db/schema';
import { DEMO_ACCOUNTS, databaseKinds, linkParams, startTestApp, testConfig } from './helpers';
import type { TestApp } from './helpers';

const [exhibitor] = DEMO_ACCOUNTS;
const SPRING = 'camp-printemps'; // the demo company's 1st installment of it is paid
const AUTUMN = 'camp-automne'; // no 1st installment paid yet
const OTHER_COMPANY = 'acc-atelier-nord';
const CAP = 3;
const PER_IP = 12;

type Invitation = { kind: 'buyer' | 'agent'; url: string; used: number };
type Form = Record<string, string>;

describe.each(databaseKinds)('the built-in ticketing page on %s', (kind) => {
  let t: TestApp;
  let invitations: Invitation[];
  let buyerCode: string;
  let otherCompanyCode: string;
  let otherOpportunity: string;
  let address = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      seed: true,
      config: {
        rateLimits: {
          ...testConfig().rateLimits,
          ticketing: { perIp: PER_IP, perAccount: 4, windowSeconds: 3600 },
        },
      },
    });
    const pro = await t.login(exhibitor.email, exhibitor.password, 'exposant');
    invitations = await t.ok<Invitation[]>('invitations', { token: pro, params: { cid: SPRING } });
    buyerCode = linkParams(invitations[0]!.url).get('code')!;
    // Another exhibitor of the same show, its 1st installment received.
    otherOpportunity = newId();
    await t.ctx.db.tx((tx) =>
      tx.insert(opportunities).values({
        id: otherOpportunity,
        accountId: OTHER_COMPANY,
        campaignId: SPRING,
        etape: stageNamed('firstDepositPaid'),
        etapeOffre: stageNamed('firstDepositPaid'),
        surface: 12,
      }),
    );
    otherCompanyCode = invitationCode(t.ctx.config.ticketing.secret, {
      accountId: OTHER_COMPANY,
      campaignId: SPRING,
      kind: 'buyer',
    });
  });

  /** Each test from its own address, so the per-IP limit is the limit test's only. */
  const from = () => `198.51.100.${(address += 1)}`;
  const post = (url: string, fields: Form, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const register = (fields: Form, remoteAddress = from()) =>
    post('/ticketing', fields, remoteAddress);
  const confirm = (token: string, remoteAddress = from()) =>
    post('/ticketing/confirm', { token, lang: 'en' }, remoteAddress);
  const members = (name: string) =>
    t.ctx.db.read((db) => db.select().from(campaignMembers).where(eq(campaignMembers.name, name)));
  const registered = (email: string) =>
    t.ctx.db.read((db) =>
      db.select().from(invitationRegistrations).where(eq(invitationRegistrations.email, email)),
    );
  /** The newest confirmation link emailed to an address: its token and its page's path. */
  const confirmationOf = async (email: string) => {
    const [mail] = (await t.mailbox(email)).filter((m) => m.kind === 'ticketing_confirmation');
    const link = new URL(mail!.link!);
    return {
      mail: mail!,
      token: link.searchParams.get('token')!,
      path: `${link.pathname}${link.search}`,
    };
  };

  it('opens the form of a code signed for this exhibitor and show (spec §2)', async () => {
    const link = new URL(invitations[0]!.url);
    expect(`${link.origin}${link.pathname}`).toBe('http://api.test/ticketing');
    expect(link.searchParams.get('lang')).toBe('fr');
    expect(verifyInvitationCode(t.ctx.config.ticketing.secret, buyerCode)).toEqual({
      accountId: 'acc-maison-lumiere',
      campaignId: SPRING,
      kind: 'buyer',
    });
    const page = await get(`/ticketing?code=${encodeURIComponent(buyerCode)}&lang=fr`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Maison Lumière SAS vous invite comme acheteur');
    expect(page.body).toContain('<label for="email">Adresse e-mail</label>');
    const english = await get(`/ticketing?code=${encodeURIComponent(buyerCode)}&lang=en`);
    expect(english.body).toContain('Maison Lumière SAS invites you as a buyer');
  });

  it('creates the badge only once the invitee confirms by the emailed single-use link', async () => {
    const email = 'zoe@shop.test';
    const asked = await register({
      code: buyerCode,
      lang: 'en',
      name: 'Zoé Acheteuse',
      email: 'Zoe@Shop.test',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('We have sent a confirmation link to zoe@shop.test');
    expect(await members('Zoé Acheteuse')).toEqual([]);
    const { mail, token, path } = await confirmationOf(email);
    expect(mail.subject).toMatch(/^Confirm your registration: Salon Printemps/);
    expect(mail.text).toContain('Maison Lumière SAS invites you to Salon Printemps');
    expect(path).toMatch(/^\/ticketing\/confirm\?token=[^&]+&lang=en$/);
    // Opening the link (a mail scanner does) shows a button and creates nothing.
    const shown = await get(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<form method="post" action="/ticketing/confirm">');
    expect(await members('Zoé Acheteuse')).toEqual([]);
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Thank you Zoé Acheteuse');
    const [badge] = await members('Zoé Acheteuse');
    expect(badge).toMatchObject({
      accountId: 'acc-maison-lumiere',
      categorieInscription: 'Acheteur invité',
    });
    expect(await registered(email)).toHaveLength(1);
    // Single use: the same link again changes nothing.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('it has been used already or it has expired');
    expect(await members('Zoé Acheteuse')).toHaveLength(1);
  });

  it('registers a person once per company and show, not once per show', async () => {
    const email = 'hugo@buyers.test';
    await register({ code: buyerCode, lang: 'fr', name: 'Hugo Achat', email });
    await confirm((await confirmationOf(email)).token);
    const twice = await register({ code: buyerCode, lang: 'en', name: 'Hugo', email });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(
      'already registered for this show by invitation of this exhibitor',
    );
    expect(twice.body).toContain(`value="${email}"`);
    // Another exhibitor of the same show may still invite the same person.
    const other = await register({ code: otherCompanyCode, lang: 'en', name: 'Hugo Achat', email });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a name with a line break, a control or a bidirectional character, in the page’s language', async () => {
    for (const [lang, message] of [
      ['fr', 'Le nom doit tenir sur une ligne'],
      ['en', 'The name must fit on one line'],
    ] as const) {
      for (const name of [
        'Zoé\r\nBcc: x@y.test',
        'Zoé \u202Etrebor',
        'Zoé\u2066 \u2069',
        'Zo\u0000é',
      ]) {
        // The per-email limit counts only what sends an email: a refused form does not.
        const refused = await register({ code: buyerCode, lang, name, email: 'bidi@shop.test' });
        expect(refused.statusCode, JSON.stringify(name)).toBe(422);
        expect(refused.body).toContain(message);
        expect(refused.body).toContain('aria-describedby="name-error"');
        expect(refused.body).toContain('value="bidi@shop.test"');
      }
    }
    const requests = await t.ctx.db.read((db) =>
      db.select().from(invitationRequests).where(eq(invitationRequests.email, 'bidi@shop.test')),
    );
    expect(requests).toEqual([]);
  });

  it('caps the registrations of one invitation link, awaiting confirmation or confirmed', async () => {
    const cap = t.ctx.config.ticketing.invitationCap;
    t.ctx.config.ticketing.invitationCap = CAP;
    onTestFinished(() => {
      t.ctx.config.ticketing.invitationCap = cap;
    });
    const agentCode = invitationCode(t.ctx.config.ticketing.secret, {
      accountId: 'acc-maison-lumiere',
      campaignId: SPRING,
      kind: 'agent',
    });
    for (let index = 1; index <= CAP; index += 1) {
      const asked = await register({
        code: agentCode,
        lang: 'en',
        name: `Agent ${index}`,
        email: `agent${index}@a.test`,
      });
      expect(asked.statusCode).toBe(200);
    }
    const full = await register({
      code: agentCode,
      lang: 'en',
      name: 'Agent 4',
      email: 'agent4@a.test',
    });
    expect(full.statusCode).toBe(409);
    expect(full.body).toContain('This invitation has reached its maximum number of registrations');
    // Asking again for a place one holds is not a new place: a new link, the old one void.
    const first = await confirmationOf('agent1@a.test');
    expect(
      (await register({ code: agentCode, lang: 'en', name: 'Agent One', email: 'agent1@a.test' }))
        .statusCode,
    ).toBe(200);
    expect((await confirm(first.token)).statusCode).toBe(400);
    expect((await confirm((await confirmationOf('agent1@a.test')).token)).statusCode).toBe(200);
    expect(await members('Agent One')).toHaveLength(1);
  });

  it('limits the page’s requests per address (429 with Retry-After), and per email', async () => {
    const address = from();
    let last = await register(
      { code: 'nonsense', lang: 'en', name: 'X', email: 'x@y.test' },
      address,
    );
    for (let index = 1; index < PER_IP; index += 1) {
      last = await register(
        { code: 'nonsense', lang: 'en', name: 'X', email: `x${index}@y.test` },
        address,
      );
    }
    expect(last.statusCode).toBe(400);
    const over = await register(
      { code: buyerCode, lang: 'fr', name: 'Y', email: 'y@y.test' },
      address,
    );
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body).toContain('Vous avez fait trop de demandes');
    expect((await confirm('any-token', address)).statusCode).toBe(429);
    // One mailbox cannot be flooded from many addresses either.
    const answers = [];
    for (let index = 0; index < 5; index += 1) {
      answers.push(
        (await register({ code: buyerCode, lang: 'en', name: 'Target', email: 'target@y.test' }))
          .statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });

  it('checks the company’s 1st installment again at registration and at confirmation (spec §4, §6)', async () => {
    const locked = invitationCode(t.ctx.config.ticketing.secret, {
      accountId: 'acc-maison-lumiere',
      campaignId: AUTUMN,
      kind: 'buyer',
    });
    const page = await get(`/ticketing?code=${encodeURIComponent(locked)}&lang=en`);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This invitation cannot be used at the moment');
    expect(
      (await register({ code: locked, lang: 'en', name: 'Léa', email: 'lea@a.test' })).statusCode,
    ).toBe(403);
    // A request made while open, confirmed once the registration is canceled: no badge.
    const email = 'late@a.test';
    expect(
      (await register({ code: otherCompanyCode, lang: 'en', name: 'Late Buyer', email }))
        .statusCode,
    ).toBe(200);
    const { token } = await confirmationOf(email);
    await t.ctx.db.tx((tx) =>
      tx
        .update(opportunities)
        .set({ etape: stageNamed('canceled'), etapeOffre: stageNamed('canceled') })
        .where(and(eq(opportunities.id, otherOpportunity))),
    );
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(403);
    expect(await members('Late Buyer')).toEqual([]);
  });

  it('refuses a tampered code and writes nothing', async () => {
    const [kindPart, payload, signature] = buyerCode.split('.');
    const otherEvent = Buffer.from(
      JSON.stringify(['acc-maison-lumiere', AUTUMN, 'buyer']),
      'utf8',
    ).toString('base64url');
    const before = await t.ctx.db.read((db) => db.select().from(invitationRequests));
    for (const tampered of [
      `${kindPart}.${otherEvent}.${signature}`,
      `${kindPart}.${payload}.${signature!.slice(0, -1)}${signature!.endsWith('0') ? '1' : '0'}`,
      'nonsense',
    ]) {
      const page = await get(`/ticketing?code=${encodeURIComponent(tampered)}`);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('lien d’invitation n’est pas valable');
      const refused = await register({ code: tampered, lang: 'en', name: 'X', email: 'x@y.test' });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('This invitation link is not valid');
    }
    expect(await t.ctx.db.read((db) => db.select().from(invitationRequests))).toEqual(before);
    expect(await members('X')).toEqual([]);
  });

  it('expires the invitation and its pending links at the end of the show’s last day, in Paris', async () => {
    const [{ lastDay }] = await t.ctx.db.read((db) =>
      db
        .select({ lastDay: campaigns.eventEndDate })
        .from(campaigns)
        .where(eq(campaigns.id, SPRING)),
    );
    const showEnd = `${lastDay}T22:00:00.000Z`; // midnight in Paris, summer time
    const pendingOf = async (email: string) =>
      (
        await t.ctx.db.read((db) =>
          db.select().from(invitationRequests).where(eq(invitationRequests.email, email)),
        )
      )[0]!;
    // A link lasts 48 hours, and never past the show.
    const early = 'early@show.test';
    expect(
      (await register({ code: buyerCode, lang: 'en', name: 'Early Bird', email: early }))
        .statusCode,
    ).toBe(200);
    expect((await pendingOf(early)).expiresAt.getTime()).toBe(
      t.clock.now().getTime() + 48 * 3_600_000,
    );
    t.clock.set(`${lastDay}T12:00:00Z`);
    const late = 'late@show.test';
    expect(
      (await register({ code: buyerCode, lang: 'en', name: 'Last Day', email: late })).statusCode,
    ).toBe(200);
    expect((await pendingOf(late)).expiresAt.toISOString()).toBe(showEnd);
    const { token } = await confirmationOf(late);
    t.clock.set(`${lastDay}T21:59:00Z`);
    expect((await get(`/ticketing?code=${encodeURIComponent(buyerCode)}&lang=en`)).statusCode).toBe(
      200,
    );
    t.clock.set(`${lastDay}T22:00:01Z`);
    const over = await get(`/ticketing?code=${encodeURIComponent(buyerCode)}&lang=en`);
    expect(over.statusCode).toBe(410);
    expect(over.body).toContain('This show is over');
    expect(
      (await register({ code: buyerCode, lang: 'en', name: 'Too Late', email: 'x@late.test' }))
        .statusCode,
    ).toBe(410);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await members('Last Day')).toEqual([]);
  });
});
