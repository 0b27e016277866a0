// The registration's company-existence check (spec §2, §5, §8) and the temporary registration
// (spec §2 pro/tmp-register).
import { describe, expect, it } from 'vitest';
import { apiError, failingActor, settleIn } from '../testing/fakes';
import { maisonMartin, start, tmpFilled, toDetails } from './registrationHarness';

describe('registration machine: company-existence check (spec §2, §5, §8)', () => {
  it('checks whether the company exists and sends the picked one by its id (spec §2 company-existence check, §5)', async () => {
    const { actor, validInfosRegister, searchAccount } = start();
    await toDetails(actor);
    actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Ms' } });
    actor.send({ type: 'EDIT_COMPANY', patch: { city: 'Lyon' } });
    // Fewer than two characters: no search.
    actor.send({ type: 'SEARCH_COMPANY', query: 'M' });
    expect(actor.getSnapshot().value).toEqual({ details: 'idle' });
    actor.send({ type: 'SEARCH_COMPANY', query: ' Maison ' });
    expect(actor.getSnapshot().value).toEqual({ details: 'searching' });
    // Typing goes on while the search runs.
    actor.send({ type: 'EDIT_CONTACT', patch: { mobile: '0611223344' } });
    await settleIn(actor, 'details.idle');
    expect(searchAccount.calls).toEqual([{ query: 'Maison' }]);
    expect(actor.getSnapshot().context.companySearch).toEqual({
      query: 'Maison',
      matches: [maisonMartin],
      searched: true,
    });
    actor.send({ type: 'PICK_ACCOUNT', account: maisonMartin });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'password.idle');
    expect(validInfosRegister.calls[0]).toMatchObject({ account_id: 'acc_1' });
    expect(validInfosRegister.calls[0]).not.toHaveProperty('company');
    expect(actor.getSnapshot().context.contact.mobile).toBe('0611223344');
  });

  it("says 'No results for your search' and lets the user fill in the company, the query as its name (spec §2, §8)", async () => {
    const { actor, validInfosRegister } = start();
    await toDetails(actor);
    actor.send({ type: 'SEARCH_COMPANY', query: 'Atelier Neuf' });
    await settleIn(actor, 'details.idle');
    expect(actor.getSnapshot().context.companySearch).toMatchObject({
      matches: [],
      searched: true,
    });
    actor.send({ type: 'ENTER_COMPANY' });
    expect(actor.getSnapshot().context.company.name).toBe('Atelier Neuf');
    actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Mr' } });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'password.idle');
    expect(validInfosRegister.calls[0]).toMatchObject({ company: { name: 'Atelier Neuf' } });
    expect(validInfosRegister.calls[0]).not.toHaveProperty('account_id');
  });

  it('drops a picked company when the user fills in its details instead, keeping what was typed', async () => {
    const { actor } = start();
    await toDetails(actor);
    actor.send({ type: 'EDIT_COMPANY', patch: { name: 'Maison Martin SARL' } });
    actor.send({ type: 'SEARCH_COMPANY', query: 'Maison' });
    await settleIn(actor, 'details.idle');
    actor.send({ type: 'PICK_ACCOUNT', account: maisonMartin });
    expect(actor.getSnapshot().context.account).toEqual(maisonMartin);
    actor.send({ type: 'ENTER_COMPANY' });
    expect(actor.getSnapshot().context.account).toBeNull();
    expect(actor.getSnapshot().context.company.name).toBe('Maison Martin SARL');
  });

  it('shows a failed company search in the banner and keeps the form (spec §8)', async () => {
    const { actor } = start(undefined, {
      searchAccount: failingActor(apiError(5000, 'error.generic')),
    });
    await toDetails(actor);
    actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Ms' } });
    actor.send({ type: 'SEARCH_COMPANY', query: 'Maison' });
    await settleIn(actor, 'details.idle');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.generic');
    expect(actor.getSnapshot().context.contact.salutation).toBe('Ms');
  });
});

describe('registration machine: temporary registration (spec §2 pro/tmp-register)', () => {
  it('registers a temporary exhibitor in one form (spec §2 pro/tmp-register, confirm-register-tmp)', async () => {
    const { actor, validTmpRegister } = start({
      role: 'exposant',
      mode: 'tmp',
      email: 'anne@example.com',
      campaignId: 'cmp_1',
    });
    expect(actor.getSnapshot().value).toEqual({ tmp: 'idle' });
    actor.send({
      type: 'EDIT_CONTACT',
      patch: { salutation: 'Ms', firstname: 'Anne', lastname: 'Martin', phone: '0123456789' },
    });
    actor.send({
      type: 'EDIT_TMP',
      patch: tmpFilled,
    });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'confirmed');
    expect(validTmpRegister.calls[0]).toMatchObject({
      company_name: 'Maison Martin',
      campaign_id: 'cmp_1',
      contact: { email: 'anne@example.com' },
      terms: true,
    });
  });
});
