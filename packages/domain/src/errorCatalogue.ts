// The error catalogue of spec §8: each code with its HTTP status, its message key, its behaviour on
// screen, and whether the portal's 401 interceptor may refresh the token and retry (spec §7: never
// for 1101 and 1102). Codes marked `added` are the contract's, for what spec §8 leaves 'not shown'
// (docs/api.md "Error catalogue").
import { EMAIL_CHECK_REDIRECT_DELAY_MS } from './delays';
import type { MessageKey } from './messages/index';

/** The global alerts of spec §2, besides 'session expired' (its own behaviour, it logs out). */
export const globalAlerts = ['unauthorised', 'accessDenied', 'tooManyRequests', 'generic'] as const;
export type GlobalAlert = (typeof globalAlerts)[number];

/** What the portal does with an error (spec §8 'Codes'). */
export type ErrorBehaviour =
  /** The message sits on the form's email field (1101, 1102 on login; 4010, 4050). */
  | { readonly kind: 'emailField' }
  /** Each field shows its messages, the form its summary 'There are errors in your input' (2201). */
  | { readonly kind: 'fieldErrors' }
  /** 'account does not exist', the email is kept, first registration after the delay (4001, 4010). */
  | { readonly kind: 'firstRegistrationRedirect'; readonly delayMs: number }
  /** The form closes and shows the message (3030). */
  | { readonly kind: 'closeForm' }
  /** The message is shown where the form shows its errors (13 and the business errors). */
  | { readonly kind: 'description' }
  /** 'Session expired': the session ends and the user logs in again (spec §7). */
  | { readonly kind: 'sessionExpired' }
  /** One of the global alerts of spec §2. */
  | { readonly kind: 'globalAlert'; readonly alert: GlobalAlert };

/**
 * Where the error happened, when it changes the behaviour: `login` (the login form, spec §8
 * '1101, 1102: on login the description shows on the email field') and `emailCheck` (the first
 * check of an email at registration, spec §8 '4001 or 4010 on first check').
 */
export type ErrorContext = 'login' | 'emailCheck';

export interface ErrorCodeDefinition {
  readonly code: number;
  /** An English id for code that reads better than a number. */
  readonly name: string;
  readonly status: number;
  /** The message shown when the description names no known message. */
  readonly messageKey: MessageKey;
  readonly behaviour: ErrorBehaviour;
  /** Behaviour (and message) in a context, when it differs. */
  readonly contexts?: Partial<
    Record<ErrorContext, { readonly behaviour: ErrorBehaviour; readonly messageKey?: MessageKey }>
  >;
  /** Whether the 401 interceptor may refresh the token and retry once (spec §7). */
  readonly retryAfterRefresh: boolean;
  /** Not in spec §8: added by the contract where the spec says 'not shown'. */
  readonly added: boolean;
}

const emailField = { kind: 'emailField' } as const;
const description = { kind: 'description' } as const;
const firstRegistrationRedirect = {
  kind: 'firstRegistrationRedirect',
  delayMs: EMAIL_CHECK_REDIRECT_DELAY_MS,
} as const;
const alert = (which: GlobalAlert) => ({ kind: 'globalAlert', alert: which }) as const;

/** Every code of the catalogue (spec §8 and the added ones), by English id. */
export const errorCodes = {
  /** Added: the access token is invalid or expired; refresh and retry once (spec §7). */
  accessTokenInvalid: 1001,
  /** Wrong credentials, 'Incorrect identifiers.' (spec §8). */
  incorrectIdentifiers: 1101,
  /** The account is not usable yet: email not verified, or contact inactive (spec §8). */
  accountNotUsable: 1102,
  /** Validation failed; `errors` maps each field to message keys (spec §8). */
  validationFailed: 2201,
  /** A request was already made with this email: the form closes (spec §8). */
  requestAlreadyMade: 3030,
  /** A described business error: its description is shown (spec §8). */
  describedError: 13,
  /** No user corresponds to this email (spec §8). */
  noUserForEmail: 4001,
  /** The contact exists but has no portal account yet: use forgot password (spec §8). */
  noPortalAccount: 4010,
  /** Several or conflicting records for this email (spec §8). */
  severalRecords: 4050,
  /** Added: an action the user's role or state does not allow. */
  unauthorisedAction: 4030,
  /** Added: access denied, e.g. a visitor calling an exhibitor call (docs/security.md, spec §6). */
  accessDenied: 4031,
  /** Added: the item asked for does not exist (or is not the user's). */
  notFound: 4040,
  /** Added: a stale version on a quote update, or an idempotency key reused with another payload. */
  conflict: 4090,
  /** Added: a verification or reset link whose time is over (spec §4 'renew'). */
  tokenExpired: 4100,
  /** Added: a verification or reset link that is unknown or already used (spec §4 'invalid'). */
  tokenInvalid: 4101,
  /** Added: a business rule refuses the action (payment blackout window, feature locked). */
  businessRuleRefused: 4220,
  /** Added: over the rate limit (docs/security.md, 429). */
  tooManyRequests: 4290,
  /** Added: a reset request for this account is already under way (spec §8 'reset throttled'). */
  requestInProgress: 4291,
  /** Added: the server failed. */
  serverFault: 5000,
} as const;
export type ErrorCodeName = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorCodeName];

