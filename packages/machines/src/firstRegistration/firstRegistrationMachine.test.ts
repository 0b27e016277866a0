import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type {
  CheckContactResponse,
  FirstRegistrationRequest,
  PublicCampaign,
  Role,
  SearchAccountResponse,
} from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { accountMatch, publicCampaigns } from '../testing/samples';
import {
  firstRegistrationMachine,
  firstRegistrationStates,
  type FirstRegistrationAnswer,
  type FirstRegistrationInput,
} from './firstRegistrationMachine';

const answer: FirstRegistrationAnswer = { request_id: 'req_1', reply_within_hours: 72 };

interface Fakes {
  check?: ReturnType<typeof fakeActor<CheckContactResponse, { email: string; role: Role }>>;
  campaigns?: ReturnType<typeof fakeActor<PublicCampaign[], void>>;
  search?: ReturnType<typeof fakeActor<SearchAccountResponse, { query: string }>>;
  submit?: ReturnType<typeof fakeActor<FirstRegistrationAnswer, FirstRegistrationRequest>>;
}

const unknownEmail = () =>
  failingActor<CheckContactResponse, { email: string; role: Role }>(
    apiError(4001, 'error.no_user_for_email'),
  );

function start(input: FirstRegistrationInput = {}, fakes: Fakes = {}) {
  const check = fakes.check ?? unknownEmail();
  const campaigns = fakes.campaigns ?? fakeActor<PublicCampaign[], void>(() => publicCampaigns);
  const search =
    fakes.search ??
    fakeActor<SearchAccountResponse, { query: string }>(() => ({ accounts: [accountMatch] }));
  const submit =
    fakes.submit ?? fakeActor<FirstRegistrationAnswer, FirstRegistrationRequest>(() => answer);
  const clock = new SimulatedClock();
  const actor = createActor(
    firstRegistrationMachine.provide({
      actors: {
        checkContact: check.logic,
        listCampaigns: campaigns.logic,
        searchAccount: search.logic,
        submitFirstRegistration: submit.logic,
      },
    }),
    { input, clock },
  ).start();
  return { actor, clock, check, campaigns, search, submit };
}

type Actor = ReturnType<typeof start>['actor'];

async function checkEmail(actor: Actor, email = 'new@example.com') {
  actor.send({ type: 'CHANGE', field: 'email', value: email });
  actor.send({ type: 'SUBMIT' });
  await settleIn(actor, 'accountNotFound');
}

/** Opens the form at once, with the email checked elsewhere. */
async function openForm(fakes: Fakes = {}, input: FirstRegistrationInput = {}) {
  const started = start({ email: 'new@example.com', emailChecked: true, ...input }, fakes);
  await settleIn(started.actor, 'form.company.idle');
  return started;
}

function fillContactAndDetails(actor: Actor) {
  actor.send({
    type: 'EDIT_CONTACT',
    patch: { salutation: 'Mr', firstname: 'Paul', lastname: 'Durand', phone: '0102030405' },
  });
  actor.send({
    type: 'EDIT_DETAILS',
    patch: {
      main_activity: 'Ready-to-wear',
      events_of_interest: ['cmp_1'],
      desired_surface: 24,
      terms: true,
    },
  });
}

const fullCompany = {
  name: 'Atelier Durand',
  street: '3 rue Haute',
  city: 'Lyon',
  postalCode: '69001',
  country: 'FR',
  industry: 'Fashion',
  tva: 'FR00123456789',
  siret: '73282932000074',
  wholesale_price: '40',
  retail_price: '90',
  size: '10-49',
  brand: 'Durand',
  shop: 'yes',
};

