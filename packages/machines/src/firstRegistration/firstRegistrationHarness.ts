// Test harness of the first-registration machine (not exported by the package): the machine with
// fake actors, and the steps that lead to each part of the form.
import { SimulatedClock, createActor } from 'xstate';
import type {
  CheckContactResponse,
  FirstRegistrationRequest,
  PublicCampaign,
  Role,
  SearchAccountResponse,
} from '@salon/domain';
import { apiError, failingActor, fakeActor, settleIn } from '../testing/fakes';
import { accountMatch, publicCampaigns } from '../testing/samples';
import {
  firstRegistrationMachine,
  type FirstRegistrationAnswer,
  type FirstRegistrationInput,
} from './firstRegistrationMachine';

export const answer: FirstRegistrationAnswer = { request_id: 'req_1', reply_within_hours: 72 };

export interface Fakes {
  check?: ReturnType<typeof fakeActor<CheckContactResponse, { email: string; role: Role }>>;
  campaigns?: ReturnType<typeof fakeActor<PublicCampaign[], void>>;
  search?: ReturnType<typeof fakeActor<SearchAccountResponse, { query: string }>>;
  submit?: ReturnType<typeof fakeActor<FirstRegistrationAnswer, FirstRegistrationRequest>>;
}

export const unknownEmail = () =>
  failingActor<CheckContactResponse, { email: string; role: Role }>(
    apiError(4001, 'error.no_user_for_email'),
  );

export function start(input: FirstRegistrationInput = {}, fakes: Fakes = {}) {
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

export type Actor = ReturnType<typeof start>['actor'];

export async function checkEmail(actor: Actor, email = 'new@example.com') {
  actor.send({ type: 'CHANGE', field: 'email', value: email });
  actor.send({ type: 'SUBMIT' });
  await settleIn(actor, 'accountNotFound');
}

/** Opens the form at once, with the email checked elsewhere. */
export async function openForm(fakes: Fakes = {}, input: FirstRegistrationInput = {}) {
  const started = start({ email: 'new@example.com', emailChecked: true, ...input }, fakes);
  await settleIn(started.actor, 'form.company.idle');
  return started;
}

export function fillContactAndDetails(actor: Actor) {
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

export const fullCompany = {
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
