import type { Language } from '@salon/domain';
import type { emailVerificationMachine } from '@salon/machines';
import { Alert, Button, FormActions, LinkButton, LoadingState, TextLink } from '@salon/ui';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as page from './shared/AuthPage.css';
import { AuthOutcome } from './shared/AuthOutcome';
import { AuthPage } from './shared/AuthPage';
import { loginPath } from './shared/links';
import type { MachineViewProps, StatePath } from '../../kit/machineState';

const messages = defineMessages({
  title: { id: 'verify.title', defaultMessage: 'Vérification de votre adresse e-mail' },
  checking: { id: 'verify.checking', defaultMessage: 'Vérification du lien en cours…' },
  successTitle: { id: 'verify.success_title', defaultMessage: 'Adresse e-mail vérifiée' },
  redirectSoon: {
    id: 'verify.redirect_soon',
    defaultMessage: 'Vous allez être redirigé vers la page de connexion.',
  },
  login: { id: 'verify.login', defaultMessage: 'Se connecter' },
  expiredTitle: { id: 'verify.expired_title', defaultMessage: 'Ce lien a expiré' },
  resend: { id: 'verify.resend', defaultMessage: 'Recevoir un nouvel e-mail' },
  resentTitle: { id: 'verify.resent_title', defaultMessage: 'Nouvel e-mail envoyé' },
  invalidTitle: { id: 'verify.invalid_title', defaultMessage: 'Ce lien n’est pas valide' },
  invalidHelp: {
    id: 'verify.invalid_help',
    defaultMessage:
      'Le lien est incomplet, ou un lien plus récent l’a remplacé. Utilisez le dernier e-mail reçu ; si votre adresse est déjà vérifiée, connectez-vous simplement.',
  },
  failedTitle: {
    id: 'verify.failed_title',
    defaultMessage: 'La vérification n’a pas pu aboutir',
  },
  retry: { id: 'verify.retry', defaultMessage: 'Réessayer' },
  redirecting: {
    id: 'verify.redirecting',
    defaultMessage: 'Ouverture de la page de connexion…',
  },
});

const expiredHelpMessage = defineMessage<{ email: string }>({
  id: 'verify.expired_help',
  defaultMessage:
    'Pour des raisons de sécurité, un lien de vérification n’est valable que pour une durée limitée. Recevez-en un nouveau à l’adresse {email}.',
});

const resentHelpMessage = defineMessage<{ email: string }>({
  id: 'verify.resent_help',
  defaultMessage:
    'Ouvrez l’e-mail envoyé à {email} et cliquez sur le lien qu’il contient. S’il n’arrive pas d’ici quelques minutes, vérifiez vos courriers indésirables.',
});

/** A state of the email verification machine (`emailVerificationStates`, spec §4). */
export type EmailVerificationState = StatePath<typeof emailVerificationMachine>;

export interface EmailVerificationViewProps extends MachineViewProps<
  typeof emailVerificationMachine
> {
  lang: Language;
}

const titles: Record<EmailVerificationState, MessageDescriptor> = {
  verif: messages.title,
  success: messages.successTitle,
  redirecting: messages.successTitle,
  renew: messages.expiredTitle,
  resend: messages.expiredTitle,
  resent: messages.resentTitle,
  invalid: messages.invalidTitle,
  failed: messages.failedTitle,
};

/**
 * Email verification (spec §2 email-verification?token=&email=, §4): checking the link (verif),
 * verified or already verified (success, then the login page after 1 s: redirecting), expired
 * with a new email offered (renew, resend, resent), unusable (invalid), or the server not
 * answering (failed, with a retry).
 */
export function EmailVerificationView({ state, context, send, lang }: EmailVerificationViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(titles[state]);
  usePageTitle(title);
  const email = context.email ?? '';
  const login = loginPath(lang, context.role ?? 'exposant', context.email);
  const message = context.message ? formatKey(intl, context.message) : null;

  switch (state) {
    case 'verif':
      return (
        <AuthPage title={title}>
          <LoadingState label={intl.formatMessage(messages.checking)} />
        </AuthPage>
      );
    case 'success':
    case 'redirecting':
      return (
        <AuthOutcome
          title={title}
          tone="positive"
          message={message ?? formatKey(intl, 'success.email_verified')}
        >
          {state === 'redirecting' ? (
            <LoadingState label={intl.formatMessage(messages.redirecting)} />
          ) : (
            <p className={page.muted}>{intl.formatMessage(messages.redirectSoon)}</p>
          )}
          <p className={page.text}>
            <TextLink href={login}>{intl.formatMessage(messages.login)}</TextLink>
          </p>
        </AuthOutcome>
      );
    case 'renew':
    case 'resend':
      return (
        <AuthPage title={title}>
          {message ? (
            <Alert tone={context.message === 'error.verification_expired' ? 'warning' : 'critical'}>
              <p className={page.text}>{message}</p>
            </Alert>
          ) : null}
          <p className={page.text}>{intl.formatMessage(expiredHelpMessage, { email })}</p>
          <FormActions>
            <Button isPending={state === 'resend'} onPress={() => send({ type: 'RESEND' })}>
              {intl.formatMessage(messages.resend)}
            </Button>
          </FormActions>
        </AuthPage>
      );
    case 'resent':
      return (
        <AuthOutcome
          title={title}
          tone="positive"
          message={message ?? formatKey(intl, 'success.verification_email_resent')}
        >
          <p className={page.text}>{intl.formatMessage(resentHelpMessage, { email })}</p>
          <p className={page.text}>
            <TextLink href={login}>{intl.formatMessage(messages.login)}</TextLink>
          </p>
        </AuthOutcome>
      );
    case 'invalid':
      return (
        <AuthOutcome
          title={title}
          tone="critical"
          announce="none"
          message={message ?? formatKey(intl, 'error.verification_token_invalid')}
        >
          <p className={page.text}>{intl.formatMessage(messages.invalidHelp)}</p>
          <FormActions>
            <LinkButton href={context.role ? login : pathTo(lang, 'proLogin')}>
              {intl.formatMessage(messages.login)}
            </LinkButton>
          </FormActions>
        </AuthOutcome>
      );
    case 'failed':
      return (
        <AuthOutcome
          title={title}
          tone="critical"
          message={message ?? formatKey(intl, 'error.generic')}
        >
          <FormActions>
            <Button onPress={() => send({ type: 'RETRY' })}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </FormActions>
        </AuthOutcome>
      );
  }
}
