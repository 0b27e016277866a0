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
  ValidInfosRegisterRequest,
  ValidPwdRegisterRequest,
  ValidTmpRegisterRequest,
} from '@salon/domain';
import {
  contactAndCompanyActions,
  contactAndCompanyActors,
  contactAndCompanyGuards,
} from '../shared/contactAndCompany';
import { errorOf, failureMessage, hasErrorCode } from '../shared/errorCode';
import {
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
  IdentityValues,
  PasswordValues,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationOutput,
  TmpValues,
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
    ...contactAndCompanyActors,
  },
  guards: {
    ...contactAndCompanyGuards,
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
  },
  actions: {
    ...contactAndCompanyActions<RegistrationContext, RegistrationEvent>(),
    editIdentity: assign(({ context }, patch: Partial<IdentityValues>) =>
      editedSection('identity', context.identity, patch, context.feedback),
    ),
    editPassword: assign(({ context }, patch: Partial<PasswordValues>) =>
      editedSection('password', context.password, patch, context.feedback),
    ),
    editTmp: assign(({ context }, patch: Partial<TmpValues>) =>
      editedSection('tmp', context.tmp, patch, context.feedback),
    ),
    clearFeedback: assign({ feedback: noFeedback }),
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
