// Registration and account initialisation (spec §2: pro/register and guest/register, the same
// screen by role; pro/init/{sfid} and guest/init/{sfid}, account creation and password setup;
// pro/tmp-register, a temporary registration; spec §5 validation; spec §7 init-register,
// valid-infos-register, valid-pwd-register, valid-tmp-register; spec §8 messages).
//
// register and init: identity (email, first name: init-register) -> details (contact, company:
// valid-infos-register) -> password (password, confirmation, terms: valid-pwd-register) ->
// confirmed (confirm-register). tmp: one form (valid-tmp-register) -> confirmed
// (confirm-register-tmp). 'An account already exists with this email address. Try logging in.'
// ends in accountExists (with the email and a link to login); 'This e-mail address is already in
// use' sits on the email field.
//
// The details step has the company-existence check of spec §2 (search-account): the company is
// picked from the list (account_id, spec §5 'an account id is required when none of the company
// fields are given') or its details are filled in. A search never blocks typing.
import { assign, fromPromise, setup } from 'xstate';
import {
  initRegisterRequestSchema,
  searchAccountRequestSchema,
  validInfosRegisterRequestSchema,
  validPwdRegisterRequestSchema,
  validTmpRegisterRequestSchema,
} from '@salon/domain';
import type {
  AccountMatch,
  InitRegisterRequest,
  InitRegisterResponse,
  MessageKey,
  Ok,
  RegistrationDone,
  Role,
  SearchAccountResponse,
  ValidInfosRegisterRequest,
  ValidPwdRegisterRequest,
  ValidTmpRegisterRequest,
} from '@salon/domain';
import { errorOf, failureMessage, hasErrorCode } from '../shared/errorCode';
import {
  clearPatchedErrors,
  feedbackFromError,
  noFeedback,
  validateWith,
  withoutBlanks,
} from '../shared/form';
import type { FeedbackOptions, FormFeedback } from '../shared/form';
import { emptyContact } from '../shared/drafts';
import type { CompanyDraft, ContactDraft } from '../shared/drafts';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

/** register: pro/register, guest/register; init: pro/init/{sfid}, guest/init/{sfid}; tmp: pro/tmp-register. */
export type RegistrationMode = 'register' | 'init' | 'tmp';

export interface RegistrationInput {
  role: Role;
  mode: RegistrationMode;
  /** The CRM contact id of an init link (spec §2 pro/init/{sfid}). */
  sfid?: string | null;
  /** A known email to prefill. */
  email?: string | null;
  /** tmp: the campaign the exhibitor was invited to. */
  campaignId?: string | null;
}

export interface IdentityValues {
  email: string;
  first: string;
}

export interface PasswordValues {
  password: string;
  password_confirmation: string;
  /** Terms and personal-data policy accepted (spec §5). */
  terms: boolean;
}

export interface TmpValues extends PasswordValues {
  company_name: string;
}

export type { CompanyDraft, ContactDraft };

/** The company-existence check of the details step (spec §2). */
export interface CompanySearch {
  /** The last text searched (a name or a SIRET). */
  query: string;
  /** Its answer; empty with `searched`: 'No results for your search' (spec §8). */
  matches: AccountMatch[];
  searched: boolean;
}

export interface RegistrationContext {
  role: Role;
  mode: RegistrationMode;
  sfid: string | null;
  campaignId: string | null;
  /** Carries the registration from step to step (init-register's answer). */
  registrationToken: string | null;
  identity: IdentityValues;
  contact: ContactDraft;
  company: CompanyDraft;
  companySearch: CompanySearch;
  /** The company picked from the list; null: its details are filled in (spec §5). */
  account: AccountMatch | null;
  password: PasswordValues;
  tmp: TmpValues;
  feedback: FormFeedback;
  /** The answer of the last step: the email the verification went to. */
  done: RegistrationDone | null;
}

export type RegistrationEvent =
  | { type: 'EDIT_IDENTITY'; patch: Partial<IdentityValues> }
  | { type: 'EDIT_CONTACT'; patch: Partial<ContactDraft> }
  | { type: 'EDIT_COMPANY'; patch: CompanyDraft }
  | { type: 'EDIT_PASSWORD'; patch: Partial<PasswordValues> }
  | { type: 'EDIT_TMP'; patch: Partial<TmpValues> }
  /** details: the company-existence check (at least two characters). */
  | { type: 'SEARCH_COMPANY'; query: string }
  | { type: 'PICK_ACCOUNT'; account: AccountMatch }
  /** details: drop the picked company and fill in its details. */
  | { type: 'ENTER_COMPANY' }
  | { type: 'SUBMIT' }
  /** password: back to the details. */
  | { type: 'BACK' };

