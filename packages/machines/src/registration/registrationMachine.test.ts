import { describe, expect, it } from 'vitest';
import { apiError, failingActor, settleIn } from '../testing/fakes';
import { done, failed, reachableStates, sorted } from '../testing/graph';
import { registrationMachine, registrationStates } from './registrationMachine';
import {
  fillPassword,
  initAnswer,
  maisonMartin,
  registered,
  start,
  toDetails,
  toPassword,
  tmpFilled,
} from './registrationHarness';

describe('registration machine (spec §2 register, init, tmp-register; §5; §8)', () => {
  it('reaches every state it lists (docs/machines.md "Reachability")', () => {
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
            patch: tmpFilled,
          },
          done('validTmpRegister', registered),
        ],
      },
    );
    expect(reached).toEqual(sorted(registrationStates));
  });

  it('starts with the email, the first name and the role of the screen (spec §7 init-register, §6)', async () => {
    const { actor, initRegister } = start({ role: 'visiteur', mode: 'register' });
    await toDetails(actor);
    expect(initRegister.calls).toEqual([
      { email: 'anne@example.com', first: 'Anne', role: 'visiteur' },
    ]);
  });

  it('sends the sfid of an init link and prefills the known contact details (spec §2 pro/init/{sfid})', async () => {
    const { actor, initRegister } = start({ role: 'exposant', mode: 'init', sfid: '003XYZ' });
    await toDetails(actor);
    expect(initRegister.calls[0]).toMatchObject({ sfid: '003XYZ' });
    expect(actor.getSnapshot().context.contact).toMatchObject({
      firstname: 'Anne',
      lastname: 'Martin',
      phone: '+33 1 23 45 67 89',
      email: 'anne@example.com',
    });
  });

  it('requires the email and the first name (spec §5 required, email)', () => {
    const { actor, initRegister } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      email: ['validation.required'],
      first: ['validation.required'],
    });
    expect(initRegister.calls).toEqual([]);
  });

  it("ends in accountExists on 'An account already exists with this email address. Try logging in.' (spec §8)", async () => {
    const { actor } = start(undefined, {
      initRegister: failingActor(
        apiError(13, 'An account already exists with this email address. Try logging in.'),
      ),
    });
    actor.send({ type: 'EDIT_IDENTITY', patch: { email: 'anne@example.com', first: 'Anne' } });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'accountExists');
    expect(actor.getSnapshot().output).toEqual({ accountExists: true, email: 'anne@example.com' });
  });

  it("shows 'contact email not unique' (4050) on the email field (spec §8)", async () => {
    const { actor } = start(undefined, {
      initRegister: failingActor(apiError(4050, 'error.contact_email_not_unique')),
    });
    actor.send({ type: 'EDIT_IDENTITY', patch: { email: 'anne@example.com', first: 'Anne' } });
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'identity.idle');
    expect(actor.getSnapshot().context.feedback.fieldErrors).toEqual({
      email: ['error.contact_email_not_unique'],
    });
    expect(actor.getSnapshot().context.identity.email).toBe('anne@example.com');
  });

  it('validates the details: civility, names and phone required, a company name or account (spec §5)', async () => {
    const { actor, validInfosRegister } = start();
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
    expect(validInfosRegister.calls).toEqual([]);
  });

  it('sends the details with the registration token (spec §7 valid-infos-register)', async () => {
    const { actor, validInfosRegister } = start();
    await toPassword(actor);
    expect(validInfosRegister.calls[0]).toMatchObject({
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
      validInfosRegister: failingActor(
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
      validInfosRegister: failingActor(apiError(4101, 'error.generic')),
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
    const { actor, validPwdRegister } = start();
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
    expect(validPwdRegister.calls).toEqual([]);
  });

  it('confirms the registration with the verification email address (spec §2 confirm-register)', async () => {
    const { actor, validPwdRegister } = start();
    await toPassword(actor);
    fillPassword(actor);
    actor.send({ type: 'SUBMIT' });
    await settleIn(actor, 'confirmed');
    expect(validPwdRegister.calls).toEqual([
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
});
