// The pieces every single-form machine shares (docs/machines.md "Feedback shape"): a CHANGE edits
// one field and clears its errors; a SUBMIT sends valid values or shows why not (spec §5). The
// machine names its actions and guard `change`, `isValid`, `clearFeedback` and
// `showValidationErrors`; the compiler checks that it has them.
import type { FieldChange, FormFeedback } from './form';
import { clearFieldError } from './form';

/** The values after a CHANGE, with that field's errors cleared. */
export function changedField<Values extends object>(
  context: { values: Values; feedback: FormFeedback },
  change: FieldChange<Values>,
): { values: Values; feedback: FormFeedback } {
  return {
    values: { ...context.values, [change.field]: change.value },
    feedback: clearFieldError(context.feedback, String(change.field)),
  };
}

/** The SUBMIT of a form: valid values go to `target` (the sending state), else the errors show. */
export function submitTo<const Target extends string>(target: Target) {
  return [
    { guard: 'isValid', target, actions: 'clearFeedback' },
    { actions: 'showValidationErrors' },
  ] as const;
}
