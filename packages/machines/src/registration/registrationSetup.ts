// The registration flow's actors, guards and actions (spec §2, §5, §7, §8); its states are in
// registrationMachine.ts. Actions that read an actor's output take it as params (docs/machines.md
// "Typed actor outputs").
import { assign, fromPromise, setup } from 'xstate';
import {
  initRegisterRequestSchema,
  validInfosRegisterRequestSchema,
  validPwdRegisterRequestSchema,
  validTmpRegisterRequestSchema,
} from '@salon/domain';
import type {
  InitRegisterRequest,
  InitRegisterResponse,
  MessageKey,
  Ok,
  RegistrationDone,
  SearchAccountResponse,
  ValidInfosRegisterRequest,
  ValidPwdRegisterRequest,
  ValidTmpRegisterRequest,
} from '@salon/domain';
import { companyNamedAfter, isSearchableQuery } from '../shared/companySearch';
import { errorOf, failureMessage, hasErrorCode } from '../shared/errorCode';
import {
  clearPatchedErrors,
  feedbackFromError,
  noFeedback,
  validateWith,
  validationFeedback,
  type SchemaLike,
} from '../shared/form';
import { editedSection } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import {
  contactErrorOptions,
  detailsRequest,
  errorOptions,
  identityRequest,
  passwordRequest,
  prefilled,
  tmpRequest,
} from './registrationRequests';
import type {
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationOutput,
} from './registrationTypes';

/**
 * A step's request checked against the schema the API call validates (spec §5): whether it can be
 * sent (the step's guard), and else the errors its SUBMIT shows.
 */
function checkedStep<T>(schema: SchemaLike<T>, request: (context: RegistrationContext) => unknown) {
  return {
    isValid: ({ context }: { context: RegistrationContext }) =>
      validateWith(schema, request(context)).ok,
    errors: ({ context }: { context: RegistrationContext }) =>
      validationFeedback(schema, request(context)),
  };
}

const identityStep = checkedStep(initRegisterRequestSchema, identityRequest);
const detailsStep = checkedStep(validInfosRegisterRequestSchema, detailsRequest);
const passwordStep = checkedStep(validPwdRegisterRequestSchema, passwordRequest);
const tmpStep = checkedStep(validTmpRegisterRequestSchema, tmpRequest);

export const registrationSetup = setup({
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
    identityIsValid: identityStep.isValid,
    detailsAreValid: detailsStep.isValid,
    passwordIsValid: passwordStep.isValid,
    tmpIsValid: tmpStep.isValid,
    /** 'An account already exists with this email address. Try logging in.' (spec §8). */
    accountExists: ({ event }) => failureMessage(errorOf(event)) === 'error.account_already_exists',
    /** The registration token is over: start again from the first step. */
    registrationExpired: ({ event }) =>
      hasErrorCode(errorOf(event), 'tokenExpired') || hasErrorCode(errorOf(event), 'tokenInvalid'),
    queryIsValid: ({ event }) => event.type === 'SEARCH_COMPANY' && isSearchableQuery(event.query),
  },
  actions: {
    editIdentity: assign(({ context, event }) =>
      event.type === 'EDIT_IDENTITY'
        ? editedSection('identity', context.identity, event.patch, context.feedback)
        : {},
    ),
    editContact: assign(({ context, event }) =>
      event.type === 'EDIT_CONTACT'
        ? editedSection('contact', context.contact, event.patch, context.feedback, 'contact')
        : {},
    ),
    editCompany: assign(({ context, event }) =>
      event.type === 'EDIT_COMPANY'
        ? editedSection('company', context.company, event.patch, context.feedback, 'company')
        : {},
    ),
    editPassword: assign(({ context, event }) =>
      event.type === 'EDIT_PASSWORD'
        ? editedSection('password', context.password, event.patch, context.feedback)
        : {},
    ),
    editTmp: assign(({ context, event }) =>
      event.type === 'EDIT_TMP'
        ? editedSection('tmp', context.tmp, event.patch, context.feedback)
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
    keepMatches: assign(({ context }, found: SearchAccountResponse) => ({
      companySearch: {
        query: context.companySearch.query,
        matches: found.accounts,
        searched: true,
      },
    })),
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
      company: companyNamedAfter(context.company, context.companySearch.query),
    })),
    showIdentityErrors: assign({ feedback: identityStep.errors }),
    showDetailsErrors: assign({ feedback: detailsStep.errors }),
    showPasswordErrors: assign({ feedback: passwordStep.errors }),
    showTmpErrors: assign({ feedback: tmpStep.errors }),
    startDetails: assign(({ context }, response: InitRegisterResponse) => ({
      registrationToken: response.registration_token,
      contact: prefilled(context, response),
    })),
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
    keepDone: assign((_, done: RegistrationDone) => ({ done })),
  },
});
