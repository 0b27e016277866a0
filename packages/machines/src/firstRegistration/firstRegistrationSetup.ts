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
} from '@salon/domain';
import { describeFailure } from '../shared/apiError';
import {
  contactAndCompanyActions,
  contactAndCompanyActors,
  contactAndCompanyGuards,
} from '../shared/contactAndCompany';
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
  FirstRegistrationDetails,
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
    ...contactAndCompanyActors,
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
    ...contactAndCompanyGuards,
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
    detailsAreValid: ({ context }) =>
      validateWith(firstRegistrationRequestSchema(context.minSurface), registrationRequest(context))
        .ok,
  },
  actions: {
    ...contactAndCompanyActions<FirstRegistrationContext, FirstRegistrationEvent>(),
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
    editDetails: assign(({ context }, patch: Partial<FirstRegistrationDetails>) =>
      editedSection('details', context.details, patch, context.feedback),
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
