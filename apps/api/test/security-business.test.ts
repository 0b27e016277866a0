// Business holes closed (docs/security.md "Joining a company", "Quotes"): a first-registration
// request never joins an existing company on the requester's word (spec §1, §8 'Contact
// inactive'); a quote is signed only once sent, from the stages that offer it, for a total above
// zero (spec §4 rebooking flow 3, then the schedule of §9).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, quoteLines, users } from '../src/infra/db/schema';
import { updateRebookingQuote } from '../src/areas/rebooking/quotes';
import {
  DEMO_ACCOUNTS,
  activateContact,
  OPERATOR_KEY,
  PORTAL_CLIENT,
  databaseKinds,
  resetBody,
  seededApp,
} from './helpers';
import type { TestApp } from './helpers';

const [exhibitor] = DEMO_ACCOUNTS;
const operator = { 'x-operator-key': OPERATOR_KEY };
const client = { client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret };
const password = 'Intrus-Mot-2026!';

interface Opportunity {
  id: string;
  etape: string;
  version: number;
}

describe.each(databaseKinds)('business rules that guard money and data on %s', (kind) => {
  let t: TestApp;
  let clientToken: string;
  let session: string;
  seededApp(kind, async (app) => {
    t = app;
    clientToken = await t.clientToken();
    session = await t.login(exhibitor.email, exhibitor.password, 'exposant');
  });

  it('keeps a first registration naming an existing company inactive until the sales team activates it', async () => {
    const email = 'intrus@example.test';
    const request = await t.ok<{ request_id: string }>('firstRegister', {
      token: clientToken,
      body: {
        account_id: 'acc-maison-lumiere',
        company: {
          name: 'Société Inventée',
          street: '1 rue X',
          city: 'Paris',
          postalCode: '75001',
          country: 'FR',
        },
        main_activity: 'Bijoux',
        contact: {
          salutation: 'Mr',
          lastname: 'Intrus',
          firstname: 'Ivan',
          phone: '+33 1 00 00 00 01',
          email,
          langue: 'fr',
        },
        events_of_interest: ['camp-automne'],
        desired_surface: 12,
        terms: true,
      },
    });
    // The sales team reads the company the request would join, not the name typed.
    const listed = await t.ok<{ id: string; company_name: string }[]>(
      'operatorFirstRegistrations',
      {
        headers: operator,
      },
    );
    expect(listed.find((row) => row.id === request.request_id)?.company_name).toBe(
      'Maison Lumière SAS',
    );
    await t.ok('operatorFirstRegistrationDecision', {
      headers: operator,
      params: { id: request.request_id },
      body: { decision: 'accept' },
    });
    const welcome = (await t.mailbox(email)).find((m) => m.kind === 'first_registration_accepted')!;
    await t.ok('resetPassword', {
      token: clientToken,
      body: resetBody(welcome.link, password),
    });
    const refused = await t.call('login', {
      body: { email, password, role: 'exposant', ...client },
    });
    expect(refused.json).toEqual({ code: 1102, description: 'error.contact_inactive' });

    await activateContact(t, email);
    expect(await t.login(email, password, 'exposant')).toBeTruthy();
  });

  const byStage = async (etape: string) => {
    const sets = await t.ok<{ rebookingOpportunities: Opportunity[] }>('rebookingOpportunities', {
      token: session,
    });
    const found = sets.rebookingOpportunities.find((o) => o.etape === etape);
    expect(found, etape).toBeDefined();
    return found!;
  };
  const sign = (opportunity: Opportunity) =>
    t.call('rebookingQuoteUpdate', {
      token: session,
      body: {
        id: opportunity.id,
        etape: 'DP Signée',
        etape_offre: 'DP Signée',
        terms: true,
        payment_method: 'card',
        version: opportunity.version,
      },
    });
  const installments = async (opportunityId: string) =>
    (await t.ok<{ opportunity_id: string }[]>('payments', { token: session })).filter(
      (p) => p.opportunity_id === opportunityId,
    );

  it('refuses to sign a quote the sales team has not sent: Qualification, Valorisation (4220)', async () => {
    for (const etape of ['Qualification', 'Valorisation']) {
      const opportunity = await byStage(etape);
      const answer = await sign(opportunity);
      expect(answer.status, etape).toBe(422);
      expect(answer.json.code, etape).toBe(4220);
      expect(await installments(opportunity.id)).toEqual([]);
      expect((await byStage(etape)).etape).toBe(etape);
    }
  });

  it('refuses to sign an offer without its sending date or with a total of zero (4220)', async () => {
    const opportunity = await byStage("En attente de validation de l'offre");
    await t.ctx.db.tx((tx) =>
      tx.update(offers).set({ sentAt: null }).where(eq(offers.opportunityId, opportunity.id)),
    );
    expect((await sign(opportunity)).json.code).toBe(4220);
    await t.ctx.db.tx(async (tx) => {
      await tx
        .update(offers)
        .set({ sentAt: t.clock.now() })
        .where(eq(offers.opportunityId, opportunity.id));
      await tx.delete(quoteLines).where(eq(quoteLines.opportunityId, opportunity.id));
    });
    const empty = await sign(opportunity);
    expect(empty.json.code).toBe(4220);
    expect(await installments(opportunity.id)).toEqual([]);
  });

  it('finds no quote for a user without a company: the ownership check fails closed (4040)', async () => {
    const opportunity = await byStage("En attente de validation de l'offre");
    const [row] = await t.ctx.db.read((db) =>
      db.select().from(users).where(eq(users.email, exhibitor.email)),
    );
    const homeless = { ...row!, accountId: null };
    await expect(
      updateRebookingQuote(t.ctx, homeless, {
        id: opportunity.id,
        etape: 'En attente de review du commercial',
        etape_offre: 'En attente de review du commercial',
        comment_rbkg: 'Plus grand',
      } as Parameters<typeof updateRebookingQuote>[2]),
    ).rejects.toMatchObject({ code: 4040 });
  });
});
