// The password rules of spec §5 as a password field's live checklist, in the page's language:
// shared by every form that sets a new password (registration, change password).
import { passwordRules } from '@salon/domain';
import type { PasswordRule } from '@salon/ui';
import { useIntl } from 'react-intl';
import { formatKey } from '../i18n/formatKey';

export function usePasswordRules(): PasswordRule[] {
  const intl = useIntl();
  return passwordRules.map((rule) => ({
    id: rule.id,
    label: formatKey(intl, rule.messageKey),
    isMet: rule.test,
  }));
}
