// The error answer of the API and what the portal does with it (spec §8, docs/api.md "Error
// catalogue"): every error answer is `{ code, description, errors? }`; `readError` reads it
// against the catalogue (./errorCatalogue.ts) with a given resolver of server messages,
// `describeError` (./describeError.ts) with the domain's texts, `errorResponse` writes it for the
// API. This module holds no message text, so a client that resolves server messages against its
// own catalog (the portal) does not load the domain's texts.
import { z } from 'zod/mini';
import type { MessageKey } from './messages/index';
import { errorCatalogue, errorCodes, isErrorCode, mayRetryAfterRefresh } from './errorCatalogue';
import type { ErrorBehaviour, ErrorCode, ErrorContext, GlobalAlert } from './errorCatalogue';

export * from './delays';
export * from './errorCatalogue';

/** Field errors of an answer: dotted field path to message keys (docs/api.md "Error catalogue"). */
export const errorFieldsSchema = z.record(
  z.string().check(z.maxLength(200)),
  z.array(z.string().check(z.maxLength(1000))),
);

/** The body of every error answer of the API (docs/api.md "Error catalogue", spec §8). */
export const errorResponseSchema = z.object({
  code: z.number().check(z.int()),
  description: z.string(),
  errors: z.optional(errorFieldsSchema),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** True when a value is an error answer of the contract (whatever its code). */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  return errorResponseSchema.safeParse(value).success;
}

const description = { kind: 'description' } as const;
const alert = (which: GlobalAlert) => ({ kind: 'globalAlert', alert: which }) as const;

/** What the portal shows for an error answer. */
export interface ErrorDescription {
  readonly code: number;
  /** The code's status, or the one given for an unknown code, or 500. */
  readonly status: number;
  /** Whether the code is in the catalogue. */
  readonly known: boolean;
  readonly behaviour: ErrorBehaviour;
  /** The message to show: the description's own key when it names one, else the code's. */
  readonly messageKey: MessageKey;
  /** The answer's field errors as message keys; a message that is no key becomes 'validation.invalid'. */
  readonly fieldErrors: Readonly<Record<string, MessageKey[]>>;
  readonly retryAfterRefresh: boolean;
}

/**
 * The message key a server text names (spec §5: by key, or by its French or English text), or
 * undefined: the domain's `resolveMessageKey`, or a client's lookup in its loaded catalog.
 */
export type MessageResolver = (description: unknown) => MessageKey | undefined;

/** How to read an error answer: where it happened, the HTTP status, the message resolver. */
export interface ReadErrorOptions {
  context?: ErrorContext;
  status?: number;
  resolveMessage: MessageResolver;
}

function normaliseFieldErrors(
  errors: ErrorResponse['errors'],
  resolveMessage: MessageResolver,
): Record<string, MessageKey[]> {
  const result: Record<string, MessageKey[]> = {};
  if (!errors) return result;
  for (const [field, list] of Object.entries(errors)) {
    if (!Array.isArray(list)) continue;
    const keys: MessageKey[] = [];
    for (const message of list) {
      const key = resolveMessage(message) ?? 'validation.invalid';
      if (!keys.includes(key)) keys.push(key);
    }
    if (keys.length > 0) result[field] = keys;
  }
  return result;
}

/** Behaviour of a code outside the catalogue, from its HTTP status (spec §8 'Others'). */
function unknownCodeBehaviour(
  status: number,
  hasFieldErrors: boolean,
): { behaviour: ErrorBehaviour; messageKey: MessageKey } {
  if (status === 401)
    return { behaviour: { kind: 'sessionExpired' }, messageKey: 'error.session_expired' };
  if (status === 403)
    return { behaviour: alert('accessDenied'), messageKey: 'error.unauthorised_access' };
  if (status === 429)
    return { behaviour: alert('tooManyRequests'), messageKey: 'error.too_many_requests' };
  if (status >= 500) return { behaviour: alert('generic'), messageKey: 'error.generic' };
  // spec §8: 'Others: field-level messages from the errors map.'
  if (hasFieldErrors)
    return { behaviour: { kind: 'fieldErrors' }, messageKey: 'error.input_errors' };
  return { behaviour: description, messageKey: 'error.generic' };
}

/** Behaviours whose message is the server's description when it names a known message. */
const describedKinds: ReadonlySet<ErrorBehaviour['kind']> = new Set([
  'emailField',
  'description',
  'closeForm',
]);

/**
 * The behaviour and message key the portal uses for an error answer (spec §8). `context` says
 * where it happened (login, first email check); `status` is the HTTP status, used for codes
 * outside the catalogue; `resolveMessage` finds the key a server text names. Anything that is not
 * an error answer is a server fault (generic alert).
 */
export function readError(response: unknown, options: ReadErrorOptions): ErrorDescription {
  const { resolveMessage } = options;
  if (!isErrorResponse(response)) {
    const status = options.status ?? 500;
    const fallback = unknownCodeBehaviour(status >= 500 || status < 400 ? 500 : status, false);
    return {
      code: errorCodes.serverFault,
      status,
      known: false,
      ...fallback,
      fieldErrors: {},
      retryAfterRefresh: mayRetryAfterRefresh(status),
    };
  }
  const fieldErrors = normaliseFieldErrors(response.errors, resolveMessage);
  if (!isErrorCode(response.code)) {
    const status = options.status ?? 500;
    const fallback = unknownCodeBehaviour(status, Object.keys(fieldErrors).length > 0);
    const messageKey =
      fallback.behaviour.kind === 'description'
        ? (resolveMessage(response.description) ?? fallback.messageKey)
        : fallback.messageKey;
    return {
      code: response.code,
      status,
      known: false,
      behaviour: fallback.behaviour,
      messageKey,
      fieldErrors,
      retryAfterRefresh: mayRetryAfterRefresh(status, response.code),
    };
  }
  const definition = errorCatalogue[response.code];
  const contextual = options.context ? definition.contexts?.[options.context] : undefined;
  const behaviour = contextual?.behaviour ?? definition.behaviour;
  const defaultKey = contextual?.messageKey ?? definition.messageKey;
  const messageKey = describedKinds.has(behaviour.kind)
    ? (resolveMessage(response.description) ?? defaultKey)
    : defaultKey;
  return {
    code: definition.code,
    status: definition.status,
    known: true,
    behaviour,
    messageKey,
    fieldErrors,
    retryAfterRefresh: definition.retryAfterRefresh,
  };
}

/**
 * The error answer of a code, for the API: its status and body. The description defaults to the
 * code's message key; field errors are only sent when there are some.
 */
export function errorResponse(
  code: ErrorCode,
  options: { description?: MessageKey | (string & {}); errors?: Record<string, string[]> } = {},
): { status: number; body: ErrorResponse } {
  const definition = errorCatalogue[code];
  const body: ErrorResponse = {
    code,
    description: options.description ?? definition.messageKey,
  };
  if (options.errors && Object.keys(options.errors).length > 0) body.errors = options.errors;
  return { status: definition.status, body };
}
