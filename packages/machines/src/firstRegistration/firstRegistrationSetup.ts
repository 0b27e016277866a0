// The first-registration request's actors, guards and actions (spec §2, §5, §7, §8); its states
// are in firstRegistrationMachine.ts. Actions and guards that read an actor's output take it as
// params (docs/machines.md "Typed actor outputs").
import { assign, fromPromise, setup } from 'xstate';
import {
  EMAIL_CHECK_REDIRECT_DELAY_MS,
  checkContactRequestSchema,
  firstRegistrationRequestSchema,
  normalizeEmail,
} from '@salon/domain';
import type {
  CheckContactResponse,
  FirstRegistrationRequest,
  PublicCampaign,
  Role,
  SearchAccountResponse,
} from '@salon/domain';
import { describeFailure } from '../shared/apiError';
import { companyNamedAfter, isSearchableQuery } from '../shared/companySearch';
import { errorOf } from '../shared/errorCode';
import {
  clearPatchedErrors,
  feedbackFromError,
  noFeedback,
  validateWith,
  validationFeedback,
} from '../shared/form';
import { editedSection } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { emailCheckRequest, registrationRequest } from './firstRegistrationRequests';
import type {
  FirstRegistrationAnswer,
  FirstRegistrationContext,
  FirstRegistrationEvent,
  FirstRegistrationInput,
} from './firstRegistrationTypes';

export const firstRegistrationSetup = setup({
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
    hasAccount: (_, checked: CheckContactResponse) => checked.status === 'account',
    /** 4001 or 4010 on the first check (spec §8). */
    isUnknownEmail: ({ event }) =>
      describeFailure(errorOf(event), 'emailCheck').behaviour.kind === 'firstRegistrationRedirect',
    /** 3030: a request was already made with this email; the form closes (spec §8). */
    closesForm: ({ event }) =>
      describeFailure(errorOf(event), 'emailCheck').behaviour.kind === 'closeForm',
    queryIsValid: ({ event }) => event.type === 'SEARCH_COMPANY' && isSearchableQuery(event.query),
    foundAccounts: (_, found: SearchAccountResponse) => found.accounts.length > 0,
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
      feedback: ({ context }) =>
        validationFeedback(checkContactRequestSchema, emailCheckRequest(context)),
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
        email: normalizeEmail(context.emailCheck.email),
      },
    })),
    clearFeedback: assign({ feedback: noFeedback }),
    keepCampaigns: assign((_, campaigns: PublicCampaign[]) => ({ campaigns })),
    keepQuery: assign({
      companyQuery: ({ context, event }) =>
        event.type === 'SEARCH_COMPANY' ? event.query.trim() : context.companyQuery,
    }),
    keepMatches: assign((_, found: SearchAccountResponse) => ({ matches: found.accounts })),
    showSearchFailure: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    pickAccount: assign(({ event }) =>
      event.type === 'PICK_ACCOUNT' ? { account: event.account, feedback: noFeedback } : {},
    ),
    enterCompany: assign(({ context }) => ({
      account: null,
      feedback: noFeedback,
      // What was searched is the company's name, unless one was typed already.
      company: companyNamedAfter(context.company, context.companyQuery),
    })),
    editCompany: assign(({ context, event }) =>
      event.type === 'EDIT_COMPANY'
        ? editedSection('company', context.company, event.patch, context.feedback, 'company')
        : {},
    ),
    editContact: assign(({ context, event }) =>
      event.type === 'EDIT_CONTACT'
        ? editedSection('contact', context.contact, event.patch, context.feedback, 'contact')
        : {},
    ),
    editDetails: assign(({ context, event }) =>
      event.type === 'EDIT_DETAILS'
        ? editedSection('details', context.details, event.patch, context.feedback)
        : {},
    ),
    showDetailsErrors: assign({
      feedback: ({ context }) =>
        validationFeedback(
          firstRegistrationRequestSchema(context.minSurface),
          registrationRequest(context),
        ),
    }),
    showSubmitFailure: assign({
      feedback: ({ event }) => feedbackFromError(errorOf(event), { emailField: 'contact.email' }),
    }),
    keepRequest: assign((_, request: FirstRegistrationAnswer) => ({ request })),
  },
});
