// A failed call as a machine reads it (docs/machines.md "Failures", spec §8): the actor's promise
// rejects with the API's error body `{ code, description, errors? }` (the portal's ApiError carries
// the same fields, and its HTTP `status`). The domain's catalogue (`readError`) says what each code
// does on screen, server messages resolved by the resolver given; the machines never switch on
// codes themselves. No message text here (./apiError.ts adds the domain's).
import { readError } from '@salon/domain';
import type { ErrorContext, ErrorDescription, MessageResolver } from '@salon/domain';

/** The catalogue's reading of a rejected call; anything that is not an error body is code 5000. */
export function readFailure(
  error: unknown,
  resolveMessage: MessageResolver,
  context?: ErrorContext,
): ErrorDescription {
  const status =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number'
      ? (error as { status: number }).status
      : undefined;
  const options: Parameters<typeof readError>[1] = { resolveMessage };
  if (context) options.context = context;
  if (status !== undefined) options.status = status;
  return readError(error, options);
}

/** The server's own description of a described error (code 13), shown as it is (spec §8). */
export function rawDescription(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const text = (error as { description?: unknown }).description;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** The error of an `xstate.error.actor.*` event (undefined for any other event). */
export function errorOf(event: { type: string }): unknown {
  return (event as { error?: unknown }).error;
}
