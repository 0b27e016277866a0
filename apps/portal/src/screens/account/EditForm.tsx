// The frame of the account's modal forms (spec §2 'Modal forms': edit company, brand details,
// edit contact, change password): the error summary and the banner (spec §8), the fields, then
// Save and Cancel. Each form's machine saves in its `saving` state; the form's fields are bound
// to it by `useEditForm` (docs/portal-kit.md "A form's feedback").
import type { FieldChange, FormFeedback } from '@salon/machines';
import { Button, Form, FormActions } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../kit/FormErrors';
import { fieldId } from '../../kit/formFeedback';
import { useFormFields, type FormFields } from '../../kit/formFields';
import { useFormSubmit } from '../../kit/useFormSubmit';
import { accountMessages } from './messages';

export interface EditFormState<Values> {
  /** The form's id prefix. */
  form: string;
  fields: FormFields<Values>;
  isSaving: boolean;
  submits: number;
  onSubmit: ReturnType<typeof useFormSubmit>['onSubmit'];
}

/** A modal form's fields and submit, from its machine's view props. */
export function useEditForm<Values extends object>(
  form: string,
  {
    state,
    context,
    send,
  }: {
    state: string;
    context: { values: Values; feedback: FormFeedback };
    send: (event: FieldChange<Values> | { type: 'SUBMIT' }) => void;
  },
): EditFormState<Values> {
  const fields = useFormFields(form, context, send);
  const isSaving = state === 'saving';
  const { submits, onSubmit } = useFormSubmit(send, isSaving);
  return { form, fields, isSaving, submits, onSubmit };
}

export function EditForm<Values>({
  edit,
  label,
  order,
  onCancel,
  children,
}: {
  edit: EditFormState<Values>;
  /** The form's accessible name. */
  label: string;
  /** The form's field paths in the order they show; the first one takes unshown fields' errors. */
  order: readonly [string, ...string[]];
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <Form onSubmit={edit.onSubmit} aria-label={label}>
      <FormErrors
        feedback={edit.fields}
        order={order}
        fallback={fieldId(edit.form, order[0])}
        focusKey={edit.submits}
      />
      {children}
      <FormActions>
        <Button type="submit" isPending={edit.isSaving}>
          {t(accountMessages.save)}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={edit.isSaving}>
          {t(accountMessages.cancel)}
        </Button>
      </FormActions>
    </Form>
  );
}
