// A failed call read with the domain's resolution of server messages (./failure.ts reads it with
// any resolver; docs/machines.md "Failures", spec §8).
import { resolveMessageKey } from '@salon/domain';
import type { ErrorContext, ErrorDescription } from '@salon/domain';
import { readFailure } from './failure';

export { rawDescription } from './failure';

/** The catalogue's reading of a rejected call; anything that is not an error body is code 5000. */
export function describeFailure(error: unknown, context?: ErrorContext): ErrorDescription {
  return readFailure(error, resolveMessageKey, context);
}
