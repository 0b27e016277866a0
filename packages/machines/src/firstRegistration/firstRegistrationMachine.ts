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
import { assign, fromPromise, setup } from 'xstate';
import {
  DEFAULT_MIN_SURFACE_M2,
  EMAIL_CHECK_REDIRECT_DELAY_MS,
  checkContactRequestSchema,
  firstRegistrationRequestSchema,
  searchAccountRequestSchema,
} from '@salon/domain';
import type {
  AccountMatch,
  CheckContactResponse,
  FirstRegistrationRequest,
  PublicCampaign,
  Role,
  SearchAccountResponse,
} from '@salon/domain';
import { describeFailure } from '../shared/apiError';
import { emptyContact } from '../shared/drafts';
import type { CompanyDraft, ContactDraft } from '../shared/drafts';
import { errorOf } from '../shared/errorCode';
import {
  clearPatchedErrors,
  feedbackFromError,
  noFeedback,
  validateWith,
  withoutBlanks,
} from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export type FirstRegistrationVariant = 'default' | 'matter_and_shape';

export interface FirstRegistrationInput {
  variant?: FirstRegistrationVariant;
  /** The minimum desired surface in m² (spec §9: a parameter). */
  minSurface?: number;
  /** An email to prefill (the memo of spec §3). */
  email?: string | null;
  /** The email was already checked (by an earlier screen): open the form at once. */
  emailChecked?: boolean;
}

/** The first-registration request's own fields, as typed. */
export interface FirstRegistrationDetails {
  main_activity: string;
  further_information: string;
  /** Campaign ids (spec §2 'events of interest'). */
  events_of_interest: string[];
  specific_request: string;
  /** m², null while empty. */
  desired_surface: number | null;
  /** 'Optional contact with a sales representative' (spec §2). */
  sales_contact: boolean;
  sales_representative: string;
  /** Terms and personal-data policy (spec §5). */
  terms: boolean;
}

export interface FirstRegistrationContactDraft extends ContactDraft {
  who_are_you: string;
}

export interface FirstRegistrationContext {
  variant: FirstRegistrationVariant;
  minSurface: number;
  emailChecked: boolean;
  emailCheck: { email: string };
  campaigns: PublicCampaign[];
  companyQuery: string;
  matches: AccountMatch[];
  /** The company picked from the list; null: the company fields are filled in (spec §5). */
  account: AccountMatch | null;
  company: CompanyDraft;
  contact: FirstRegistrationContactDraft;
  details: FirstRegistrationDetails;
  feedback: FormFeedback;
  /** The message of an end state: 'account does not exist', 'request already made'... */
  message: string | null;
  request: { request_id: string; reply_within_hours: 72 } | null;
}

export type FirstRegistrationEvent =
  | FieldChange<{ email: string }>
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'SEARCH_COMPANY'; query: string }
  | { type: 'PICK_ACCOUNT'; account: AccountMatch }
  /** 'My company is not in the list' / after 'No results': fill in the company fields. */
  | { type: 'ENTER_COMPANY' }
  /** From the details: back to the company check. */
  | { type: 'CHANGE_COMPANY' }
  | { type: 'EDIT_COMPANY'; patch: CompanyDraft }
  | { type: 'EDIT_CONTACT'; patch: Partial<FirstRegistrationContactDraft> }
  | { type: 'EDIT_DETAILS'; patch: Partial<FirstRegistrationDetails> };

export interface FirstRegistrationAnswer {
  request_id: string;
  reply_within_hours: 72;
}

const role: Role = 'exposant';

function emailCheckRequest(context: FirstRegistrationContext): unknown {
  return { email: context.emailCheck.email, role };
}

function registrationRequest(context: FirstRegistrationContext): unknown {
  const { details } = context;
  return {
    variant: context.variant,
    ...(context.account ? { account_id: context.account.id } : {}),
    company: context.account ? {} : withoutBlanks(context.company),
    main_activity: details.main_activity,
    further_information: details.further_information,
    contact: withoutBlanks(context.contact),
    events_of_interest: details.events_of_interest,
    specific_request: details.specific_request,
    desired_surface: details.desired_surface ?? undefined,
    sales_contact: details.sales_contact,
    sales_representative: details.sales_contact ? details.sales_representative : '',
    terms: details.terms,
  };
}

