import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type {
  AccountMatch,
  InitRegisterRequest,
  InitRegisterResponse,
  Ok,
  RegistrationDone,
  SearchAccountResponse,
  ValidInfosRegisterRequest,
  ValidPwdRegisterRequest,
  ValidTmpRegisterRequest,
} from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import {
  registrationMachine,
  registrationStates,
  type RegistrationInput,
} from './registrationMachine';

const initAnswer: InitRegisterResponse = {
  registration_token: 'reg-token-1',
  prefill: { lastname: 'Martin', phone: '+33 1 23 45 67 89' },
};
const registered: RegistrationDone = { email: 'anne@example.com', role: 'exposant' };
const maisonMartin: AccountMatch = {
  id: 'acc_1',
  name: 'Maison Martin',
  city: 'Paris',
  postalCode: '75003',
  country: 'FR',
  siret_end: '00074',
};

interface Fakes {
  init?: ReturnType<typeof fakeActor<InitRegisterResponse, InitRegisterRequest>>;
  infos?: ReturnType<typeof fakeActor<Ok, ValidInfosRegisterRequest>>;
  pwd?: ReturnType<typeof fakeActor<RegistrationDone, ValidPwdRegisterRequest>>;
  tmp?: ReturnType<typeof fakeActor<RegistrationDone, ValidTmpRegisterRequest>>;
  search?: ReturnType<typeof fakeActor<SearchAccountResponse, { query: string }>>;
}

function start(
  input: RegistrationInput = { role: 'exposant', mode: 'register' },
  fakes: Fakes = {},
) {
  const init = fakes.init ?? fakeActor<InitRegisterResponse, InitRegisterRequest>(() => initAnswer);
  const infos = fakes.infos ?? fakeActor<Ok, ValidInfosRegisterRequest>(() => ({ success: true }));
  const pwd = fakes.pwd ?? fakeActor<RegistrationDone, ValidPwdRegisterRequest>(() => registered);
  const tmp = fakes.tmp ?? fakeActor<RegistrationDone, ValidTmpRegisterRequest>(() => registered);
  const search =
    fakes.search ??
    fakeActor<SearchAccountResponse, { query: string }>(({ query }) => ({
      accounts: query.toLowerCase().startsWith('maison') ? [maisonMartin] : [],
    }));
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        initRegister: init.logic,
        validInfosRegister: infos.logic,
        validPwdRegister: pwd.logic,
        validTmpRegister: tmp.logic,
        searchAccount: search.logic,
      },
    }),
    { input },
  ).start();
  return { actor, init, infos, pwd, tmp, search };
}

type RegistrationActor = ReturnType<typeof start>['actor'];

async function toDetails(actor: RegistrationActor) {
  actor.send({ type: 'EDIT_IDENTITY', patch: { email: 'Anne@example.com', first: 'Anne' } });
  actor.send({ type: 'SUBMIT' });
  await settleIn(actor, 'details.idle');
}

async function toPassword(actor: RegistrationActor) {
  await toDetails(actor);
  actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Ms' } });
  actor.send({ type: 'EDIT_COMPANY', patch: { name: 'Maison Martin', city: 'Paris' } });
  actor.send({ type: 'SUBMIT' });
  await settleIn(actor, 'password.idle');
}