export type RegistrationOutput = RegistrationDone | { accountExists: true; email: string };

const emptyPassword: PasswordValues = { password: '', password_confirmation: '', terms: false };

/** Messages of this flow that belong under the email field (spec §8). */
const errorOptions: FeedbackOptions = {
  emailField: 'email',
  fieldFor: { 'error.email_in_use': 'email' },
};
const contactErrorOptions: FeedbackOptions = {
  emailField: 'contact.email',
  fieldFor: { 'error.email_in_use': 'contact.email' },
};

function identityRequest(context: RegistrationContext): unknown {
  return {
    ...context.identity,
    role: context.role,
    ...(context.sfid ? { sfid: context.sfid } : {}),
  };
}

function detailsRequest(context: RegistrationContext): unknown {
  const company = withoutBlanks(context.company);
  return {
    registration_token: context.registrationToken ?? '',
    contact: withoutBlanks(context.contact),
    // A picked company is sent by its id alone (spec §5): the fields typed before are kept in the
    // form, in case the user goes back to filling them in.
    ...(context.account
      ? { account_id: context.account.id }
      : Object.keys(company).length > 0
        ? { company }
        : {}),
  };
}

function passwordRequest(context: RegistrationContext): unknown {
  return { registration_token: context.registrationToken ?? '', ...context.password };
}

function tmpRequest(context: RegistrationContext): unknown {
  const { company_name, ...password } = context.tmp;
  return {
    contact: withoutBlanks(context.contact),
    company_name,
    ...(context.campaignId ? { campaign_id: context.campaignId } : {}),
    ...password,
  };
}

