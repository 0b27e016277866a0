// The frame of the account's modal forms (spec §2 'Modal forms': edit company, brand details,
// edit contact, change password): the error summary and the banner (spec §8), the fields, then
// Save and Cancel. Each form's machine saves in its `saving` state; the fields are bound to it by
// the kit's `useMachineForm(form, state === 'saving', context, send)` (docs/portal-kit.md).
import { Form, FormActions } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../kit/FormErrors';
import { SubmitAndCancel } from '../../kit/SubmitAndCancel';
import { fieldId } from '../../kit/formFeedback';
import type { MachineForm } from '../../kit/formFields';
import { accountMessages } from './messages';

export function EditForm<Values>({
  edit,
  label,
  order,
  onCancel,
  children,
}: {
  edit: MachineForm<Values>;
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
        <SubmitAndCancel
          submit={t(accountMessages.save)}
          cancel={t(accountMessages.cancel)}
          isPending={edit.isBusy}
          onCancel={onCancel}
        />
      </FormActions>
    </Form>
  );
}
