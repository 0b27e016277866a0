// `describeError`: the error catalogue's reading of an answer (./errors.ts `readError`) with the
// domain's own resolution of server messages, by key or by French or English text (spec §5, §8).
import { readError } from './errors';
import type { ErrorDescription, ReadErrorOptions } from './errors';
import { resolveMessageKey } from './messages/resolveMessage';

/**
 * The behaviour and message key the portal uses for an error answer (spec §8), server texts
 * resolved against the domain's catalogs (`resolveMessageKey`) unless `resolveMessage` is given.
 */
export function describeError(
  response: unknown,
  options: Partial<ReadErrorOptions> = {},
): ErrorDescription {
  return readError(response, {
    ...options,
    resolveMessage: options.resolveMessage ?? resolveMessageKey,
  });
}
