// A registration whose email already has an account (spec §8 'account already exists'): say so,
// and lead to the login with the email prefilled, or to the forgot-password page.
import { normalizeEmail, type Language } from '@salon/domain';
import { LinkButton } from '@salon/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import { OutcomePage } from './FormParts';
import * as styles from './registration.css';

/** The texts of a screen's account-exists page (each screen has its own ids). */
export interface AccountExistsMessages {
  accountExistsTitle: MessageDescriptor;
  accountExistsEmail: MessageDescriptor;
  login: MessageDescriptor;
  forgotPassword: MessageDescriptor;
}

export function AccountExists({
  email,
  lang,
  loginPath,
  messages,
}: {
  /** The address that has an account, as typed (lower-cased for the login's prefill). */
  email: string;
  lang: Language;
  /** The login page of the screen's role. */
  loginPath: string;
  messages: AccountExistsMessages;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const address = normalizeEmail(email);
  return (
    <OutcomePage
      title={t(messages.accountExistsTitle)}
      tone="warning"
      actions={
        <>
          <LinkButton
            href={`${loginPath}${address ? `?${new URLSearchParams({ email: address })}` : ''}`}
          >
            {t(messages.login)}
          </LinkButton>
          <LinkButton variant="secondary" href={pathTo(lang, 'forgotPassword')}>
            {t(messages.forgotPassword)}
          </LinkButton>
        </>
      }
    >
      <p className={styles.text}>{formatKey(intl, 'error.account_already_exists')}</p>
      {address ? (
        <p className={styles.text}>{t(messages.accountExistsEmail, { email: address })}</p>
      ) : null}
    </OutcomePage>
  );
}
