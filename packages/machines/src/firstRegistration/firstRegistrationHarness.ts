// Test harness of the first-registration machine (not exported by the package): the machine with
// fake actors, and the steps that lead to each part of the form.
import {
  apiError,
  failingActor,
  fakeActor,
  settleIn,
  startWithFakes,
  type FakesFor,
} from '../testing/fakes';
import { accountMatch, publicCampaigns } from '../testing/samples';
import {
  firstRegistrationMachine,
  type FirstRegistrationAnswer,
  type FirstRegistrationInput,
} from './firstRegistrationMachine';

export const answer: FirstRegistrationAnswer = { request_id: 'req_1', reply_within_hours: 72 };

/** Fakes for the first registration's actors, by the names the machine declares them with. */
export type Fakes = FakesFor<typeof firstRegistrationMachine>;

/** Starts the machine; each actor answers as below unless the test gives its own fake. */
export function start(input: FirstRegistrationInput = {}, fakes: Fakes = {}) {
  const all = {
    checkContact: failingActor(apiError(4001, 'error.no_user_for_email')),
    listCampaigns: fakeActor(() => publicCampaigns),
    searchAccount: fakeActor(() => ({ accounts: [accountMatch] })),
    submitFirstRegistration: fakeActor(() => answer),
    ...fakes,
  } satisfies Fakes;
  return { ...startWithFakes(firstRegistrationMachine, all, input), ...all };
}

export type Actor = ReturnType<typeof start>['actor'];

/** Submits `email` on the first screen and waits for the check's answer to lead to `state`. */
export async function checkEmail(
  actor: Actor,
  email = 'new@example.com',
  state = 'accountNotFound',
) {
  actor.send({ type: 'CHANGE', field: 'email', value: email });
  actor.send({ type: 'SUBMIT' });
  await settleIn(actor, state);
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
