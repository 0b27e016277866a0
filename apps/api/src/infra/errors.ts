// Error answers of the API: `{ code, description, errors? }` with the codes, statuses and message
// keys of the domain's catalogue (spec §8, docs/api.md "Errors").
import { errorCatalogue, errorCodes } from '@salon/domain';
import type { ErrorCode, FieldErrors, MessageKey } from '@salon/domain';

/**
 * HTTP status of each code: the catalogue's, except 2201, which the API answers with
 * 422: a bad payload is a 422 with code 2201 (docs/api.md "Errors").
 */
export function statusOf(code: ErrorCode): number {
  return code === errorCodes.validationFailed ? 422 : errorCatalogue[code].status;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly description: MessageKey = errorCatalogue[code].messageKey,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code} ${description}`);
    this.name = 'ApiError';
    this.status = statusOf(code);
  }

  /** The same error with another status: a query parameter's 2201 is a 400 (docs/api.md "Paging"). */
  withStatus(status: number): this {
    (this as { status: number }).status = status;
    return this;
  }

  body(): { code: number; description: string; errors?: FieldErrors } {
    return this.errors && Object.keys(this.errors).length > 0
      ? { code: this.code, description: this.description, errors: this.errors }
      : { code: this.code, description: this.description };
  }
}

/** The errors the services raise, by what they mean. */
export const fail = {
  validation: (errors: FieldErrors) =>
    new ApiError(errorCodes.validationFailed, 'error.input_errors', errors),
  field: (field: string, key: MessageKey) =>
    new ApiError(errorCodes.validationFailed, 'error.input_errors', { [field]: [key] }),
  tokenInvalid: () => new ApiError(errorCodes.accessTokenInvalid),
  incorrectIdentifiers: () => new ApiError(errorCodes.incorrectIdentifiers),
  accountNotUsable: (key: MessageKey) => new ApiError(errorCodes.accountNotUsable, key),
  described: (key: MessageKey) => new ApiError(errorCodes.describedError, key),
  forbidden: () => new ApiError(errorCodes.accessDenied),
  unauthorisedAction: () => new ApiError(errorCodes.unauthorisedAction),
  notFound: () => new ApiError(errorCodes.notFound),
  conflict: (key: MessageKey = 'error.conflict') => new ApiError(errorCodes.conflict, key),
  businessRule: (key: MessageKey) => new ApiError(errorCodes.businessRuleRefused, key),
  tooManyRequests: (retryAfterSeconds: number) =>
    new ApiError(errorCodes.tooManyRequests, undefined, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
};