/** The catalogue: each code with its status, message key, behaviour and retry rule (spec §8). */
export const errorCatalogue: Readonly<Record<ErrorCode, ErrorCodeDefinition>> = {
  1001: {
    code: 1001,
    name: 'accessTokenInvalid',
    status: 401,
    messageKey: 'error.session_expired',
    behaviour: { kind: 'sessionExpired' },
    retryAfterRefresh: true,
    added: true,
  },
  1101: {
    code: 1101,
    name: 'incorrectIdentifiers',
    status: 401,
    messageKey: 'error.incorrect_identifiers',
    behaviour: description,
    contexts: { login: { behaviour: emailField } },
    retryAfterRefresh: false,
    added: false,
  },
  1102: {
    code: 1102,
    name: 'accountNotUsable',
    status: 401,
    messageKey: 'error.email_not_verified',
    behaviour: description,
    contexts: { login: { behaviour: emailField } },
    retryAfterRefresh: false,
    added: false,
  },
  2201: {
    code: 2201,
    name: 'validationFailed',
    status: 400,
    messageKey: 'error.input_errors',
    behaviour: { kind: 'fieldErrors' },
    retryAfterRefresh: false,
    added: false,
  },
  3030: {
    code: 3030,
    name: 'requestAlreadyMade',
    status: 409,
    messageKey: 'error.request_already_made',
    behaviour: { kind: 'closeForm' },
    retryAfterRefresh: false,
    added: false,
  },
  13: {
    code: 13,
    name: 'describedError',
    status: 422,
    messageKey: 'error.generic',
    behaviour: description,
    retryAfterRefresh: false,
    added: false,
  },
  4001: {
    code: 4001,
    name: 'noUserForEmail',
    status: 404,
    messageKey: 'error.no_user_for_email',
    behaviour: description,
    contexts: {
      login: { behaviour: emailField },
      emailCheck: {
        behaviour: firstRegistrationRedirect,
        messageKey: 'error.account_does_not_exist',
      },
    },
    retryAfterRefresh: false,
    added: false,
  },
  4010: {
    code: 4010,
    name: 'noPortalAccount',
    status: 404,
    messageKey: 'error.no_portal_account',
    behaviour: emailField,
    contexts: {
      emailCheck: {
        behaviour: firstRegistrationRedirect,
        messageKey: 'error.account_does_not_exist',
      },
    },
    retryAfterRefresh: false,
    added: false,
  },
  4050: {
    code: 4050,
    name: 'severalRecords',
    status: 409,
    messageKey: 'error.several_results',
    behaviour: emailField,
    retryAfterRefresh: false,
    added: false,
  },
  4030: {
    code: 4030,
    name: 'unauthorisedAction',
    status: 403,
    messageKey: 'error.unauthorised_action',
    behaviour: alert('unauthorised'),
    retryAfterRefresh: false,
    added: true,
  },
  4031: {
    code: 4031,
    name: 'accessDenied',
    status: 403,
    messageKey: 'error.unauthorised_access',
    behaviour: alert('accessDenied'),
    retryAfterRefresh: false,
    added: true,
  },
  4040: {
    code: 4040,
    name: 'notFound',
    status: 404,
    messageKey: 'error.not_found',
    behaviour: description,
    retryAfterRefresh: false,
    added: true,
  },
  4090: {
    code: 4090,
    name: 'conflict',
    status: 409,
    messageKey: 'error.conflict',
    behaviour: description,
    retryAfterRefresh: false,
    added: true,
  },
  4100: {
    code: 4100,
    name: 'tokenExpired',
    status: 410,
    messageKey: 'error.verification_expired',
    behaviour: description,
    retryAfterRefresh: false,
    added: true,
  },
  4101: {
    code: 4101,
    name: 'tokenInvalid',
    status: 400,
    messageKey: 'error.verification_token_invalid',
    behaviour: description,
    retryAfterRefresh: false,
    added: true,
  },
  4220: {
    code: 4220,
    name: 'businessRuleRefused',
    status: 422,
    messageKey: 'error.business_rule',
    behaviour: description,
    retryAfterRefresh: false,
    added: true,
  },
  4290: {
    code: 4290,
    name: 'tooManyRequests',
    status: 429,
    messageKey: 'error.too_many_requests',
    behaviour: alert('tooManyRequests'),
    retryAfterRefresh: false,
    added: true,
  },
  4291: {
    code: 4291,
    name: 'requestInProgress',
    status: 429,
    messageKey: 'error.request_in_progress',
    behaviour: description,
    retryAfterRefresh: false,
    added: true,
  },
  5000: {
    code: 5000,
    name: 'serverFault',
    status: 500,
    messageKey: 'error.generic',
    behaviour: alert('generic'),
    retryAfterRefresh: false,
    added: true,
  },
};

/** spec §7: on 401, never retry these codes. */
export const NO_RETRY_CODES: readonly ErrorCode[] = [
  errorCodes.incorrectIdentifiers,
  errorCodes.accountNotUsable,
];

/** The message of each global alert and of 'session expired' (spec §2, §7). */
export const globalAlertMessageKeys: Readonly<Record<GlobalAlert | 'sessionExpired', MessageKey>> =
  {
    unauthorised: 'error.unauthorised_action',
    accessDenied: 'error.unauthorised_access',
    tooManyRequests: 'error.too_many_requests',
    generic: 'error.generic',
    sessionExpired: 'error.session_expired',
  };

/** True when `code` is a code of the catalogue. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'number' && Object.prototype.hasOwnProperty.call(errorCatalogue, code);
}

/**
 * spec §7: on a 401 whose code is not 1101 or 1102, the interceptor refreshes the token of the
 * call's kind and retries once. Any other status is never retried by it.
 */
export function mayRetryAfterRefresh(status: number, code?: number): boolean {
  return status === 401 && !(NO_RETRY_CODES as readonly number[]).includes(code ?? -1);
}
