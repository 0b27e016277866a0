// Test harness of the registration machine (not exported by the package): the machine with fake
// actors, and the steps that lead to each form.
import type { AccountMatch, InitRegisterResponse, RegistrationDone } from '@salon/domain';
import { fakeActor, settleIn, startWithFakes, type FakesFor } from '../testing/fakes';
import { registrationMachine, type RegistrationInput } from './registrationMachine';

export const initAnswer: InitRegisterResponse = {
  registration_token: 'reg-token-1',
  prefill: { lastname: 'Martin', phone: '+33 1 23 45 67 89' },
};
export const registered: RegistrationDone = { email: 'anne@example.com', role: 'exposant' };
export const maisonMartin: AccountMatch = {
  id: 'acc_1',
  name: 'Maison Martin',
  city: 'Paris',
  postalCode: '75003',
  country: 'FR',
  siret_end: '00074',
};

/** Fakes for the registration's actors, by the names the machine declares them with. */
export type Fakes = FakesFor<typeof registrationMachine>;

/** Starts the machine; each actor answers as below unless the test gives its own fake. */
export function start(
  input: RegistrationInput = { role: 'exposant', mode: 'register' },
  fakes: Fakes = {},
) {
  const all = {
    initRegister: fakeActor(() => initAnswer),
    validInfosRegister: fakeActor(() => ({ success: true as const })),
    validPwdRegister: fakeActor(() => registered),
    validTmpRegister: fakeActor(() => registered),
    searchAccount: fakeActor(({ query }: { query: string }) => ({
      accounts: query.toLowerCase().startsWith('maison') ? [maisonMartin] : [],
    })),
    ...fakes,
  } satisfies Fakes;
  return { ...startWithFakes(registrationMachine, all, input), ...all };
}

export type RegistrationActor = ReturnType<typeof start>['actor'];

export async function toDetails(actor: RegistrationActor) {
  actor.send({ type: 'EDIT_IDENTITY', patch: { email: 'Anne@example.com', first: 'Anne' } });
  actor.send({ type: 'SUBMIT' });
  await settleIn(actor, 'details.idle');
}

export async function toPassword(actor: RegistrationActor) {
  await toDetails(actor);
  actor.send({ type: 'EDIT_CONTACT', patch: { salutation: 'Ms' } });
  actor.send({ type: 'EDIT_COMPANY', patch: { name: 'Maison Martin', city: 'Paris' } });
  actor.send({ type: 'SUBMIT' });
  await settleIn(actor, 'password.idle');
}

export function fillPassword(actor: RegistrationActor, terms = true) {
  actor.send({
    type: 'EDIT_PASSWORD',
    patch: { password: 'Str0ng!pass', password_confirmation: 'Str0ng!pass', terms },
  });
}

/** A temporary registration's own fields, filled in (spec §2 pro/tmp-register). */
export const tmpFilled = {
  company_name: 'Maison Martin',
  password: 'Str0ng!pass',
  password_confirmation: 'Str0ng!pass',
  terms: true,
};