describe('first registration machine (spec §2, §5, §8)', () => {
  it('lists its states for the stories', () => {
    expect(firstRegistrationStates).toEqual([
      'emailCheck.idle',
      'emailCheck.checking',
      'accountExists',
      'noPortalAccount',
      'accountNotFound',
      'closed',
      'form.loading',
      'form.loadFailed',
      'form.company.idle',
      'form.company.searching',
      'form.company.results',
      'form.company.noResults',
      'form.details.idle',
      'form.details.submitting',
      'confirmed',
    ]);
  });

  it('reaches every state it lists (issue 4)', () => {
    const reached = reachableStates(firstRegistrationMachine, {
      input: { email: 'new@example.com' },
      events: [
        done('checkContact', { status: 'account' }),
        done('checkContact', { status: 'no_portal_account' }),
        failed('checkContact', apiError(4001, 'error.no_user_for_email')),
        failed('checkContact', apiError(3030, 'error.request_already_made')),
        done('listCampaigns', publicCampaigns),
        failed('listCampaigns', apiError(5000, 'error.generic')),
        { type: 'SEARCH_COMPANY', query: 'Maison' },
        done('searchAccount', { accounts: [accountMatch] }),
        done('searchAccount', { accounts: [] }),
        { type: 'PICK_ACCOUNT', account: accountMatch },
        { type: 'EDIT_COMPANY', patch: { name: 'Maison Martin' } },
        {
          type: 'EDIT_CONTACT',
          patch: { salutation: 'Mr', firstname: 'Paul', lastname: 'Durand', phone: '0102' },
        },
        {
          type: 'EDIT_DETAILS',
          patch: {
            main_activity: 'Fashion',
            events_of_interest: ['cmp_1'],
            desired_surface: 24,
            terms: true,
          },
        },
        done('submitFirstRegistration', answer),
      ],
      limit: 100_000,
    });
    expect(reached).toEqual(sorted(firstRegistrationStates));
  });

  it("shows 'account does not exist' on 4001, keeps the email and opens the form after 1 s (spec §8, §9 email-check redirect)", async () => {
    const { actor, clock, check } = start();
    await checkEmail(actor, ' New@Example.com');
    expect(check.calls).toEqual([{ email: 'new@example.com', role: 'exposant' }]);
    expect(actor.getSnapshot().context.message).toBe('error.account_does_not_exist');
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('accountNotFound');
    clock.increment(1);
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.contact.email).toBe('new@example.com');
  });

  it('reads 4010 on the first check as 4001: first registration after 1 s (spec §8 4010)', async () => {
    const { actor } = start(
      {},
      {
        check: failingActor<CheckContactResponse, { email: string; role: Role }>(
          apiError(4010, 'error.no_portal_account'),
        ),
      },
    );
    await checkEmail(actor);
    expect(actor.getSnapshot().context.message).toBe('error.account_does_not_exist');
  });

  it('closes the form on 3030 with its message (spec §8 3030)', async () => {
    const { actor } = start(
      {},
      {
        check: failingActor<CheckContactResponse, { email: string; role: Role }>(
          apiError(3030, 'error.request_already_made'),
        ),
      },
    );
    actor.send({ type: 'CHANGE', field: 'email', value: 'again@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'closed');
    expect(actor.getSnapshot().context.message).toBe('error.request_already_made');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows 4050 on the email field (spec §8 4050)', async () => {
    const { actor } = start(
      {},
      {
        check: failingActor<CheckContactResponse, { email: string; role: Role }>(
          apiError(4050, 'error.several_results'),
        ),
      },
    );
    actor.send({ type: 'CHANGE', field: 'email', value: 'dup@example.com' });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'emailCheck.idle');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      email: ['error.several_results'],
    });
  });

  it('sends a known contact to the login page, and one without portal account to forgot password (spec §8)', async () => {
    const known = start(
      {},
      {
        check: fakeActor<CheckContactResponse, { email: string; role: Role }>(() => ({
          status: 'account',
        })),
      },
    );
    known.actor.send({ type: 'CHANGE', field: 'email', value: 'anne@example.com' });
    known.actor.send({ type: 'SUBMIT' });
    await settleIn(known.actor, 'accountExists');
    const noAccess = start(
      {},
      {
        check: fakeActor<CheckContactResponse, { email: string; role: Role }>(() => ({
          status: 'no_portal_account',
        })),
      },
    );
    noAccess.actor.send({ type: 'CHANGE', field: 'email', value: 'paul@example.com' });
    noAccess.actor.send({ type: 'SUBMIT' });
    await settleIn(noAccess.actor, 'noPortalAccount');
  });

  it('loads the events of interest, and lets the user retry when that fails (spec §2 events of interest)', async () => {
    let attempts = 0;
    const { actor } = start(
      { email: 'new@example.com', emailChecked: true },
      {
        campaigns: fakeActor<PublicCampaign[], void>(() => {
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
    const { actor, search } = await openForm();
    actor.send({ type: 'SEARCH_COMPANY', query: 'Maison Martin' });
    expect(actor.getSnapshot().matches({ form: { company: 'searching' } })).toBe(true);
    await settleIn(actor, 'form.company.results');
    expect(search.calls).toEqual([{ query: 'Maison Martin' }]);
    expect(actor.getSnapshot().context.matches).toEqual([accountMatch]);
    actor.send({ type: 'PICK_ACCOUNT', account: accountMatch });
    expect(actor.getSnapshot().matches({ form: { details: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.account).toEqual(accountMatch);
  });

  it("shows 'No results for your search' and lets the user fill in the company (spec §2, §8)", async () => {
    const { actor } = await openForm({
      search: fakeActor<SearchAccountResponse, { query: string }>(() => ({ accounts: [] })),
    });
    actor.send({ type: 'SEARCH_COMPANY', query: 'Atelier Durand' });
    await settleIn(actor, 'form.company.noResults');
    actor.send({ type: 'ENTER_COMPANY' });
    expect(actor.getSnapshot().context.company.name).toBe('Atelier Durand');
    expect(actor.getSnapshot().context.account).toBeNull();
  });

  it('ignores a search of fewer than two characters', async () => {
    const { actor, search } = await openForm();
    actor.send({ type: 'SEARCH_COMPANY', query: 'M' });
    expect(actor.getSnapshot().matches({ form: { company: 'idle' } })).toBe(true);
    expect(search.calls).toEqual([]);
  });

  it('requires the company fields when no account is picked (spec §5 without an existing account id)', async () => {
    const { actor, submit } = await openForm();
    actor.send({ type: 'ENTER_COMPANY' });
    fillContactAndDetails(actor);
    actor.send({ type: 'EDIT_COMPANY', patch: { name: 'Atelier Durand' } });
    actor.send({ type: 'SUBMIT' });
    const errors = actor.getSnapshot().context.feedback.fieldErrors;
    expect(errors['company.siret']).toEqual(['validation.required']);
    expect(errors['company.city']).toEqual(['validation.required']);
    expect(errors['company.name']).toBeUndefined();
    expect(submit.calls).toEqual([]);
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
    const { actor, submit } = await openForm();
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
    expect(submit.calls[0]).toMatchObject({
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
      submit: failingActor<FirstRegistrationAnswer, FirstRegistrationRequest>(
        apiError(3030, 'error.request_already_made'),
      ),
    });
    actor.send({ type: 'ENTER_COMPANY' });
    actor.send({ type: 'EDIT_COMPANY', patch: fullCompany });
    fillContactAndDetails(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'closed');
  });

  it('maps 2201 field errors of the request and keeps the input (spec §8 2201)', async () => {
    const { actor } = await openForm({
      submit: failingActor<FirstRegistrationAnswer, FirstRegistrationRequest>(
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
