// Failures of API calls as one typed error (spec §8, ARCHITECTURE.md 'Errors').
import { isErrorResponse, type FieldErrors } from '@salon/domain';

/** A failed call: the API's `{ code, description, errors? }` body and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly description: string;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, body: { code: number; description: string; errors?: FieldErrors }) {
    super(`API error ${body.code} (${status}): ${body.description}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.description = body.description;
    this.errors = body.errors;
  }

  /** The body as the machines receive it (spec §8 error shape). */
  toBody(): { code: number; description: string; errors?: FieldErrors } {
    return this.errors
      ? { code: this.code, description: this.description, errors: this.errors }
      : { code: this.code, description: this.description };
  }
}

/** A network failure or an answer that is not the contract's: the generic alert (spec §7). */
export function networkError(status = 0): ApiError {
  return new ApiError(status, { code: 5000, description: 'error.generic' });
}

/** Reads an error answer; anything that is not the contract's error body is a generic failure. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorResponse(body)) return new ApiError(status, body);
  return networkError(status);
}
