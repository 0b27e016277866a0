// Forgot password (spec §2 forgot-password, §8): request a reset link. The answer is the same
// whether or not the account exists (docs/security.md, spec §8 'reset link sent if the account
// exists'); a request already under way answers 'A request is already in progress. Please wait.'
import { assign, fromPromise, setup } from 'xstate';
import { forgotPasswordRequestSchema } from '@salon/domain';
import type { ForgotPasswordRequest, Ok, Role } from '@salon/domain';
import { errorOf } from '../shared/errorCode';
import { feedbackFromError, noFeedback, validateWith, validationFeedback } from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
import { changedField, typingThenCalling } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export interface ForgotPasswordInput {
  /** The login area the user came from (spec §6): the link leads back to it. */
  role: Role;
  /** The email typed on the login form, to prefill. */
  email?: string | null;
}

export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordContext {
  role: Role;
  values: ForgotPasswordValues;
  feedback: FormFeedback;
}

export type ForgotPasswordEvent =
  | FieldChange<ForgotPasswordValues>
  | { type: 'SUBMIT' }
  /** From 'sent': ask again (another address, or the mail did not come). */
  | { type: 'AGAIN' };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
  },
  actors: {
    /** POST /forgot-password (spec §7). */
    requestPasswordReset: fromPromise<Ok, ForgotPasswordRequest>(provideMe('requestPasswordReset')),
  },
  guards: {
    isValid: ({ context }) =>
      validateWith(forgotPasswordRequestSchema, { ...context.values, role: context.role }).ok,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changedField(context, event) : {},
    ),
    showValidationErrors: assign({
      feedback: ({ context }) =>
        validationFeedback(forgotPasswordRequestSchema, {
          ...context.values,
          role: context.role,
        }),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    showRequestError: assign({
      feedback: ({ event }) => feedbackFromError(errorOf(event), { emailField: 'email' }),
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    role: input.role,
    values: { email: input.email?.trim() ?? '' },
    feedback: noFeedback,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'idle',
      states: typingThenCalling(
        'requestPasswordReset',
        (context: ForgotPasswordContext) =>
          forgotPasswordRequestSchema.parse({ ...context.values, role: context.role }),
        {
          onDone: { target: '#forgotPassword.sent' },
          onError: { target: 'idle', actions: 'showRequestError' },
        },
      ),
    },
    /** 'Reset link sent if the account exists' (spec §8 successes), whatever the account. */
    sent: {
      on: { AGAIN: { target: 'form' } },
    },
  },
});

/** Every state of the forgot-password screen, for the portal's stories (docs/machines.md "State lists"). */
export const forgotPasswordStates = stateValuesOf(forgotPasswordMachine);
