// Email verification (spec §2 email-verification?token, §4 'Email verification', §8, §9).
// Screen states as the spec names them: verif (checking the link), success (verified, or already
// verified: 'already processed counts as success'), renew (the link expired: a new email is
// offered), resend (sending it), resent (sent), invalid (the link is unknown or used). Added:
// failed (the server could not answer: retry), and redirecting, reached 1 s after success
// (spec §4, §9 'verification redirect delay 1 s'), where the screen goes to the login page.
import { assign, fromPromise, setup } from 'xstate';
import { VERIFICATION_REDIRECT_DELAY_MS } from '@salon/domain';
import type { MessageKey, Ok, Role, VerifyEmailRequest, VerifyEmailResponse } from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import { errorOf, failureMessage, hasErrorCode } from '../shared/errorCode';
import { provideMe } from '../shared/provideMe';
import { stateValuesOf } from '../shared/stateValues';

export interface EmailVerificationInput {
  /** From the link's query; null when missing. */
  email: string | null;
  token: string | null;
  /** The login area to go back to, when the link says (pro or guest). */
  role?: Role;
}

/** What resend-verified-email needs from the machine; the app adds the login page's URL (spec §7). */
export interface ResendVerificationInput {
  email: string;
  token: string;
}

export interface EmailVerificationContext {
  email: string | null;
  token: string | null;
  role: Role | null;
  /** The message of the current state ('Your email has already been verified', an error...). */
  message: MessageKey | null;
}

export type EmailVerificationEvent =
  /** renew: send a new verification email. */
  | { type: 'RESEND' }
  /** failed: try the link again. */
  | { type: 'RETRY' };

export interface EmailVerificationOutput {
  role: Role | null;
  email: string | null;
}

export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
    input: {} as EmailVerificationInput,
    output: {} as EmailVerificationOutput,
  },
  actors: {
    /** POST /verified-email (spec §7). */
    verifyEmail: fromPromise<VerifyEmailResponse, VerifyEmailRequest>(provideMe('verifyEmail')),
    /** POST /resend-verified-email (spec §7); the app adds redirect_url (the login page). */
    resendVerificationEmail: fromPromise<Ok, ResendVerificationInput>(
      provideMe('resendVerificationEmail'),
    ),
  },
  delays: {
    /** spec §4, §9: redirect to login 1 s after the verification. */
    verificationRedirect: VERIFICATION_REDIRECT_DELAY_MS,
  },
  guards: {
    linkIsIncomplete: ({ context }) => !context.email || !context.token,
    /** 'Already processed counts as success' (spec §4), when the API says so as an error. */
    isAlreadyVerified: ({ event }) =>
      failureMessage(errorOf(event)) === 'error.email_already_verified',
    /** The link's time is over: a new email is offered (spec §4 'renew'). */
    isExpired: ({ event }) => hasErrorCode(errorOf(event), 'tokenExpired'),
    /** The link is unknown, used, or malformed (spec §4 'invalid'). */
    isInvalid: ({ event }) =>
      hasErrorCode(errorOf(event), 'tokenInvalid') ||
      hasErrorCode(errorOf(event), 'validationFailed') ||
      hasErrorCode(errorOf(event), 'notFound'),
  },
  actions: {
    setVerified: assign((_, response: VerifyEmailResponse) => ({
      role: response.role ?? null,
      message: (response.status === 'already_verified'
        ? 'error.email_already_verified'
        : 'success.email_verified') as MessageKey,
    })),
    setAlreadyVerified: assign({ message: 'error.email_already_verified' as MessageKey }),
    setInvalidLink: assign({ message: 'error.verification_token_invalid' as MessageKey }),
    setFailureMessage: assign({ message: ({ event }) => failureMessage(errorOf(event)) }),
    setResent: assign({ message: 'success.verification_email_resent' as MessageKey }),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({
    email: input.email?.trim() || null,
    token: input.token?.trim() || null,
    role: input.role ?? null,
    message: null,
  }),
  initial: 'verif',
  states: {
    verif: {
      always: { guard: 'linkIsIncomplete', target: 'invalid', actions: 'setInvalidLink' },
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ email: context.email ?? '', token: context.token ?? '' }),
        onDone: {
          target: 'success',
          actions: { type: 'setVerified', params: actorOutput },
        },
        onError: [
          { guard: 'isAlreadyVerified', target: 'success', actions: 'setAlreadyVerified' },
          { guard: 'isExpired', target: 'renew', actions: 'setFailureMessage' },
          { guard: 'isInvalid', target: 'invalid', actions: 'setFailureMessage' },
          { target: 'failed', actions: 'setFailureMessage' },
        ],
      },
    },
    success: {
      after: { verificationRedirect: 'redirecting' },
    },
    renew: {
      on: { RESEND: 'resend' },
    },
    resend: {
      invoke: {
        id: 'resendVerificationEmail',
        src: 'resendVerificationEmail',
        input: ({ context }) => ({ email: context.email ?? '', token: context.token ?? '' }),
        onDone: { target: 'resent', actions: 'setResent' },
        onError: { target: 'renew', actions: 'setFailureMessage' },
      },
    },
    resent: {},
    invalid: {},
    failed: {
      on: { RETRY: 'verif' },
    },
    redirecting: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ role: context.role, email: context.email }),
});

/** Every state of the email verification screen, for the portal's stories (docs/machines.md "State lists"). */
export const emailVerificationStates = stateValuesOf(emailVerificationMachine);
