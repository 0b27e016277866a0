import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, databaseKinds, seededApp } from './helpers';
import type { TestApp } from './helpers';

const [exhibitor, visitor] = DEMO_ACCOUNTS;

describe.each(databaseKinds)(
  'the signed-in user and the public lists on %s (spec §3, §7)',
  (kind) => {
    let t: TestApp;
    let pro: string;
    let guest: string;
    seededApp(kind, async (app) => {
      t = app;
      pro = await t.login(exhibitor.email, exhibitor.password, 'exposant');
      guest = await t.login(visitor.email, visitor.password, 'visiteur');
    });

    it('returns the profile with contact, company and brands (spec §3 auth state)', async () => {
      const me = await t.ok<{
        contact: { email: string; langue: string };
        account: { name: string; brands: { token: string }[]; billing_address: { city: string } };
      }>('me', { token: pro });
      expect(me.contact).toMatchObject({ email: exhibitor.email, langue: 'fr' });
      expect(me.account.brands.map((b) => b.token).sort()).toEqual([
        'brand-lueur',
        'brand-lumiere',
      ]);
      expect(me.account.billing_address.city).toBe('Lyon');
    });

    it('applies only the contact fields of the caller’s role (spec §2: exhibitors mobile and fonction)', async () => {
      const updated = await t.ok<{ contact: { mobile: string; phone: string; fonction: string } }>(
        'updateMe',
        {
          token: pro,
          body: { mobile: '+33 6 00 00 00 01', phone: '+33 1 99 99 99 99', fonction: 'Acheteur' },
        },
      );
      expect(updated.contact).toMatchObject({ mobile: '+33 6 00 00 00 01', fonction: 'Acheteur' });
      expect(updated.contact.phone).toBe('+33 4 72 00 00 00');
      const guestUpdate = await t.ok<{ contact: { phone: string; salutation: string } }>(
        'updateMe',
        {
          token: guest,
          body: { phone: '+33 2 11 11 11 11', salutation: 'Ms' },
        },
      );
      expect(guestUpdate.contact).toMatchObject({ phone: '+33 2 11 11 11 11', salutation: 'Ms' });
    });

    it('changes the password only with the right old one (spec §3, §8 "The password is not correct")', async () => {
      const wrong = await t.call('changePassword', {
        token: guest,
        body: {
          oldpassword: 'nope',
          password: 'Autre-Mot-2026!',
          password_confirmation: 'Autre-Mot-2026!',
        },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.errors).toEqual({ oldpassword: ['error.password_incorrect'] });
      const mismatch = await t.call('changePassword', {
        token: guest,
        body: {
          oldpassword: visitor.password,
          password: 'Autre-Mot-2026!',
          password_confirmation: 'x',
        },
      });
      expect(mismatch.json.errors).toEqual({
        password_confirmation: ['validation.password_mismatch'],
      });
      const other = await t.login(visitor.email, visitor.password, 'visiteur');
      await t.ok('changePassword', {
        token: guest,
        body: {
          oldpassword: visitor.password,
          password: 'Autre-Mot-2026!',
          password_confirmation: 'Autre-Mot-2026!',
        },
      });
      // The current session stays; the other one ends.
      expect((await t.call('me', { token: guest })).status).toBe(200);
      expect((await t.call('me', { token: other })).status).toBe(401);
      expect(await t.login(visitor.email, 'Autre-Mot-2026!', 'visiteur')).toBeTruthy();
    });

    it('updates the billing address and sets the VAT number only while empty (spec §5)', async () => {
      const body = {
        street: '2 rue Neuve',
        city: 'Lyon',
        postalCode: '69001',
        country: 'FR',
        langue: 'en',
        tva: 'FR44442381276',
      };
      const company = await t.ok<{
        tva: string;
        langue: string;
        billing_address: { street: string };
      }>('updateAccount', { token: pro, body });
      expect(company).toMatchObject({
        tva: 'FR44442381276',
        langue: 'en',
        billing_address: { street: '2 rue Neuve' },
      });
      const changed = await t.call('updateAccount', {
        token: pro,
        body: { ...body, street: '9 quai Neuf', tva: 'FR00000000000' },
      });
      expect(changed.status).toBe(422);
      expect(changed.json.errors).toEqual({ tva: ['validation.vat_read_only'] });
      // Nothing of the refused update is written (spec §5: VAT editable only if empty).
      const read = await t.ok<{ id: string; tva: string; billing_address: { street: string } }>(
        'account',
        { token: pro },
      );
      expect(read).toMatchObject({
        id: 'acc-maison-lumiere',
        tva: 'FR44442381276',
        billing_address: { street: '2 rue Neuve' },
      });
      // The address alone, or with the VAT number as it is, still saves.
      const again = await t.ok<{ tva: string; billing_address: { street: string } }>(
        'updateAccount',
        { token: pro, body: { ...body, street: '9 quai Neuf', tva: undefined } },
      );
      expect(again).toMatchObject({
        tva: 'FR44442381276',
        billing_address: { street: '9 quai Neuf' },
      });
    });

    it('updates a brand of the company, refuses an empty update and another company’s brand (spec §5)', async () => {
      const company = await t.ok<{ brands: { token: string; website: string | null }[] }>(
        'updateBrand',
        {
          token: pro,
          body: { token: 'brand-lueur', website: 'https://lueur.test' },
        },
      );
      expect(company.brands.find((b) => b.token === 'brand-lueur')?.website).toBe(
        'https://lueur.test',
      );
      const empty = await t.call('updateBrand', {
        token: pro,
        body: { token: 'brand-lueur', website: '', instagram: '' },
      });
      expect(empty.json.errors).toEqual({ website: ['validation.no_changes'] });
      const badUrl = await t.call('updateBrand', {
        token: pro,
        body: { token: 'brand-lueur', website: 'javascript:alert(1)' },
      });
      expect(badUrl.json.errors).toEqual({ website: ['validation.url'] });
      const foreign = await t.call('updateBrand', {
        token: guest,
        body: { token: 'brand-lueur', website: 'https://x.test' },
      });
      expect(foreign.json.code).toBe(4040);
    });

    /** The contact form's call (spec §2, §3): a subject and a message, by a signed-in user. */
    const contactForm = (token: string, subject: string, message: string) => ({
      token,
      body: { subject, message },
    });

    it('sends the contact form to the team of its subject with a copy to the contact (spec §2, §9)', async () => {
      await t.ok('contact', contactForm(pro, 'billing', 'Bonjour, une question.'));
      const [team] = await t.mailbox('facturation@salon.test');
      expect(team?.subject).toContain('Facturation');
      expect(team?.text).toContain('Bonjour, une question.');
      const copy = (await t.mailbox(exhibitor.email)).find((m) => m.kind === 'contact_copy');
      expect(copy?.text).toContain('Bonjour, une question.');
      await t.ok('contact', contactForm(pro, 'commercial', 'Un stand plus grand ?'));
      const [sales] = await t.mailbox('commercial@salon.test');
      expect(sales?.text).toContain('Un stand plus grand ?');
      expect(await t.mailbox('exposants@salon.test')).toEqual([]);
      const empty = await t.call('contact', contactForm(pro, 'nope', '  '));
      expect(empty.json.errors).toEqual({
        subject: ['validation.mandatory'],
        message: ['validation.required'],
      });
    });

    it('takes a visitor’s message about their badges, refuses an exhibitor’s subject (spec §2 guest/contact)', async () => {
      await t.ok('contact', contactForm(guest, 'badges', 'Mon badge visiteur ?'));
      const [desk] = await t.mailbox('badges@salon.test');
      expect(desk?.text).toContain('Mon badge visiteur ?');
      const refused = await t.call('contact', contactForm(guest, 'billing', 'Une facture ?'));
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual({ subject: ['validation.invalid_choice'] });
      expect(await t.mailbox('facturation@salon.test')).toHaveLength(1);
    });

    it('lists the campaigns of the dashboard and the public ones (spec §3, §7)', async () => {
      const mine = await t.ok<{ id: string; acompte1: number }[]>('campaigns', { token: pro });
      expect(mine.map((c) => c.id)).toEqual(['camp-precedent', 'camp-printemps', 'camp-automne']);
      const clientToken = await t.clientToken();
      const open = await t.ok<{ id: string }[]>('listCampaigns', { token: clientToken });
      expect(open.map((c) => c.id)).toEqual(['camp-printemps', 'camp-automne']);
    });

    it('shows a visitor their own badges (spec §2 guest menu)', async () => {
      const badges = await t.ok<{ name: string }[]>('campaignMembers', {
        token: guest,
        params: { cid: 'camp-printemps' },
      });
      expect(badges.map((b) => b.name)).toEqual(['Hugo Bernard']);
      expect(
        (await t.call('campaignMembers', { token: guest, params: { cid: 'nope' } })).json.code,
      ).toBe(4040);
    });

    it('serves picklists per object and field, in the caller’s language (spec §3, §7)', async () => {
      const clientToken = await t.clientToken();
      const fr = await t.ok<
        Record<
          string,
          { values: { text: string; value: string }[]; default_values: { label: string } }
        >
      >('picklists', {
        token: clientToken,
        params: { sobject: 'Account', fields: 'Langues__c,BillingCountryCode' },
      });
      expect(fr.Langues__c?.values).toEqual([
        { text: 'Français', value: 'fr' },
        { text: 'Anglais', value: 'en' },
      ]);
      expect(fr.BillingCountryCode?.default_values.label).toBe('France');
      const en = await t.ok<Record<string, { values: { text: string }[] }>>('picklists', {
        token: clientToken,
        params: { sobject: 'Contact', fields: 'Fonction__c' },
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(en.Fonction__c?.values[0]?.text).toBe('Chief executive');
      const unknown = await t.call('picklists', {
        token: clientToken,
        params: { sobject: 'Contact', fields: 'Nope__c' },
      });
      expect(unknown.json.code).toBe(4040);
      const badObject = await t.call('picklists', {
        token: clientToken,
        params: { sobject: 'User', fields: 'Name' },
      });
      expect(badObject.status).toBe(422);
    });

    it('serves every field the first-registration form asks for in one call, a path over 100 characters (spec §2, §7)', async () => {
      const fields = [
        'Activite_principale__c',
        'CountryCode',
        'Departement__c',
        'Qui_etes_vous__c',
        'Raison_marketplace__c',
        'Type_de_societe__c',
      ];
      expect(fields.join(',').length).toBeGreaterThan(100);
      const lists = await t.ok<Record<string, { values: unknown[] }>>('picklists', {
        token: await t.clientToken(),
        params: { sobject: 'Lead', fields: fields.join(',') },
      });
      expect(Object.keys(lists).sort()).toEqual([...fields].sort());
      for (const field of fields) expect(lists[field]?.values.length).toBeGreaterThan(0);
    });
  },
);
