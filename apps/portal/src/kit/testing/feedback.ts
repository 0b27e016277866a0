// The feedback a form machine holds after a refused submission (spec §8), for the stories that
// show a form at that point: field errors under the banner "There are errors in your input", or
// a banner alone (a failure's message, or a described error's own text).
import type { FieldErrors, MessageKey } from '@salon/domain';
import type { FormFeedback } from '@salon/machines';

/** Field errors, with the summary banner (spec §8 'There are errors in your input'). */
export const inputErrors = (fieldErrors: FieldErrors): FormFeedback => ({
  fieldErrors,
  formError: 'error.input_errors',
  description: null,
});

/** A banner alone: `formError`, or a code 13 failure's `description` (spec §8). */
export const bannerError = (
  formError: MessageKey,
  description: string | null = null,
): FormFeedback => ({ fieldErrors: {}, formError, description });
