// Reset password (spec §2 reset-password?token, §5 password rule and confirmation, §8): set a new
// password with the link's token. An unknown, used or expired token shows 'invalid link' with a
// way to ask for a new one; success shows 'password reset' and leads to the login page.
import { assign, fromPromise, setup } from 'xstate';
import { resetPasswordRequestSchema } from '@salon/domain';
import type { MessageKey, ResetPasswordRequest, Role } from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import { errorOf, hasErrorCode } from '../shared/errorCode';
import { feedbackFromError, noFeedback, validateWith, validationFeedback } from '../shared/form';
import type { FieldChange, FormFeedback } from '../shared/form';
import { changedField, typingThenCalling } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export interface ResetPasswordInput {
  /** The token of the link's query; null when missing. */
  token: string | null;
}

export interface ResetPasswordValues {
  password: string;
  password_confirmation: string;
}

/** POST /reset-password answer: the account's role and email, for the login page. */
export interface ResetPasswordResult {
  role: Role;
  email: string;
}

export interface ResetPasswordContext {
  token: string | null;
  values: ResetPasswordValues;
  feedback: FormFeedback;
  /** Why the link cannot be used (tokenInvalid). */
  linkError: MessageKey | null;
  result: ResetPasswordResult | null;
}

export type ResetPasswordEvent = FieldChange<ResetPasswordValues> | { type: 'SUBMIT' };

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    output: {} as ResetPasswordResult | null,
  },
  actors: {
    /** POST /reset-password (spec §7). */
    resetPassword: fromPromise<ResetPasswordResult, ResetPasswordRequest>(
      provideMe('resetPassword'),
    ),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === null,
    isValid: ({ context }) =>
      validateWith(resetPasswordRequestSchema, { ...context.values, token: context.token }).ok,
    /** The link's token is unknown, used or expired (spec §8 'invalid reset token'). */
    isTokenRefused: ({ event }) =>
      hasErrorCode(errorOf(event), 'tokenInvalid') || hasErrorCode(errorOf(event), 'tokenExpired'),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changedField(context, event) : {},
    ),
    showValidationErrors: assign({
      feedback: ({ context }) =>
        validationFeedback(resetPasswordRequestSchema, {
          ...context.values,
          token: context.token,
        }),
    }),
    clearFeedback: assign({ feedback: noFeedback }),
    refuseLink: assign({ linkError: 'error.reset_token_invalid' as MessageKey }),
    showResetError: assign({ feedback: ({ event }) => feedbackFromError(errorOf(event)) }),
    keepResult: assign((_, result: ResetPasswordResult) => ({ result })),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token?.trim() || null,
    values: { password: '', password_confirmation: '' },
    feedback: noFeedback,
    linkError: null,
    result: null,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'idle',
      always: { guard: 'hasNoToken', target: 'tokenInvalid', actions: 'refuseLink' },
      states: typingThenCalling(
        'resetPassword',
        (context: ResetPasswordContext) =>
          resetPasswordRequestSchema.parse({ ...context.values, token: context.token }),
        {
          onDone: {
            target: '#resetPassword.success',
            actions: { type: 'keepResult', params: actorOutput },
          },
          onError: [
            {
              guard: 'isTokenRefused',
              target: '#resetPassword.tokenInvalid',
              actions: 'refuseLink',
            },
            { target: 'idle', actions: 'showResetError' },
          ],
        },
      ),
    },
    /** The link cannot be used: the screen offers to request a new one (forgot-password). */
    tokenInvalid: {
      type: 'final',
    },
    /** 'Your password has been reset' (spec §8 successes), then the login page. */
    success: {
      type: 'final',
    },
  },
  output: ({ context }) => context.result,
});

/** Every state of the reset-password screen, for the portal's stories (docs/machines.md "State lists"). */
export const resetPasswordStates = stateValuesOf(resetPasswordMachine);
