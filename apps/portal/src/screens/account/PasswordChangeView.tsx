// The change-password modal's form (spec §2 me/informations 'change password', §3 oldpassword,
// password, password_confirmation, §5 the password rules and the confirmation, §8 'The password
// is not correct' under the old password).
import type { passwordChangeMachine } from '@salon/machines';
import { PasswordField } from '@salon/ui';
import { useIntl } from 'react-intl';
import { useMachineForm } from '../../kit/formFields';
import type { MachineViewProps } from '../../kit/machineState';
import { usePasswordRules } from '../../kit/usePasswordRules';
import { EditForm } from './EditForm';
import { accountMessages as messages } from './messages';

export interface PasswordChangeViewProps extends MachineViewProps<typeof passwordChangeMachine> {
  onCancel: () => void;
}

export function PasswordChangeView({ onCancel, ...view }: PasswordChangeViewProps) {
  const t = useIntl().formatMessage;
  const edit = useMachineForm('password-change', view.state === 'saving', view.context, view.send);
  const rules = usePasswordRules();
  const { input } = edit.fields;
  return (
    <EditForm
      edit={edit}
      label={t(messages.changePassword)}
      order={['oldpassword', 'password', 'password_confirmation']}
      onCancel={onCancel}
    >
      <PasswordField
        {...input('oldpassword')}
        label={t(messages.oldPassword)}
        isRequired
        autoComplete="current-password"
      />
      <PasswordField
        {...input('password')}
        label={t(messages.newPassword)}
        isRequired
        autoComplete="new-password"
        rules={rules}
      />
      <PasswordField
        {...input('password_confirmation')}
        label={t(messages.confirmation)}
        isRequired
        autoComplete="new-password"
      />
    </EditForm>
  );
}
