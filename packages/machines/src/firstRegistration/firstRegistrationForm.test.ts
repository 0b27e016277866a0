// The first-registration form after the email check: events of interest, company-existence check,
// details and the request (spec §2, §5, §8, §9).
import { describe, expect, it } from 'vitest';
import type { PublicCampaign, SearchAccountResponse } from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn } from '../testing/fakes';
import { accountMatch, publicCampaigns } from '../testing/samples';
import { fillContactAndDetails, fullCompany, openForm, start } from './firstRegistrationHarness';

describe('first registration machine: the form (spec §2, §5, §8)', () => {
  it('loads the events of interest, and lets the user retry when that fails (spec §2 events of interest)', async () => {
    let attempts = 0;
    const { actor } = start(
      { email: 'new@example.com', emailChecked: true },
      {
        listCampaigns: fakeActor<PublicCampaign[], void>(() => {
          attempts += 1;
          if (attempts === 1) throw apiError(5000, 'error.generic');
          return publicCampaigns;
        }),
      },
    );
    await settleIn(actor, 'form.loadFailed');
    actor.send({ type: 'RETRY' });
    await settleIn(actor, 'form.company.idle');
    expect(actor.getSnapshot().context.campaigns).toEqual(publicCampaigns);
  });

  it('checks whether the company exists and shows the list to pick from (spec §2 company-existence check)', async () => {
    const { actor, searchAccount } = await openForm();
    actor.send({ type: 'SEARCH_COMPANY', query: 'Maison Martin' });
    expect(actor.getSnapshot().matches({ form: { company: 'searching' } })).toBe(true);
    await settleIn(actor, 'form.company.results');
    expect(searchAccount.calls).toEqual([{ query: 'Maison Martin' }]);
    expect(actor.getSnapshot().context.companySearch.matches).toEqual([accountMatch]);
    actor.send({ type: 'PICK_ACCOUNT', account: accountMatch });
    expect(actor.getSnapshot().matches({ form: { details: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.account).toEqual(accountMatch);
  });

  it("shows 'No results for your search' and lets the user fill in the company (spec §2, §8)", async () => {
    const { actor } = await openForm({
      searchAccount: fakeActor<SearchAccountResponse, { query: string }>(() => ({ accounts: [] })),
    });
    actor.send({ type: 'SEARCH_COMPANY', query: 'Atelier Durand' });
    await settleIn(actor, 'form.company.noResults');
    actor.send({ type: 'ENTER_COMPANY' });
    expect(actor.getSnapshot().context.company.name).toBe('Atelier Durand');
    expect(actor.getSnapshot().context.account).toBeNull();
  });

  it('ignores a search of fewer than two characters', async () => {
    const { actor, searchAccount } = await openForm();
    actor.send({ type: 'SEARCH_COMPANY', query: 'M' });
    expect(actor.getSnapshot().matches({ form: { company: 'idle' } })).toBe(true);
    expect(searchAccount.calls).toEqual([]);
  });

  it('requires the company fields when no account is picked (spec §5 without an existing account id)', async () => {
    const { actor, submitFirstRegistration } = await openForm();
    actor.send({ type: 'ENTER_COMPANY' });
    fillContactAndDetails(actor);
    actor.send({ type: 'EDIT_COMPANY', patch: { name: 'Atelier Durand' } });
    actor.send({ type: 'SUBMIT' });
    const errors = actor.getSnapshot().context.feedback.fieldErrors;
    expect(errors['company.siret']).toEqual(['validation.required']);
    expect(errors['company.city']).toEqual(['validation.required']);
    expect(errors['company.name']).toBeUndefined();
    expect(submitFirstRegistration.calls).toEqual([]);
  });

  it('keeps the surface within its bounds: at least the minimum and at most 99 m² (spec §5, §9 surface)', async () => {
    const { actor } = await openForm({}, { minSurface: 12 });
    actor.send({ type: 'SEARCH_COMPANY', query: 'Maison' });
    await settleIn(actor, 'form.company.results');
    actor.send({ type: 'PICK_ACCOUNT', account: accountMatch });
    fillContactAndDetails(actor);
    actor.send({ type: 'EDIT_DETAILS', patch: { desired_surface: 100 } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      desired_surface: ['validation.surface_too_big'],
    });
    actor.send({ type: 'EDIT_DETAILS', patch: { desired_surface: 11 } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      desired_surface: ['validation.surface_too_small'],
    });
  });

  it('requires the terms and at least one event of interest (spec §5 terms, §2 events of interest)', async () => {
    const { actor } = await openForm();
    actor.send({ type: 'ENTER_COMPANY' });
    actor.send({ type: 'EDIT_COMPANY', patch: fullCompany });
    fillContactAndDetails(actor);
    actor.send({ type: 'EDIT_DETAILS', patch: { events_of_interest: [], terms: false } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      events_of_interest: ['validation.mandatory'],
      terms: ['validation.terms_required'],
    });
  });

  it('sends the request with the picked account and the optional sales contact, and confirms with the 72-hour promise (spec §1, §9)', async () => {
    const { actor, submitFirstRegistration } = await openForm();
    actor.send({ type: 'SEARCH_COMPANY', query: 'Maison' });
    await settleIn(actor, 'form.company.results');
    actor.send({ type: 'PICK_ACCOUNT', account: accountMatch });
    fillContactAndDetails(actor);
    actor.send({
      type: 'EDIT_DETAILS',
      patch: { sales_contact: true, sales_representative: 'Julie' },
    });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'confirmed');
    expect(submitFirstRegistration.calls[0]).toMatchObject({
      variant: 'default',
      account_id: 'acc_1',
      company: {},
      contact: { email: 'new@example.com', lastname: 'Durand' },
      events_of_interest: ['cmp_1'],
      desired_surface: 24,
      sales_contact: true,
      sales_representative: 'Julie',
      terms: true,
    });
    expect(actor.getSnapshot().output).toEqual({ request_id: 'req_1', reply_within_hours: 72 });
  });

  it('forces English on the Matter and Shape form (spec §2)', async () => {
    const { actor } = await openForm({}, { variant: 'matter_and_shape' });
    expect(actor.getSnapshot().context.contact.langue).toBe('en');
  });

  it('closes the form when the request was already made, on submit too (spec §8 3030)', async () => {
    const { actor } = await openForm({
      submitFirstRegistration: failingActor(apiError(3030, 'error.request_already_made')),
    });
    actor.send({ type: 'ENTER_COMPANY' });
    actor.send({ type: 'EDIT_COMPANY', patch: fullCompany });
    fillContactAndDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'closed');
  });

  it('maps 2201 field errors of the request and keeps the input (spec §8 2201)', async () => {
    const { actor } = await openForm({
      submitFirstRegistration: failingActor(
        apiError(2201, 'error.input_errors', { 'company.siret': ['validation.siret'] }),
      ),
    });
    actor.send({ type: 'ENTER_COMPANY' });
    actor.send({ type: 'EDIT_COMPANY', patch: fullCompany });
    fillContactAndDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'form.details.idle');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      'company.siret': ['validation.siret'],
    });
    expect(actor.getSnapshot().context.company.name).toBe('Atelier Durand');
  });

  it('goes back from the details to the company check', async () => {
    const { actor } = await openForm();
    actor.send({ type: 'ENTER_COMPANY' });
    actor.send({ type: 'CHANGE_COMPANY' });
    expect(actor.getSnapshot().matches({ form: { company: 'idle' } })).toBe(true);
  });
});
