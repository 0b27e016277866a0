// How a failed call reaches a machine (docs/machines.md "Failures", spec §8): the actor's promise
// rejects with the API's error body `{ code, description, errors? }` (the portal's ApiError carries
// the same fields, and its HTTP `status`). The domain's catalogue (`describeError`) says what each
// code does on screen; the machines never switch on codes themselves.
import { describeError } from '@salon/domain';
import type { ErrorContext, ErrorDescription } from '@salon/domain';

/** The catalogue's reading of a rejected call; anything that is not an error body is code 5000. */
export function describeFailure(error: unknown, context?: ErrorContext): ErrorDescription {
  const status =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number'
      ? (error as { status: number }).status
      : undefined;
  const options: { context?: ErrorContext; status?: number } = {};
  if (context) options.context = context;
  if (status !== undefined) options.status = status;
  return describeError(error, options);
}

/** The server's own description of a described error (code 13), shown as it is (spec §8). */
export function rawDescription(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const text = (error as { description?: unknown }).description;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}
