import type { Language } from '@salon/domain';
import { Alert, FormActions, LinkButton, RedirectingState, TextLink } from '@salon/ui';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as page from './shared/AuthPage.css';
import { AuthPage } from './shared/AuthPage';
import { forgotPasswordPath } from './shared/language';
import type { SsoLoginState } from './ssoLogin';

const messages = defineMessages({
  title: { id: 'sso.title', defaultMessage: 'Connexion à l’espace exposants' },
  failedTitle: { id: 'sso.failed_title', defaultMessage: 'La connexion automatique a échoué' },
  failed: {
    id: 'sso.failed',
    defaultMessage:
      'Le lien de connexion est invalide ou a expiré : ces liens ne servent que quelques minutes.',
  },
  failedHelp: {
    id: 'sso.failed_help',
    defaultMessage:
      'Connectez-vous avec votre adresse e-mail et votre mot de passe, ou revenez sur le site qui vous a envoyé ici pour obtenir un nouveau lien.',
  },
  login: { id: 'sso.login', defaultMessage: 'Se connecter à l’espace exposants' },
  forgotPassword: {
    id: 'sso.forgot_password',
    defaultMessage: 'Pas encore de mot de passe ? Le créer',
  },
});

export interface SsoLoginViewProps {
  state: SsoLoginState;
  lang: Language;
}

/**
 * The single-sign-on page (spec §2 pro/sso-login/{saml?}): 'Redirecting, please wait' while the
 * ticket is checked and the session opens; on failure, what happened and the exhibitor login.
 */
export function SsoLoginView({ state, lang }: SsoLoginViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(
    state.status === 'failed' ? messages.failedTitle : messages.title,
  );
  usePageTitle(title);
  if (state.status !== 'failed') {
    return (
      <AuthPage title={title}>
        <RedirectingState />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={title}>
      <Alert tone="critical" announce="alert">
        <p className={page.text}>{intl.formatMessage(messages.failed)}</p>
        {state.detail ? <p className={page.text}>{formatKey(intl, state.detail)}</p> : null}
      </Alert>
      <p className={page.text}>{intl.formatMessage(messages.failedHelp)}</p>
      <FormActions>
        <LinkButton href={pathTo(lang, 'proLogin')}>
          {intl.formatMessage(messages.login)}
        </LinkButton>
      </FormActions>
      <p className={page.text}>
        <TextLink href={forgotPasswordPath(lang, 'exposant')}>
          {intl.formatMessage(messages.forgotPassword)}
        </TextLink>
      </p>
    </AuthPage>
  );
}
