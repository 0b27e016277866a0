import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crmContacts } from '../src/infra/db/schema';
import {
  DEMO_ACCOUNTS,
  activateContact,
  OPERATOR_KEY,
  PORTAL_CLIENT,
  databaseKinds,
  linkParams,
  resetBody,
  seededApp,
  startTestApp,
} from './helpers';
import type { TestApp } from './helpers';

const client = { client_id: PORTAL_CLIENT.id, client_secret: PORTAL_CLIENT.secret };
const operator = { 'x-operator-key': OPERATOR_KEY };
const password = 'Nouveau-Mot-2026!';

const contact = (email: string) => ({
  salutation: 'Mrs',
  lastname: 'Durand',
  firstname: 'Alice',
  phone: '+33 1 00 00 00 00',
  email,
  langue: 'en',
});

const company = {
  name: 'Atelier Neuf',
  street: '1 rue Neuve',
  city: 'Paris',
  postalCode: '75001',
  country: 'FR',
  industry: 'Bijoux',
  tva: 'FR32123456789',
  siret: '732 829 320 00074',
  wholesale_price: '20-50',
  retail_price: '50-100',
  size: '1-10',
  brand: 'Neuf',
  shop: 'Non',
};

describe.each(databaseKinds)(
  'registration, verification and passwords on %s (spec §2, §4, §5, §8)',
  (kind) => {
    let t: TestApp;
    let token: string;
    seededApp(kind, async (app) => {
      t = app;
      token = await t.clientToken();
    });

    async function register(email: string, extra: Record<string, unknown> = { company }) {
      const init = await t.ok<{ registration_token: string }>('initRegister', {
        token,
        body: { email, first: 'Alice', role: 'exposant' },
      });
      await t.ok('validInfosRegister', {
        token,
        body: { registration_token: init.registration_token, contact: contact(email), ...extra },
      });
      return choosePassword(init.registration_token);
    }

    /** The last step (valid-pwd-register): the password, its confirmation and the terms. */
    function choosePassword(registrationToken: string) {
      return t.ok<{ email: string; role: string }>('validPwdRegister', {
        token,
        body: {
          registration_token: registrationToken,
          password,
          password_confirmation: password,
          terms: true,
        },
      });
    }

    it('registers, sends the verification link, refuses login until verified, then logs in (spec §2, §4)', async () => {
      const email = 'alice@atelier-neuf.test';
      expect(await register(email)).toEqual({ email, role: 'exposant' });

      const before = await t.call('login', {
        body: { email, password, role: 'exposant', ...client },
      });
      expect(before.status).toBe(401);
      expect(before.json).toEqual({ code: 1102, description: 'error.email_not_verified' });

      const [mail] = await t.mailbox(email);
      expect(mail?.kind).toBe('verification');
      expect(mail?.subject).toBe('Verify your email address'); // the contact's language: en
      const params = linkParams(mail!.link);
      expect(mail!.link).toMatch(/^http:\/\/portal\.test\/en\/email-verification\?/);
      const verified = await t.ok('verifyEmail', {
        token,
        body: { email: params.get('email'), token: params.get('token') },
      });
      expect(verified).toEqual({ status: 'verified', role: 'exposant' });
      // spec §4: already processed counts as success.
      const again = await t.ok('verifyEmail', {
        token,
        body: { email: params.get('email'), token: params.get('token') },
      });
      expect(again).toEqual({ status: 'already_verified', role: 'exposant' });

      const session = await t.login(email, password, 'exposant');
      const me = await t.ok<{ account: { name: string; brands: unknown[] } }>('me', {
        token: session,
      });
      expect(me.account.name).toBe('Atelier Neuf');
    });

    it('answers 4101 to an unknown verification token and 4100 to an expired one (spec §4 invalid, renew)', async () => {
      const email = 'late@atelier-neuf.test';
      await register(email, { company: { ...company, name: 'Atelier Tardif' } });
      const params = linkParams((await t.mailbox(email))[0]!.link);
      const unknown = await t.call('verifyEmail', {
        token,
        body: { email, token: 'x'.repeat(43) },
      });
      expect(unknown.json.code).toBe(4101);
      t.clock.advance(49 * 3600);
      try {
        // The client token of a day ago has expired too: the portal fetches a new one.
        const later = await t.clientToken();
        const expired = await t.call('verifyEmail', {
          token: later,
          body: { email, token: params.get('token') },
        });
        expect(expired.status).toBe(410);
        expect(expired.json).toEqual({ code: 4100, description: 'error.verification_expired' });
        // A new link on request (spec §4 'renew'), which works.
        await t.ok('resendVerificationEmail', { token: later, body: { email } });
        const fresh = linkParams((await t.mailbox(email))[0]!.link);
        expect(fresh.get('token')).not.toBe(params.get('token'));
        expect(
          await t.ok('verifyEmail', { token: later, body: { email, token: fresh.get('token') } }),
        ).toEqual({ status: 'verified', role: 'exposant' });
      } finally {
        t.clock.advance(-49 * 3600);
      }
    });

    it('leads the resent link to the redirect_url of an allowed origin, and refuses another origin (spec §7 resend-verified-email)', async () => {
      const email = 'redirect@atelier-neuf.test';
      await register(email, { company: { ...company, name: 'Atelier Retour' } });
      // The portal's dev server is an allowed origin (CORS_ORIGINS' default outside production).
      const redirectUrl = 'http://localhost:5173/fr/pro/login?redirect=%2Ffr%2Fpro%2Finvoices';
      await t.ok('resendVerificationEmail', { token, body: { email, redirect_url: redirectUrl } });
      const link = new URL((await t.mailbox(email))[0]!.link!);
      // The page of the redirect's origin and language (the contact's is English), which goes on
      // to the redirect once the address is verified (spec §4).
      expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/fr/email-verification');
      expect(link.searchParams.get('redirect')).toBe(
        '/fr/pro/login?redirect=%2Ffr%2Fpro%2Finvoices',
      );
      expect(link.searchParams.get('role')).toBe('exposant');
      expect(
        await t.ok('verifyEmail', {
          token,
          body: { email, token: link.searchParams.get('token') },
        }),
      ).toEqual({ status: 'verified', role: 'exposant' });

      const other = 'elsewhere@atelier-neuf.test';
      await register(other, { company: { ...company, name: 'Atelier Ailleurs' } });
      const before = await t.mailbox(other);
      for (const redirect_url of ['https://evil.test/fr/pro/login', 'javascript:alert(1)']) {
        const refused = await t.call('resendVerificationEmail', {
          token,
          body: { email: other, redirect_url },
        });
        expect(refused.status).toBe(422);
        expect(refused.json).toMatchObject({
          code: 2201,
          errors: { redirect_url: ['validation.url'] },
        });
      }
      // Nothing was sent to the address.
      expect(await t.mailbox(other)).toHaveLength(before.length);
    });

    it('requires the company fields of spec §5 from an exhibitor without an account id', async () => {
      const init = await t.ok<{ registration_token: string }>('initRegister', {
        token,
        body: { email: 'partial@salon.test', first: 'Alice', role: 'exposant' },
      });
      const result = await t.call('validInfosRegister', {
        token,
        body: {
          registration_token: init.registration_token,
          contact: contact('partial@salon.test'),
          company: { name: 'Partielle' },
        },
      });
      expect(result.status).toBe(422);
      expect(result.json.code).toBe(2201);
      expect(result.json.errors).toMatchObject({
        'company.siret': ['validation.required'],
        'company.street': ['validation.required'],
      });
    });

    it('refuses to register an email already in use (spec §8)', async () => {
      const result = await t.call('initRegister', {
        token,
        body: { email: DEMO_ACCOUNTS[0].email, first: 'Claire', role: 'exposant' },
      });
      expect(result.status).toBe(422);
      expect(result.json).toEqual({ code: 13, description: 'error.account_already_exists' });
    });

    it('prefills from the CRM contact of an init link and joins its company active (spec §2 pro/init/{sfid})', async () => {
      const email = 'invitation@salon.test';
      const init = await t.ok<{ registration_token: string; prefill: Record<string, string> }>(
        'initRegister',
        { token, body: { email, first: 'Louis', role: 'exposant', sfid: '003DEMO0000002' } },
      );
      expect(init.prefill).toMatchObject({ lastname: 'Petit', fonction: 'Chef de produit' });
      const mismatch = await t.call('initRegister', {
        token,
        body: {
          email: 'other@salon.test',
          first: 'Louis',
          role: 'exposant',
          sfid: '003DEMO0000002',
        },
      });
      expect(mismatch.json.description).toBe('error.email_not_in_records');
      await t.ok('validInfosRegister', {
        token,
        body: {
          registration_token: init.registration_token,
          contact: { ...contact(email), firstname: 'Louis', lastname: 'Petit' },
          account_id: 'acc-maison-lumiere',
        },
      });
      await choosePassword(init.registration_token);
      const link = linkParams((await t.mailbox(email))[0]!.link);
      await t.ok('verifyEmail', { token, body: { email, token: link.get('token') } });
      const session = await t.login(email, password, 'exposant');
      const me = await t.ok<{ account: { name: string } }>('me', { token: session });
      expect(me.account.name).toBe('Maison Lumière SAS');
    });

    it("refuses an init link whose email several CRM contacts share, or whose contact already has an account: 'contact email not unique', 'duplicate contact' (spec §8)", async () => {
      // The demo CRM has two records for doublon@salon.test (seed/people.ts).
      const shared = await t.call('initRegister', {
        token,
        body: {
          email: 'doublon@salon.test',
          first: 'Sam',
          role: 'exposant',
          sfid: '003DEMO0000003',
        },
      });
      expect(shared.status).toBe(409);
      expect(shared.json).toEqual({ code: 4050, description: 'error.contact_email_not_unique' });

      // A contact who opened their account, whose email the CRM has changed since.
      const email = 'nina@salon.test';
      await t.database.db.tx((tx) =>
        tx.insert(crmContacts).values({
          id: '003TEST0000009',
          email,
          role: 'exposant',
          firstname: 'Nina',
          lastname: 'Roux',
          accountId: 'acc-maison-lumiere',
        }),
      );
      const init = await t.ok<{ registration_token: string }>('initRegister', {
        token,
        body: { email, first: 'Nina', role: 'exposant', sfid: '003TEST0000009' },
      });
      await t.ok('validInfosRegister', {
        token,
        body: {
          registration_token: init.registration_token,
          contact: { ...contact(email), firstname: 'Nina', lastname: 'Roux' },
          account_id: 'acc-maison-lumiere',
        },
      });
      await choosePassword(init.registration_token);
      const changed = 'nina.roux@salon.test';
      await t.database.db.tx((tx) =>
        tx.update(crmContacts).set({ email: changed }).where(eq(crmContacts.id, '003TEST0000009')),
      );
      const again = await t.call('initRegister', {
        token,
        body: { email: changed, first: 'Nina', role: 'exposant', sfid: '003TEST0000009' },
      });
      expect(again.status).toBe(422);
      expect(again.json).toEqual({ code: 13, description: 'error.duplicate_contact' });
    });

    it('leaves a contact who picked an existing company inactive until the sales team activates it (spec §8)', async () => {
      const email = 'stranger@salon.test';
      await register(email, { account_id: 'acc-maison-lumiere' });
      const link = linkParams((await t.mailbox(email))[0]!.link);
      await t.ok('verifyEmail', { token, body: { email, token: link.get('token') } });
      const refused = await t.call('login', {
        body: { email, password, role: 'exposant', ...client },
      });
      expect(refused.json).toEqual({ code: 1102, description: 'error.contact_inactive' });
      await activateContact(t, email);
      expect(await t.login(email, password, 'exposant')).toBeTruthy();
    });

    it('creates a temporary exhibitor account in one step (spec §2 pro/tmp-register)', async () => {
      const email = 'tmp@salon.test';
      const done = await t.ok('validTmpRegister', {
        token,
        body: {
          contact: contact(email),
          company_name: 'Société Temporaire',
          campaign_id: 'camp-printemps',
          password,
          password_confirmation: password,
          terms: true,
        },
      });
      expect(done).toEqual({ email, role: 'exposant' });
      expect((await t.mailbox(email))[0]?.kind).toBe('verification');
    });

    it('checks a contact by email with the codes of spec §8 (4001, 4010, 4050)', async () => {
      const check = (email: string, role = 'exposant') =>
        t.call('checkContact', { token, body: { email, role } });
      expect((await check(DEMO_ACCOUNTS[0].email)).json.data).toEqual({ status: 'account' });
      expect((await check('nobody@salon.test')).json.code).toBe(4001);
      expect((await check('doublon@salon.test')).json.code).toBe(4050);
      expect((await check(DEMO_ACCOUNTS[1].email, 'exposant')).json.code).toBe(4050);
      const crmOnly = await t.call('initRegister', {
        token,
        body: { email: 'crm-only@salon.test', first: 'X', role: 'exposant' },
      });
      expect(crmOnly.status).toBe(200);
    });

    it('answers 4010 for a CRM contact without a portal account (spec §8)', async () => {
      const result = await t.call('checkContact', {
        token,
        body: { email: 'invitation-bis@salon.test', role: 'exposant' },
      });
      expect(result.json.code).toBe(4001);
      // The seeded init-link contact has no portal account until it registers.
      const fresh = await startTestApp(kind, { seed: true });
      try {
        const clientToken = await fresh.clientToken();
        const crm = await fresh.call('checkContact', {
          token: clientToken,
          body: { email: 'invitation@salon.test', role: 'exposant' },
        });
        expect(crm.status).toBe(404);
        expect(crm.json.code).toBe(4010);
      } finally {
        await fresh.close();
      }
    });

    it('finds companies by name or SIRET for the company-existence check (spec §2)', async () => {
      const byName = await t.ok<{ accounts: { id: string; siret_end: string | null }[] }>(
        'searchAccount',
        {
          token,
          body: { query: 'lumière' },
        },
      );
      expect(byName.accounts.map((a) => a.id)).toContain('acc-maison-lumiere');
      expect(byName.accounts[0]?.siret_end).toHaveLength(5);
      const wildcard = await t.ok<{ accounts: unknown[] }>('searchAccount', {
        token,
        body: { query: '%%' },
      });
      expect(wildcard.accounts).toEqual([]);
    });

    it('records a first-registration request, acknowledges it, refuses a second one with 3030 (spec §1, §8)', async () => {
      const email = 'premiere@salon.test';
      const body = {
        company,
        main_activity: 'Bijoux',
        contact: { ...contact(email), langue: 'fr' },
        events_of_interest: ['camp-automne'],
        desired_surface: 12,
        terms: true,
      };
      const done = await t.ok<{ request_id: string; reply_within_hours: number }>('firstRegister', {
        token,
        body,
      });
      expect(done.reply_within_hours).toBe(72);
      const [ack] = await t.mailbox(email);
      expect(ack?.kind).toBe('first_registration_ack');
      expect(ack?.text).toContain('72 heures');
      const again = await t.call('firstRegister', { token, body });
      expect(again.status).toBe(409);
      expect(again.json.code).toBe(3030);
      // The first check of the request form says so too, before the form is filled in again.
      const check = await t.call('checkContact', { token, body: { email, role: 'exposant' } });
      expect(check.status).toBe(409);
      expect(check.json.code).toBe(3030);
      const badEvent = await t.call('firstRegister', {
        token,
        body: {
          ...body,
          contact: contact('other-first@salon.test'),
          events_of_interest: ['camp-precedent'],
        },
      });
      expect(badEvent.json.errors).toEqual({ events_of_interest: ['validation.invalid_choice'] });

      // The selection committee accepts: the exhibitor sets a password through the welcome link.
      await t.ok('operatorFirstRegistrationDecision', {
        headers: operator,
        params: { id: done.request_id },
        body: { decision: 'accept' },
      });
      const welcome = (await t.mailbox(email)).find(
        (m) => m.kind === 'first_registration_accepted',
      )!;
      await t.ok('resetPassword', {
        token,
        body: resetBody(welcome.link, password),
      });
      const session = await t.login(email, password, 'exposant');
      const sets = await t.ok<{ rebookingOpportunities: { etape: string }[] }>(
        'rebookingOpportunities',
        {
          token: session,
        },
      );
      expect(sets.rebookingOpportunities.map((o) => o.etape)).toEqual(['Qualification']);
      const twice = await t.call('operatorFirstRegistrationDecision', {
        headers: operator,
        params: { id: done.request_id },
        body: { decision: 'decline' },
      });
      expect(twice.json.code).toBe(4220);
    });
  },
);
