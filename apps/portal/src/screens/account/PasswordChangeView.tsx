// The change-password modal's form (spec §2 me/informations 'change password', §3 oldpassword,
// password, password_confirmation, §5 the password rules and the confirmation, §8 'The password
// is not correct' under the old password).
import type { passwordChangeMachine } from '@salon/machines';
import { Button, Form, FormActions, PasswordField } from '@salon/ui';
import { useIntl } from 'react-intl';
import { FormErrors } from '../../kit/FormErrors';
import { fieldId, useFormMessages } from '../../kit/formFeedback';
import type { MachineViewProps } from '../../kit/machineState';
import { useFormSubmit } from '../../kit/useFormSubmit';
import { usePasswordRules } from '../../kit/usePasswordRules';
import { accountMessages as messages } from './messages';

const FORM = 'password-change';
const ORDER = ['oldpassword', 'password', 'password_confirmation'];

export interface PasswordChangeViewProps extends MachineViewProps<typeof passwordChangeMachine> {
  onCancel: () => void;
}

export function PasswordChangeView({ state, context, send, onCancel }: PasswordChangeViewProps) {
  const t = useIntl().formatMessage;
  const feedback = useFormMessages(FORM, context.feedback);
  const rules = usePasswordRules();
  const { values } = context;
  const isSaving = state === 'saving';
  const { submits, onSubmit } = useFormSubmit(send, isSaving);
  return (
    <Form onSubmit={onSubmit} aria-label={t(messages.changePassword)}>
      <FormErrors
        feedback={feedback}
        order={ORDER}
        fallback={fieldId(FORM, 'oldpassword')}
        focusKey={submits}
      />
      <PasswordField
        {...feedback.field('oldpassword')}
        label={t(messages.oldPassword)}
        isRequired
        autoComplete="current-password"
        value={values.oldpassword}
        onChange={(value) => send({ type: 'CHANGE', field: 'oldpassword', value })}
      />
      <PasswordField
        {...feedback.field('password')}
        label={t(messages.newPassword)}
        isRequired
        autoComplete="new-password"
        rules={rules}
        value={values.password}
        onChange={(value) => send({ type: 'CHANGE', field: 'password', value })}
      />
      <PasswordField
        {...feedback.field('password_confirmation')}
        label={t(messages.confirmation)}
        isRequired
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={(value) => send({ type: 'CHANGE', field: 'password_confirmation', value })}
      />
      <FormActions>
        <Button type="submit" isPending={isSaving}>
          {t(messages.save)}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          {t(messages.cancel)}
        </Button>
      </FormActions>
    </Form>
  );
}
