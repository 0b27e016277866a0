// First registration request (spec §2 pro/first-registration and its Matter and Shape variant,
// which forces English; 'Registration request' and 'Company-existence check with a list to pick
// from'; spec §5 validation; spec §8 codes; spec §1, §9 reply within 72 hours).
//
// 1. Email check (sf/check-contact): a known contact with an account ends in accountExists (log in),
//    one without a portal account in noPortalAccount (use forgot password); 4001 or 4010 on this
//    first check show 'account does not exist', keep the email and open the form after 1 s
//    (spec §8, §9 email-check redirect delay); 3030 closes the form (spec §8); 4050 sits on the
//    email field.
// 2. The form loads the events of interest (list-campaigns), then asks for the company: the
//    company-existence check (search-account) shows a list to pick from or 'No results for your
//    search'; without a picked account the company fields are required (spec §5).
// 3. Details (surface within bounds, terms, events of interest, optional sales contact), submit
//    (first-register), confirmed with the 72-hour promise.
import {
  DEFAULT_MIN_SURFACE_M2,
  checkContactRequestSchema,
  firstRegistrationRequestSchema,
  normalizeEmail,
} from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import * as fragment from '../shared/contactAndCompany';
import { emptyContact } from '../shared/drafts';
import { noFeedback } from '../shared/form';
import { stepThenCalling } from '../shared/formMachine';
import { stateValuesOf } from '../shared/stateValues';
import { emailCheckRequest, emptyDetails, registrationRequest } from './firstRegistrationRequests';
import { firstRegistrationSetup } from './firstRegistrationSetup';
import type { FirstRegistrationContext } from './firstRegistrationTypes';

export type {
  FirstRegistrationAnswer,
  FirstRegistrationContactDraft,
  FirstRegistrationContext,
  FirstRegistrationDetails,
  FirstRegistrationEvent,
  FirstRegistrationInput,
  FirstRegistrationVariant,
} from './firstRegistrationTypes';

export const firstRegistrationMachine = firstRegistrationSetup.createMachine({
  id: 'firstRegistration',
  context: ({ input }) => {
    const variant = input.variant ?? 'default';
    const email = input.email?.trim() ?? '';
    return {
      variant,
      minSurface: input.minSurface ?? DEFAULT_MIN_SURFACE_M2,
      emailChecked: input.emailChecked ?? false,
      emailCheck: { email },
      campaigns: [],
      companySearch: fragment.noCompanySearch,
      account: null,
      company: {},
      contact: {
        ...emptyContact,
        who_are_you: '',
        email: normalizeEmail(email),
        // The Matter and Shape form forces English (spec §2).
        langue: variant === 'matter_and_shape' ? 'en' : '',
      },
      details: emptyDetails,
      feedback: noFeedback,
      message: null,
      request: null,
    };
  },
  initial: 'emailCheck',
  states: {
    emailCheck: {
      always: { guard: 'emailAlreadyChecked', target: 'form', actions: 'keepEmail' },
      initial: 'idle',
      states: {
        idle: {
          on: {
            CHANGE: { actions: 'changeEmail' },
            SUBMIT: [
              { guard: 'emailIsValid', target: 'checking', actions: 'clearFeedback' },
              { actions: 'showEmailErrors' },
            ],
          },
        },
        checking: {
          invoke: {
            id: 'checkContact',
            src: 'checkContact',
            input: ({ context }) => checkContactRequestSchema.parse(emailCheckRequest(context)),
            onDone: [
              {
                guard: { type: 'hasAccount', params: actorOutput },
                target: '#firstRegistration.accountExists',
              },
              { target: '#firstRegistration.noPortalAccount' },
            ],
            onError: [
              {
                guard: 'isUnknownEmail',
                target: '#firstRegistration.accountNotFound',
                actions: ['keepMessage', 'keepEmail'],
              },
              { guard: 'closesForm', target: '#firstRegistration.closed', actions: 'keepMessage' },
              { target: 'idle', actions: 'showEmailCheckFailure' },
            ],
          },
        },
      },
    },
    /** 'An account already exists with this email address. Try logging in.' (spec §8). */
    accountExists: {
      type: 'final',
    },
    /** The contact has no portal account yet: forgot password initialises it (spec §8). */
    noPortalAccount: {
      type: 'final',
    },
    /** 'account does not exist': the email is kept, the form opens after 1 s (spec §8, §9). */
    accountNotFound: {
      after: { emailCheckRedirect: 'form' },
    },
    /** 3030: 'An initial request has already been made using this email address' (spec §8). */
    closed: {
      type: 'final',
    },
    form: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'listCampaigns',
            src: 'listCampaigns',
            onDone: {
              target: 'company',
              actions: { type: 'keepCampaigns', params: actorOutput },
            },
            onError: 'loadFailed',
          },
        },
        loadFailed: {
          on: { RETRY: 'loading' },
        },
        company: {
          initial: 'idle',
          on: {
            // Each search starts afresh: the banner of a failed one goes too.
            SEARCH_COMPANY: fragment.searchCompany('.searching', 'clearFeedback'),
            ENTER_COMPANY: { target: 'details', actions: ['enterCompany', 'clearFeedback'] },
          },
          states: {
            idle: {},
            searching: fragment.searchingCompany('results', 'noResults'),
            /** The list to pick from (spec §2 company-existence check). */
            results: {
              on: {
                PICK_ACCOUNT: fragment.pickAccount(
                  '#firstRegistration.form.details',
                  'clearFeedback',
                ),
              },
            },
            /** 'No results for your search' (spec §8): the company fields are filled in. */
            noResults: {},
          },
        },
        details: {
          initial: 'idle',
          states: stepThenCalling(
            {
              on: {
                CHANGE_COMPANY: {
                  target: '#firstRegistration.form.company',
                  actions: 'clearFeedback',
                },
                ...fragment.editingContactAndCompany,
                EDIT_DETAILS: { actions: { type: 'editDetails', params: fragment.patchOf } },
              },
              isValid: 'detailsAreValid',
              showErrors: 'showDetailsErrors',
            },
            'submitFirstRegistration',
            (context: FirstRegistrationContext) =>
              firstRegistrationRequestSchema(context.minSurface).parse(
                registrationRequest(context),
              ),
            {
              onDone: {
                target: '#firstRegistration.confirmed',
                actions: { type: 'keepRequest', params: actorOutput },
              },
              onError: [
                {
                  guard: 'closesForm',
                  target: '#firstRegistration.closed',
                  actions: 'keepMessage',
                },
                { target: 'idle', actions: 'showSubmitFailure' },
              ],
            },
          ),
        },
      },
    },
    /** confirm-first-register: the request is with the sales team, a reply within 72 hours. */
    confirmed: {
      type: 'final',
    },
  },
  output: ({ context }) => context.request,
});

/** Every state of the first-registration screen, for the portal's stories (docs/machines.md). */
export const firstRegistrationStates = stateValuesOf(firstRegistrationMachine);