function fillPassword(actor: RegistrationActor, terms = true) {
  actor.send({
    type: 'EDIT_PASSWORD',
    patch: { password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass', terms },
  });
}

describe('registration machine (spec §2 register, init, tmp-register; §5; §8)', () => {
  it('lists its states for the stories', () => {
    expect(registrationStates).toEqual([
      'identity.idle',
      'identity.submitting',
      'details.idle',
      'details.searching',
      'details.submitting',
      'password.idle',
      'password.submitting',
      'tmp.idle',
      'tmp.submitting',
      'accountExists',
      'confirmed',
    ]);
  });

  it('reaches every state it lists (issue 4)', () => {
    const reached = reachableStates(
      registrationMachine,
      {
        input: { role: 'exposant', mode: 'register', email: 'anne@example.com' },
        events: [
          { type: 'EDIT_IDENTITY', patch: { first: 'Anne' } },
          { type: 'EDIT_CONTACT', patch: { salutation: 'Ms', lastname: 'Martin', phone: '0123' } },
          { type: 'EDIT_COMPANY', patch: { name: 'Maison Martin' } },
          {
            type: 'EDIT_PASSWORD',
            patch: { password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass', terms: true },
          },
          done('initRegister', initAnswer),
          failed('initRegister', apiError(13, 'error.account_already_exists')),
          { type: 'SEARCH_COMPANY', query: 'Maison' },
          done('searchAccount', { accounts: [maisonMartin] }),
          done('validInfosRegister', { success: true }),
          done('validPwdRegister', registered),
        ],
      },
      {
        input: { role: 'exposant', mode: 'tmp', email: 'anne@example.com' },
        events: [
          {
            type: 'EDIT_CONTACT',
            patch: { salutation: 'Ms', firstname: 'A', lastname: 'M', phone: '0' },
          },
          {
            type: 'EDIT_TMP',
            patch: {
              company_name: 'Maison Martin',
              password: 'Str0ng!pass',
              password_confirmation: 'Str0ng!pass',
              terms: true,
            },
          },
          done('validTmpRegister', registered),
        ],
      },
    );
    expect(reached).toEqual(sorted(registrationStates));
  });

  it('starts with the email, the first name and the role of the screen (spec §7 init-register, §6)', async () => {
    const { actor, init } = start({ role: 'visiteur', mode: 'register' });
    await toDetails(actor);
    expect(init.calls).toEqual([{ email: 'anne@example.com', first: 'Anne', role: 'visiteur' }]);
  });

  it('sends the sfid of an init link and prefills the known contact details (spec §2 pro/init/{sfid})', async () => {
    const { actor, init } = start({ role: 'exposant', mode: 'init', sfid: '003XYZ' });
    await toDetails(actor);
    expect(init.calls[0]).toMatchObject({ sfid: '003XYZ' });
    expect(actor.getSnapshot().context.contact).toMatchObject({
      firstname: 'Anne',
      lastname: 'Martin',
      phone: '+33 1 23 45 67 89',
      email: 'anne@example.com',
    });
  });

  it('requires the email and the first name (spec §5 required, email)', () => {
    const { actor, init } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      email: ['validation.required'],
      first: ['validation.required'],
    });
    expect(init.calls).toEqual([]);
  });

  it("ends in accountExists on 'An account already exists with this email address. Try logging in.' (spec §8)", async () => {
    const { actor } = start(undefined, {
      init: failingActor<InitRegisterResponse, InitRegisterRequest>(
        apiError(13, 'An account already exists with this email address. Try logging in.'),
      ),
    });
    actor.send({ type: 'EDIT_IDENTITY', patch: { email: 'anne@example.com', first: 'Anne' } });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'accountExists');
    expect(actor.getSnapshot().output).toEqual({ accountExists: true, email: 'anne@example.com' });
  });

  it("shows 'This e-mail address is already in use' on the email field (spec §8)", async () => {
    const { actor } = start(undefined, {
      init: failingActor<InitRegisterResponse, InitRegisterRequest>(
        apiError(4090, 'error.email_in_use'),
      ),
    });
    actor.send({ type: 'EDIT_IDENTITY', patch: { email: 'anne@example.com', first: 'Anne' } });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'identity.idle');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      email: ['error.email_in_use'],
    });
    expect(actor.getSnapshot().context.identity.email).toBe('anne@example.com');
  });

  it('validates the details: civility, names and phone required, a company name or account (spec §5)', async () => {
    const { actor, infos } = start();
    await toDetails(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      'contact.salutation': ['validation.mandatory'],
    });
    // The company-or-account rule runs once the fields themselves are right (zod refinements).
    actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Mr' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      account_id: ['validation.account_required'],
    });
    expect(infos.calls).toEqual([]);
  });

  it('sends the details with the registration token (spec §7 valid-infos-register)', async () => {
    const { actor, infos } = start();
    await toPassword(actor);
    expect(infos.calls[0]).toMatchObject({
      registration_token: 'reg-token-1',
      contact: {
        salutation: 'Ms',
        firstname: 'Anne',
        lastname: 'Martin',
        email: 'anne@example.com',
      },
      company: { name: 'Maison Martin', city: 'Paris' },
    });
  });

  it('maps 2201 errors of the details under their fields (spec §8 2201)', async () => {
    const { actor } = start(undefined, {
      infos: failingActor<Ok, ValidInfosRegisterRequest>(
        apiError(2201, 'error.input_errors', { 'company.siret': ['validation.siret'] }),
      ),
    });
    await toDetails(actor);
    actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Ms' } });
    actor.send({ type: 'EDIT_COMPANY', patch: { name: 'Maison Martin' } });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'details.idle');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      'company.siret': ['validation.siret'],
    });
  });

  it('starts again from the first step when the registration is gone (4101)', async () => {
    const { actor } = start(undefined, {
      infos: failingActor<Ok, ValidInfosRegisterRequest>(apiError(4101, 'error.generic')),
    });
    await toDetails(actor);
    actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Ms' } });
    actor.send({ type: 'EDIT_COMPANY', patch: { name: 'Maison Martin' } });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'identity.idle');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.verification_expired');
    expect(actor.getSnapshot().context.identity.first).toBe('Anne');
  });

  it('requires the terms and a password that follows the rule (spec §5 terms, password)', async () => {
    const { actor, pwd } = start();
    await toPassword(actor);
    actor.send({
      type: 'EDIT_PASSWORD',
      patch: { password: 'short', password_confirmation: 'other', terms: false },
    });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      password: ['validation.password_format'],
      terms: ['validation.terms_required'],
    });
    // The confirmation is compared once the password itself is accepted (spec §5).
    fillPassword(actor, true);
    actor.send({ type: 'EDIT_PASSWORD', patch: { password_confirmation: 'Str0ng!pas' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      password_confirmation: ['validation.password_mismatch'],
    });
    expect(pwd.calls).toEqual([]);
  });

  it('confirms the registration with the verification email address (spec §2 confirm-register)', async () => {
    const { actor, pwd } = start();
    await toPassword(actor);
    fillPassword(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'confirmed');
    expect(pwd.calls).toEqual([
      {
        registration_token: 'reg-token-1',
        password: 'Str0ng!pass',
        password_confirmation: 'Str0ng!pass',
        terms: true,
      },
    ]);
    expect(actor.getSnapshot().output).toEqual(registered);
  });

  it('goes back from the password to the details with what was typed', async () => {
    const { actor } = start();
    await toPassword(actor);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toEqual({ details: 'idle' });
    expect(actor.getSnapshot().context.company.name).toBe('Maison Martin');
  });

  it('checks whether the company exists and sends the picked one by its id (spec §2 company-existence check, §5)', async () => {
    const { actor, infos, search } = start();
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
    expect(search.calls).toEqual([{ query: 'Maison' }]);
    expect(actor.getSnapshot().context.companySearch).toEqual({
      query: 'Maison',
      matches: [maisonMartin],
      searched: true,
    });
    actor.send({ type: 'PICK_ACCOUNT', account: maisonMartin });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'password.idle');
    expect(infos.calls[0]).toMatchObject({ account_id: 'acc_1' });
    expect(infos.calls[0]).not.toHaveProperty('company');
    expect(actor.getSnapshot().context.contact.mobile).toBe('0611223344');
  });

  it("says 'No results for your search' and lets the user fill in the company, the query as its name (spec §2, §8)", async () => {
    const { actor, infos } = start();
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
    expect(infos.calls[0]).toMatchObject({ company: { name: 'Atelier Neuf' } });
    expect(infos.calls[0]).not.toHaveProperty('account_id');
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
      search: failingActor<SearchAccountResponse, { query: string }>(
        apiError(5000, 'error.generic'),
      ),
    });
    await toDetails(actor);
    actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Ms' } });
    actor.send({ type: 'SEARCH_COMPANY', query: 'Maison' });
    await settleIn(actor, 'details.idle');
    expect(actor.getSnapshot().context.feedback.formError).toBe('error.generic');
    expect(actor.getSnapshot().context.contact.salutation).toBe('Ms');
  });

  it('registers a temporary exhibitor in one form (spec §2 pro/tmp-register, confirm-register-tmp)', async () => {
    const { actor, tmp } = start({
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
      patch: {
        company_name: 'Maison Martin',
        password: 'Str0ng!pass',
        password_confirmation: 'Str0ng!pass',
        terms: true,
      },
    });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'confirmed');
    expect(tmp.calls[0]).toMatchObject({
      company_name: 'Maison Martin',
      campaign_id: 'cmp_1',
      contact: { email: 'anne@example.com' },
      terms: true,
    });
  });
});
