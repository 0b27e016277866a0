// The ends of the registration machine (spec §2 register, init and tmp-register; spec §8): the
// email already has an account (say so, and lead to the login with the email prefilled, or to the
// forgot-password page), or the registration is done (the screen opens its confirmation page).
import { normalizeEmail, type Language } from '@salon/domain';
import { LinkButton } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import { OutcomePage, RegistrationDone } from './FormParts';
import { messages } from './registerMessages';
import * as styles from './registration.css';
import type { RegistrationState } from './states';

function AccountExists({
  email,
  lang,
  loginPath,
}: {
  /** The address that has an account, as typed (lower-cased for the login's prefill). */
  email: string;
  lang: Language;
  /** The login page of the screen's role. */
  loginPath: string;
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

/**
 * The page of an end of the registration machine, or null while the registration goes on:
 * `accountExists` (spec §8) or `confirmed` (its heading is the screen's `title`, `confirmed` the
 * status while the confirmation page opens).
 */
export function registrationEnd(
  state: RegistrationState,
  page: { email: string; lang: Language; loginPath: string; title: string; confirmed: string },
): ReactNode {
  if (state === 'accountExists') {
    return <AccountExists email={page.email} lang={page.lang} loginPath={page.loginPath} />;
  }
  if (state === 'confirmed') return <RegistrationDone title={page.title} label={page.confirmed} />;
  return null;
}
