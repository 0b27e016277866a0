// A machine form's fields (docs/portal-kit.md "A form's feedback"): what `useFormMessages` gives
// a field (its id, its message when invalid, spec §8), with its value from the machine's context
// and its `onChange` as the machine's edit (a `CHANGE { field, value }`, or a section's patch). A
// form then writes `<TextField {...fields.input('city')} label={…} />` instead of wiring each
// field by hand.
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

export interface FieldRadio extends FieldFeedback {
  value: string | null;
  onChange: (value: string) => void;
}

/** The fields of `Values` that take any string (a picklist's value, '' when none is chosen). */
export type StringField<Values> = {
  [K in keyof Values & string]: string extends Values[K] ? K : never;
}[keyof Values & string];

export interface FieldBinders<Values> {
  /** A field's feedback, its value and its edit, for the ui's text, phone and password fields. */
  input<K extends keyof Values & string>(field: K): FieldInput<Values[K]>;
  /** A picklist field for the ui's Select: nothing chosen is '' in the values, `null` in the Select. */
  select(field: StringField<Values>): FieldSelect;
  /**
   * A choice for the ui's RadioGroup: nothing chosen is '' in the values, `null` in the group; the
   * group's options are the values of the field's type.
   */
  radio(field: keyof Values & string): FieldRadio;
}

/**
 * Binds the fields of `values` to the form's messages and to `change`; the fields' paths are
 * under `section` when the form's errors are dotted (`contact.email`).
 */
export function bindFields<Values extends object>(
  messages: FormMessages,
  values: Values,
  change: (field: keyof Values & string, value: unknown) => void,
  section?: string,
): FieldBinders<Values> {
  const feedback = (field: string) => messages.field(section ? `${section}.${field}` : field);
  return {
    input: (field) => ({
      ...feedback(field),
      value: values[field],
      onChange: (value) => change(field, value),
    }),
    select: (field) => ({
      ...feedback(field),
      selectedKey: (values[field] as string) || null,
      onSelectionChange: (key) => change(field, key === null ? '' : String(key)),
    }),
    radio: (field) => ({
      ...feedback(field),
      value: (values[field] as string) || null,
      onChange: (value) => change(field, value),
    }),
  };
}

/** The fields of one section of a multi-part form, edited by a patch (`EDIT_CONTACT { patch }`). */
export function sectionFields<Section extends object>(
  messages: FormMessages,
  section: string,
  values: Section,
  edit: (patch: Partial<Section>) => void,
): FieldBinders<Section> {
  return bindFields(
    messages,
    values,
    (field, value) => edit({ [field]: value } as Partial<Section>),
    section,
  );
}

export type FormFields<Values> = FormMessages & FieldBinders<Values>;

/**
 * The feedback of the form `form` (the ids' prefix) and its fields bound to the machine: `values`
 * and `feedback` from its context, `send` its `CHANGE` events.
 */
export function useFormFields<Values extends object>(
  form: string,
  context: { values: Values; feedback: FormFeedback },
  send: (event: FieldChange<Values>) => void,
  options?: Parameters<typeof useFormMessages>[2],
): FormFields<Values> {
  const messages = useFormMessages(form, context.feedback, options);
  const change = (field: keyof Values & string, value: unknown) =>
    send({ type: 'CHANGE', field, value } as FieldChange<Values>);
  return { ...messages, ...bindFields(messages, context.values, change) };
}

/** A machine form's fields and submit: what a form's frame (its summary, its buttons) takes. */
export interface MachineForm<Values> {
  /** The form's id prefix. */
  form: string;
  fields: FormFields<Values>;
  /**
   * The machine is sending, or the submit waits for the client token: the submit button spins,
   * another submit is ignored.
   */
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
  const { submits, onSubmit, waiting } = useFormSubmit(send, isBusy);
  return { form, fields, isBusy: isBusy || waiting, submits, onSubmit };
}