/** The prefill of init-register (known contact details) over what was typed. */
function prefilled(context: RegistrationContext, response: InitRegisterResponse): ContactDraft {
  const known = Object.fromEntries(
    Object.entries(response.prefill).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<ContactDraft>;
  return {
    ...context.contact,
    firstname: context.identity.first.trim(),
    ...known,
    email: context.identity.email.trim().toLowerCase(),
  };
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
  },
  actors: {
    /** POST /init-register (spec §7: email, first, role). */
    initRegister: fromPromise<InitRegisterResponse, InitRegisterRequest>(provideMe('initRegister')),
    /** POST /valid-infos-register (spec §7). */
    validInfosRegister: fromPromise<Ok, ValidInfosRegisterRequest>(provideMe('validInfosRegister')),
    /** POST /valid-pwd-register (spec §7). */
    validPwdRegister: fromPromise<RegistrationDone, ValidPwdRegisterRequest>(
      provideMe('validPwdRegister'),
    ),
    /** POST /valid-tmp-register (spec §7). */
    validTmpRegister: fromPromise<RegistrationDone, ValidTmpRegisterRequest>(
      provideMe('validTmpRegister'),
    ),
    /** POST /search-account (spec §2 company-existence check, §7). */
    searchAccount: fromPromise<SearchAccountResponse, { query: string }>(
      provideMe('searchAccount'),
    ),
  },
  guards: {
    isTmp: ({ context }) => context.mode === 'tmp',
    identityIsValid: ({ context }) =>
      validateWith(initRegisterRequestSchema, identityRequest(context)).ok,
    detailsAreValid: ({ context }) =>
      validateWith(validInfosRegisterRequestSchema, detailsRequest(context)).ok,
    passwordIsValid: ({ context }) =>
      validateWith(validPwdRegisterRequestSchema, passwordRequest(context)).ok,
    tmpIsValid: ({ context }) =>
      validateWith(validTmpRegisterRequestSchema, tmpRequest(context)).ok,
    /** 'An account already exists with this email address. Try logging in.' (spec §8). */
    accountExists: ({ event }) => failureMessage(errorOf(event)) === 'error.account_already_exists',
    /** The registration token is over: start again from the first step. */
    registrationExpired: ({ event }) =>
      hasErrorCode(errorOf(event), 'tokenExpired') || hasErrorCode(errorOf(event), 'tokenInvalid'),
    queryIsValid: ({ event }) =>
      event.type === 'SEARCH_COMPANY' &&
      searchAccountRequestSchema.safeParse({ query: event.query }).success,
  },
  actions: {
    editIdentity: assign(({ context, event }) =>
      event.type === 'EDIT_IDENTITY'
        ? {
            identity: { ...context.identity, ...event.patch },
            feedback: clearPatchedErrors(context.feedback, event.patch),
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
    editCompany: assign(({ context, event }) =>
      event.type === 'EDIT_COMPANY'
        ? {
            company: { ...context.company, ...event.patch },
            feedback: clearPatchedErrors(context.feedback, event.patch, 'company'),
          }
        : {},
    ),
    editPassword: assign(({ context, event }) =>
      event.type === 'EDIT_PASSWORD'
        ? {
            password: { ...context.password, ...event.patch },
            feedback: clearPatchedErrors(context.feedback, event.patch),
          }
        : {},
    ),
    editTmp: assign(({ context, event }) =>
      event.type === 'EDIT_TMP'
        ? {
            tmp: { ...context.tmp, ...event.patch },
            feedback: clearPatchedErrors(context.feedback, event.patch),
          }
        : {},
    ),
    clearFeedback: assign({ feedback: noFeedback }),
    keepQuery: assign(({ context, event }) =>
      event.type === 'SEARCH_COMPANY'
        ? {
            companySearch: { ...context.companySearch, query: event.query.trim() },
            feedback: clearPatchedErrors(context.feedback, { account_id: true }),
          }
        : {},
    ),
    keepMatches: assign({
      companySearch: ({ context, event }) => ({
        query: context.companySearch.query,
        matches: (event as { output?: SearchAccountResponse }).output?.accounts ?? [],
        searched: true,
      }),
    }),
    showSearchFailure: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    pickAccount: assign(({ context, event }) =>
      event.type === 'PICK_ACCOUNT'
        ? {
            account: event.account,
            // The company's own fields no longer apply: their errors go.
            feedback: clearPatchedErrors(context.feedback, { account_id: true, company: true }),
          }
        : {},
    ),
    enterCompany: assign(({ context }) => ({
      account: null,
      // What was searched is the company's name, unless one was typed already.
      company:
        context.company.name || !context.companySearch.query
          ? context.company
          : { ...context.company, name: context.companySearch.query },
    })),
    showIdentityErrors: assign({
      feedback: ({ context }) => {
        const result = validateWith(initRegisterRequestSchema, identityRequest(context));
        return result.ok ? noFeedback : result.feedback;
      },
    }),
    showDetailsErrors: assign({
      feedback: ({ context }) => {
        const result = validateWith(validInfosRegisterRequestSchema, detailsRequest(context));
        return result.ok ? noFeedback : result.feedback;
      },
    }),
    showPasswordErrors: assign({
      feedback: ({ context }) => {
        const result = validateWith(validPwdRegisterRequestSchema, passwordRequest(context));
        return result.ok ? noFeedback : result.feedback;
      },
    }),
    showTmpErrors: assign({
      feedback: ({ context }) => {
        const result = validateWith(validTmpRegisterRequestSchema, tmpRequest(context));
        return result.ok ? noFeedback : result.feedback;
      },
    }),
    startDetails: assign(({ context, event }) => {
      const response = (event as { output?: InitRegisterResponse }).output;
      if (!response) return {};
      return {
        registrationToken: response.registration_token,
        contact: prefilled(context, response),
      };
    }),
    showIdentityFailure: assign({
      feedback: ({ event }) => feedbackFromError(errorOf(event), errorOptions),
    }),
    showContactFailure: assign({
      feedback: ({ event }) => feedbackFromError(errorOf(event), contactErrorOptions),
    }),
    /** The registration's time is over (its token expired or is gone): start again. */
    showExpired: assign({
      registrationToken: null,
      feedback: {
        fieldErrors: {},
        formError: 'error.verification_expired' as MessageKey,
        description: null,
      },
    }),
    keepDone: assign({
      done: ({ event }) => (event as { output?: RegistrationDone }).output ?? null,
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => {
    const email = input.email?.trim() ?? '';
    return {
      role: input.role,
      mode: input.mode,
      sfid: input.sfid?.trim() || null,
      campaignId: input.campaignId?.trim() || null,
      registrationToken: null,
      identity: { email, first: '' },
      contact: { ...emptyContact, email },
      company: {},
      companySearch: { query: '', matches: [], searched: false },
      account: null,
      password: emptyPassword,
      tmp: { ...emptyPassword, company_name: '' },
      feedback: noFeedback,
      done: null,
    };
  },
  initial: 'identity',
  states: {
    identity: {
      always: { guard: 'isTmp', target: 'tmp' },
      initial: 'idle',
      states: {
        idle: {
          on: {
            EDIT_IDENTITY: { actions: 'editIdentity' },
            SUBMIT: [
              { guard: 'identityIsValid', target: 'submitting', actions: 'clearFeedback' },
              { actions: 'showIdentityErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'initRegister',
            src: 'initRegister',
            input: ({ context }) => initRegisterRequestSchema.parse(identityRequest(context)),
            onDone: { target: '#registration.details', actions: 'startDetails' },
            onError: [
              { guard: 'accountExists', target: '#registration.accountExists' },
              { target: 'idle', actions: 'showIdentityFailure' },
            ],
          },
        },
      },
    },
    details: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            EDIT_CONTACT: { actions: 'editContact' },
            EDIT_COMPANY: { actions: 'editCompany' },
            SEARCH_COMPANY: {
              guard: 'queryIsValid',
              target: 'searching',
              actions: 'keepQuery',
            },
            PICK_ACCOUNT: { actions: 'pickAccount' },
            ENTER_COMPANY: { actions: 'enterCompany' },
            SUBMIT: [
              { guard: 'detailsAreValid', target: 'submitting', actions: 'clearFeedback' },
              { actions: 'showDetailsErrors' },
            ],
          },
        },
        /** The company-existence check (spec §2); typing goes on meanwhile. */
        searching: {
          on: {
            EDIT_CONTACT: { actions: 'editContact' },
            EDIT_COMPANY: { actions: 'editCompany' },
            // A new search replaces the one under way.
            SEARCH_COMPANY: {
              guard: 'queryIsValid',
              target: 'searching',
              reenter: true,
              actions: 'keepQuery',
            },
          },
          invoke: {
            id: 'searchAccount',
            src: 'searchAccount',
            input: ({ context }) => ({ query: context.companySearch.query }),
            onDone: { target: 'idle', actions: 'keepMatches' },
            onError: { target: 'idle', actions: 'showSearchFailure' },
          },
        },
        submitting: {
          invoke: {
            id: 'validInfosRegister',
            src: 'validInfosRegister',
            input: ({ context }) => validInfosRegisterRequestSchema.parse(detailsRequest(context)),
            onDone: { target: '#registration.password' },
            onError: [
              { guard: 'accountExists', target: '#registration.accountExists' },
              {
                guard: 'registrationExpired',
                target: '#registration.identity',
                actions: 'showExpired',
              },
              { target: 'idle', actions: 'showContactFailure' },
            ],
          },
        },
      },
    },
    password: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            EDIT_PASSWORD: { actions: 'editPassword' },
            BACK: { target: '#registration.details', actions: 'clearFeedback' },
            SUBMIT: [
              { guard: 'passwordIsValid', target: 'submitting', actions: 'clearFeedback' },
              { actions: 'showPasswordErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'validPwdRegister',
            src: 'validPwdRegister',
            input: ({ context }) => validPwdRegisterRequestSchema.parse(passwordRequest(context)),
            onDone: { target: '#registration.confirmed', actions: 'keepDone' },
            onError: [
              {
                guard: 'registrationExpired',
                target: '#registration.identity',
                actions: 'showExpired',
              },
              { target: 'idle', actions: 'showIdentityFailure' },
            ],
          },
        },
      },
    },
    tmp: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            EDIT_CONTACT: { actions: 'editContact' },
            EDIT_TMP: { actions: 'editTmp' },
            SUBMIT: [
              { guard: 'tmpIsValid', target: 'submitting', actions: 'clearFeedback' },
              { actions: 'showTmpErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'validTmpRegister',
            src: 'validTmpRegister',
            input: ({ context }) => validTmpRegisterRequestSchema.parse(tmpRequest(context)),
            onDone: { target: '#registration.confirmed', actions: 'keepDone' },
            onError: [
              { guard: 'accountExists', target: '#registration.accountExists' },
              { target: 'idle', actions: 'showContactFailure' },
            ],
          },
        },
      },
    },
    /** 'An account already exists with this email address. Try logging in.' (spec §8). */
    accountExists: {
      type: 'final',
    },
    /** confirm-register / confirm-register-tmp (spec §2): a verification email was sent. */
    confirmed: {
      type: 'final',
    },
  },
  output: ({ context }) =>
    context.done ?? {
      accountExists: true as const,
      email: (context.mode === 'tmp' ? context.contact.email : context.identity.email)
        .trim()
        .toLowerCase(),
    },
});

/** Every state of the registration screens, for the portal's stories (issue 4). */
export const registrationStates = stateValuesOf(registrationMachine);
