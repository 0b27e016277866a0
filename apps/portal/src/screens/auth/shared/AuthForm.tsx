// The form of a public authentication page (spec §2 login, forgot-password, reset-password; §8):
// the banner of a failure that belongs to no field above the form, the error summary at its top,
// the fields, then the one submit button. The fields are bound to the page's machine by the kit's
// `useMachineForm` (busy in `form.submitting`; docs/portal-kit.md "A form's feedback").
import { Button, ErrorSummary, Form, FormActions } from '@salon/ui';
import type { ReactNode } from 'react';
import { FormBanner } from '../../../kit/FormBanner';
import { fieldId } from '../../../kit/formFeedback';
import type { MachineForm } from '../../../kit/formFields';

export function AuthForm<Values>({
  auth,
  label,
  order,
  submitLabel,
  children,
}: {
  auth: MachineForm<Values>;
  /** The form's accessible name. */
  label: string;
  /** The form's field paths in the order they show; the first one takes unshown fields' errors. */
  order: readonly [string, ...string[]];
  submitLabel: string;
  children: ReactNode;
}) {
  const { fields, submits } = auth;
  return (
    <>
      <FormBanner message={fields.banner} focusKey={submits} />
      <Form onSubmit={auth.onSubmit} aria-label={label}>
        <ErrorSummary
          errors={fields.summary(order, fieldId(auth.form, order[0]))}
          title={fields.summaryTitle}
          focusKey={submits}
        />
        {children}
        <FormActions>
          <Button type="submit" isPending={auth.isBusy}>
            {submitLabel}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
