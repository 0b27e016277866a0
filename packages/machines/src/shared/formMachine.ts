// The pieces every single-form machine shares (docs/machines.md "Feedback shape"): a CHANGE edits
// one field and clears its errors; a SUBMIT sends valid values or shows why not (spec §5). The
// machine names its actions and guard `change`, `isValid`, `clearFeedback` and
// `showValidationErrors`; the compiler checks that it has them.
import { actorOutput } from './actorOutput';
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

/**
 * The `idle` and `submitting` states of a form, or of one step of a multi-part form
 * (docs/machines.md "Feedback shape"): `idle` takes the step's own events (`on`) and its SUBMIT,
 * which goes on to `submitting` when the guard `isValid` passes, else shows the errors
 * (`showErrors`); `submitting` sends `body` to the API call `call`. Where the answer leads is the
 * machine's own: `outcomes` gives the call's `onDone` and `onError`.
 */
export function stepThenCalling<
  const On extends object,
  const IsValid extends string,
  const ShowErrors extends string,
  const Call extends string,
  Context,
  Body,
  const Outcomes extends { onDone: unknown; onError: unknown },
>(
  step: { on: On; isValid: IsValid; showErrors: ShowErrors },
  call: Call,
  body: (context: Context) => Body,
  outcomes: Outcomes,
) {
  return {
    idle: {
      on: {
        ...step.on,
        SUBMIT: [
          { guard: step.isValid, target: 'submitting', actions: 'clearFeedback' },
          { actions: step.showErrors },
        ],
      },
    },
    submitting: {
      invoke: {
        id: call,
        src: call,
        input: ({ context }: { context: Context }) => body(context),
        ...outcomes,
      },
    },
  } as const;
}

/** A single form's `idle` and `submitting` states (`stepThenCalling`), typed in with CHANGE. */
export function typingThenCalling<
  const Call extends string,
  Context,
  Body,
  const Outcomes extends { onDone: unknown; onError: unknown },
>(call: Call, body: (context: Context) => Body, outcomes: Outcomes) {
  const typing = {
    on: { CHANGE: { actions: 'change' } },
    isValid: 'isValid',
    showErrors: 'showValidationErrors',
  } as const;
  return stepThenCalling(typing, call, body, outcomes);
}

/**
 * The states of a modal that edits one record and saves it with the API call `call` (spec §2
 * me/company and me/informations modals): `editing`, `saving`, then the final `saved`
 * ('Information recorded', spec §8 successes), or back to `editing` with the refusal. `body` is
 * the call's input; `editing` takes its own events when a field can be locked. The machine names
 * its actions `keepSaved` (given the call's answer) and `showSaveError`, besides the form's.
 */
export function editThenSave<
  const Call extends string,
  Context,
  Body,
  const Editing = ReturnType<typeof typingThenSubmitTo<'saving'>>,
>(call: Call, body: (context: Context) => Body, editing?: Editing) {
  return {
    editing: { on: editing ?? typingThenSubmitTo('saving') },
    saving: {
      invoke: {
        id: call,
        src: call,
        input: ({ context }: { context: Context }) => body(context),
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: actorOutput } },
        onError: { target: 'editing', actions: 'showSaveError' },
      },
    },
    saved: { type: 'final' },
  } as const;
}
