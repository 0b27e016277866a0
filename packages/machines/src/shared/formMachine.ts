// The pieces every single-form machine shares (docs/machines.md "Feedback shape"): a CHANGE edits
// one field and clears its errors; a SUBMIT sends valid values or shows why not (spec §5). The
// machine names its actions and guard `change`, `isValid`, `clearFeedback` and
// `showValidationErrors`; the compiler checks that it has them.
import type { FieldChange, FormFeedback } from './form';
import { clearFieldError, clearPatchedErrors } from './form';

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

/** The events of a form being typed in: CHANGE edits a field, SUBMIT goes to `target` when valid. */
export function typingThenSubmitTo<const Target extends string>(target: Target) {
  return { CHANGE: { actions: 'change' }, SUBMIT: submitTo(target) } as const;
}

/** The SUBMIT of a form: valid values go to `target` (the sending state), else the errors show. */
export function submitTo<const Target extends string>(target: Target) {
  return [
    { guard: 'isValid', target, actions: 'clearFeedback' },
    { actions: 'showValidationErrors' },
  ] as const;
}

/**
 * An edit (`EDIT_<SECTION> { patch }`) of one section of a multi-part form: the section with the
 * patch applied, and the errors of the patched fields cleared (under `prefix.` when the section's
 * errors are dotted, e.g. `contact.email`).
 */
export function editedSection<const Key extends string, Section extends object>(
  key: Key,
  section: Section,
  patch: Partial<Section>,
  feedback: FormFeedback,
  prefix?: string,
): { [K in Key]: Section } & { feedback: FormFeedback } {
  // TypeScript widens a computed key to `string`; the object has exactly the one key `key`.
  const edited = { [key]: { ...section, ...patch } } as { [K in Key]: Section };
  return { ...edited, feedback: clearPatchedErrors(feedback, patch, prefix) };
}
