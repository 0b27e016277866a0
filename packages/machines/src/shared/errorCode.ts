// Reading a rejected call against the catalogue by the code's English id (spec §8), so that no
// machine compares raw numbers.
import { errorCodes } from '@salon/domain';
import type { ErrorCodeName, ErrorContext, MessageKey } from '@salon/domain';
import { describeFailure } from './apiError';

/** True when the failure carries the catalogue's code of that name. */
export function hasErrorCode(error: unknown, name: ErrorCodeName): boolean {
  return describeFailure(error).code === errorCodes[name];
}

/** The message key the catalogue gives the failure (its description's own key when it names one). */
export function failureMessage(error: unknown, context?: ErrorContext): MessageKey {
  return describeFailure(error, context).messageKey;
}

export { errorOf } from './failure';
