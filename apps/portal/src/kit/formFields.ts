// A machine form's fields (docs/portal-kit.md "A form's feedback"): what `useFormMessages` gives
// a field (its id, its message when invalid, spec §8), with its value from the machine's context
// and its `onChange` as the machine's `CHANGE { field, value }` event. A form then writes
// `<TextField {...fields.input('city')} label={…} />` instead of wiring each field by hand.
import type { FieldChange, FormFeedback } from '@salon/machines';
import type { Key } from 'react-aria-components';
import { useFormMessages, type FieldFeedback, type FormMessages } from './formFeedback';
import { useFormSubmit } from './useFormSubmit';

export interface FieldInput<Value> extends FieldFeedback {
  value: Value;
  onChange: (value: Value) => void;
}

export interface FieldSelect extends FieldFeedback {
  selectedKey: string | null;
  onSelectionChange: (key: Key | null) => void;
}

/** The fields of `Values` that take any string (a picklist's value, '' when none is chosen). */
export type StringField<Values> = {
  [K in keyof Values & string]: string extends Values[K] ? K : never;
}[keyof Values & string];

export interface FormFields<Values> extends FormMessages {
  /** A field's feedback, its value and its `CHANGE`, for the ui's text, phone and password fields. */
  input<K extends keyof Values & string>(field: K): FieldInput<Values[K]>;
  /** A picklist field for the ui's Select: nothing chosen is '' in the values, `null` in the Select. */
  select(field: StringField<Values>): FieldSelect;
}

/**
 * The feedback of the form `form` (the ids' prefix) and its fields bound to the machine: `values`
 * and `feedback` from its context, `send` its events.
 */
export function useFormFields<Values extends object>(
  form: string,
  context: { values: Values; feedback: FormFeedback },
  send: (event: FieldChange<Values>) => void,
  options?: Parameters<typeof useFormMessages>[2],
): FormFields<Values> {
  const feedback = useFormMessages(form, context.feedback, options);
  const change = (field: keyof Values, value: unknown) =>
    send({ type: 'CHANGE', field, value } as FieldChange<Values>);
  return {
    ...feedback,
    input: (field) => ({
      ...feedback.field(field),
      value: context.values[field],
      onChange: (value) => change(field, value),
    }),
    select: (field) => ({
      ...feedback.field(field),
      selectedKey: (context.values[field] as string) || null,
      onSelectionChange: (key) => change(field, key === null ? '' : String(key)),
    }),
  };
}

/** A machine form's fields and submit: what a form's frame (its summary, its buttons) takes. */
export interface MachineForm<Values> {
  /** The form's id prefix. */
  form: string;
  fields: FormFields<Values>;
  /** The machine is sending: the submit button spins, another submit is ignored. */
  isBusy: boolean;
  /** The submits so far: the summary and the banner take the focus again at each one. */
  submits: number;
  onSubmit: ReturnType<typeof useFormSubmit>['onSubmit'];
}

/**
 * A form bound to its machine: `useFormFields`, and the browser's submit as the machine's SUBMIT,
 * ignored while `isBusy` (docs/portal-kit.md "A form's feedback").
 */
export function useMachineForm<Values extends object>(
  form: string,
  isBusy: boolean,
  context: { values: Values; feedback: FormFeedback },
  send: (event: FieldChange<Values> | { type: 'SUBMIT' }) => void,
): MachineForm<Values> {
  const fields = useFormFields(form, context, send);
  const { submits, onSubmit } = useFormSubmit(send, isBusy);
  return { form, fields, isBusy, submits, onSubmit };
}
