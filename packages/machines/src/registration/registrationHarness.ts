// Test harness of the registration machine (not exported by the package): the machine with fake
// actors, and the steps that lead to each form.
import { createActor } from 'xstate';
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
import { fakeActor, settleIn } from '../testing/fakes';
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

export interface Fakes {
  init?: ReturnType<typeof fakeActor<InitRegisterResponse, InitRegisterRequest>>;
  infos?: ReturnType<typeof fakeActor<Ok, ValidInfosRegisterRequest>>;
  pwd?: ReturnType<typeof fakeActor<RegistrationDone, ValidPwdRegisterRequest>>;
  tmp?: ReturnType<typeof fakeActor<RegistrationDone, ValidTmpRegisterRequest>>;
  search?: ReturnType<typeof fakeActor<SearchAccountResponse, { query: string }>>;
}

export function start(
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