const emptyDetails: FirstRegistrationDetails = {
  main_activity: '',
  further_information: '',
  events_of_interest: [],
  specific_request: '',
  desired_surface: null,
  sales_contact: false,
  sales_representative: '',
  terms: false,
};

export const firstRegistrationMachine = setup({
  types: {
    context: {} as FirstRegistrationContext,
    events: {} as FirstRegistrationEvent,
    input: {} as FirstRegistrationInput,
    output: {} as FirstRegistrationAnswer | null,
  },
  actors: {
    /** POST /sf/check-contact (spec §7, §8 'first check'). */
    checkContact: fromPromise<CheckContactResponse, { email: string; role: Role }>(
      provideMe('checkContact'),
    ),
    /** GET /list-campaigns (spec §7): the events of interest. */
    listCampaigns: fromPromise<PublicCampaign[], void>(provideMe('listCampaigns')),
    /** POST /search-account (spec §2 company-existence check, §7). */
    searchAccount: fromPromise<SearchAccountResponse, { query: string; country?: string }>(
      provideMe('searchAccount'),
    ),
    /** POST /first-register (spec §7). */
    submitFirstRegistration: fromPromise<FirstRegistrationAnswer, FirstRegistrationRequest>(
      provideMe('submitFirstRegistration'),
    ),
  },
  delays: {
    /** spec §8, §9: 'account does not exist', then the first registration after 1 second. */
    emailCheckRedirect: EMAIL_CHECK_REDIRECT_DELAY_MS,
  },
  guards: {
    emailAlreadyChecked: ({ context }) =>
      context.emailChecked &&
      validateWith(checkContactRequestSchema, emailCheckRequest(context)).ok,
    emailIsValid: ({ context }) =>
      validateWith(checkContactRequestSchema, emailCheckRequest(context)).ok,
    hasAccount: ({ event }) =>
      (event as { output?: CheckContactResponse }).output?.status === 'account',
    /** 4001 or 4010 on the first check (spec §8). */
    isUnknownEmail: ({ event }) =>
      describeFailure(errorOf(event), 'emailCheck').behaviour.kind === 'firstRegistrationRedirect',
    /** 3030: a request was already made with this email; the form closes (spec §8). */
    closesForm: ({ event }) =>
      describeFailure(errorOf(event), 'emailCheck').behaviour.kind === 'closeForm',
    queryIsValid: ({ event }) =>
      event.type === 'SEARCH_COMPANY' &&
      searchAccountRequestSchema.safeParse({ query: event.query }).success,
    foundAccounts: ({ event }) =>
      ((event as { output?: SearchAccountResponse }).output?.accounts.length ?? 0) > 0,
    detailsAreValid: ({ context }) =>
      validateWith(firstRegistrationRequestSchema(context.minSurface), registrationRequest(context))
        .ok,
  },
  actions: {
    changeEmail: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? {
            emailCheck: { email: event.value },
            feedback: clearPatchedErrors(context.feedback, { email: true }),
          }
        : {},
    ),
    showEmailErrors: assign({
      feedback: ({ context }) => {
        const result = validateWith(checkContactRequestSchema, emailCheckRequest(context));
        return result.ok ? noFeedback : result.feedback;
      },
    }),
    showEmailCheckFailure: assign({
      feedback: ({ event }) =>
        feedbackFromError(errorOf(event), { context: 'emailCheck', emailField: 'email' }),
    }),
    keepMessage: assign({
      message: ({ event }) => describeFailure(errorOf(event), 'emailCheck').messageKey,
    }),
    /** The checked email is the contact's email (spec §8 'the email is stored'). */
    keepEmail: assign(({ context }) => ({
      contact: {
        ...context.contact,
        email: context.emailCheck.email.trim().toLowerCase(),
      },
    })),
    clearFeedback: assign({ feedback: noFeedback }),
    keepCampaigns: assign({
      campaigns: ({ event }) => (event as { output?: PublicCampaign[] }).output ?? [],
    }),
    keepQuery: assign({
      companyQuery: ({ context, event }) =>
        event.type === 'SEARCH_COMPANY' ? event.query.trim() : context.companyQuery,
    }),
    keepMatches: assign({
      matches: ({ event }) => (event as { output?: SearchAccountResponse }).output?.accounts ?? [],
    }),
    showSearchFailure: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    pickAccount: assign(({ event }) =>
      event.type === 'PICK_ACCOUNT' ? { account: event.account, feedback: noFeedback } : {},
    ),
    enterCompany: assign(({ context }) => ({
      account: null,
      feedback: noFeedback,
      // What was searched is the company's name, unless one was typed already.
      company:
        context.company.name || !context.companyQuery
          ? context.company
          : { ...context.company, name: context.companyQuery },
    })),
    editCompany: assign(({ context, event }) =>
      event.type === 'EDIT_COMPANY'
        ? {
            company: { ...context.company, ...event.patch },
            feedback: clearPatchedErrors(context.feedback, event.patch, 'company'),
          }
        : {},
    ),
    editContact: assign(({ context, event }) =>
      event.type === 'EDIT_CONTACT'
        ? {
            contact: { ...context.contact, ...event.patch },
            feedback: clearPatchedErrors(context.feedback, event.patch, 'contact'),
          }
        : {},
    ),
    editDetails: assign(({ context, event }) =>
      event.type === 'EDIT_DETAILS'
        ? {
            details: { ...context.details, ...event.patch },
            feedback: clearPatchedErrors(context.feedback, event.patch),
          }
        : {},
    ),
    showDetailsErrors: assign({
      feedback: ({ context }) => {
        const result = validateWith(
          firstRegistrationRequestSchema(context.minSurface),
          registrationRequest(context),
        );
        return result.ok ? noFeedback : result.feedback;
      },
    }),
    showSubmitFailure: assign({
      feedback: ({ event }) => feedbackFromError(errorOf(event), { emailField: 'contact.email' }),
    }),
    keepRequest: assign({
      request: ({ event }) => (event as { output?: FirstRegistrationAnswer }).output ?? null,
    }),
  },
}).createMachine({
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
      companyQuery: '',
      matches: [],
      account: null,
      company: {},
      contact: {
        ...emptyContact,
        who_are_you: '',
        email: email.toLowerCase(),
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
              { guard: 'hasAccount', target: '#firstRegistration.accountExists' },
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
            onDone: { target: 'company', actions: 'keepCampaigns' },
            onError: 'loadFailed',
          },
        },
        loadFailed: {
          on: { RETRY: 'loading' },
        },
        company: {
          initial: 'idle',
          on: {
            // A new search replaces one under way (reenter restarts the call with the new query).
            SEARCH_COMPANY: {
              guard: 'queryIsValid',
              target: '.searching',
              reenter: true,
              actions: ['keepQuery', 'clearFeedback'],
            },
            ENTER_COMPANY: { target: 'details', actions: 'enterCompany' },
          },
          states: {
            idle: {},
            searching: {
              invoke: {
                id: 'searchAccount',
                src: 'searchAccount',
                input: ({ context }) => ({ query: context.companyQuery }),
                onDone: [
                  { guard: 'foundAccounts', target: 'results', actions: 'keepMatches' },
                  { target: 'noResults', actions: 'keepMatches' },
                ],
                onError: { target: 'idle', actions: 'showSearchFailure' },
              },
            },
            /** The list to pick from (spec §2 company-existence check). */
            results: {
              on: {
                PICK_ACCOUNT: { target: '#firstRegistration.form.details', actions: 'pickAccount' },
              },
            },
            /** 'No results for your search' (spec §8): the company fields are filled in. */
            noResults: {},
          },
        },
        details: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                CHANGE_COMPANY: {
                  target: '#firstRegistration.form.company',
                  actions: 'clearFeedback',
                },
                EDIT_COMPANY: { actions: 'editCompany' },
                EDIT_CONTACT: { actions: 'editContact' },
                EDIT_DETAILS: { actions: 'editDetails' },
                SUBMIT: [
                  { guard: 'detailsAreValid', target: 'submitting', actions: 'clearFeedback' },
                  { actions: 'showDetailsErrors' },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'submitFirstRegistration',
                src: 'submitFirstRegistration',
                input: ({ context }) =>
                  firstRegistrationRequestSchema(context.minSurface).parse(
                    registrationRequest(context),
                  ),
                onDone: { target: '#firstRegistration.confirmed', actions: 'keepRequest' },
                onError: [
                  {
                    guard: 'closesForm',
                    target: '#firstRegistration.closed',
                    actions: 'keepMessage',
                  },
                  { target: 'idle', actions: 'showSubmitFailure' },
                ],
              },
            },
          },
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

/** Every state of the first-registration screen, for the portal's stories (issue 4). */
export const firstRegistrationStates = stateValuesOf(firstRegistrationMachine);
