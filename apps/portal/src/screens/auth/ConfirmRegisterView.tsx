import type { Language, Role } from '@salon/domain';
import { Alert, Button, FormActions, LinkButton } from '@salon/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import * as page from './shared/AuthPage.css';
import { AuthPage } from './shared/AuthPage';
import { loginPath } from './shared/language';
import type { ResendState } from './confirmResend';

const messages = defineMessages({
  title: { id: 'confirm.title', defaultMessage: 'Vérifiez votre boîte mail' },
  registerEyebrow: { id: 'confirm.register_eyebrow', defaultMessage: 'Votre compte est créé' },
  tmpEyebrow: { id: 'confirm.tmp_eyebrow', defaultMessage: 'Votre inscription est enregistrée' },
  sentToUnknown: {
    id: 'confirm.sent_to_unknown',
    defaultMessage: 'Un e-mail de vérification a été envoyé à l’adresse que vous avez indiquée.',
  },
  nextTitle: { id: 'confirm.next_title', defaultMessage: 'Et maintenant ?' },
  stepOpen: {
    id: 'confirm.step_open',
    defaultMessage: 'Ouvrez cet e-mail et cliquez sur le lien de vérification qu’il contient.',
  },
  stepLogin: {
    id: 'confirm.step_login',
    defaultMessage:
      'Une fois votre adresse vérifiée, connectez-vous avec cette adresse et le mot de passe que vous avez choisi.',
  },
  stepTmp: {
    id: 'confirm.step_tmp',
    defaultMessage:
      'Notre équipe commerciale complétera ensuite les informations de votre société ; vous retrouverez votre inscription dans votre espace.',
  },
  notReceivedTitle: { id: 'confirm.not_received_title', defaultMessage: 'Rien reçu ?' },
  notReceived: {
    id: 'confirm.not_received',
    defaultMessage:
      'L’e-mail peut mettre quelques minutes à arriver. Pensez à regarder dans vos courriers indésirables.',
  },
  resend: { id: 'confirm.resend', defaultMessage: 'Renvoyer l’e-mail' },
  login: { id: 'confirm.login', defaultMessage: 'Aller à la page de connexion' },
});

const sentToMessage = defineMessage<{ email: string }>({
  id: 'confirm.sent_to',
  defaultMessage: 'Un e-mail de vérification a été envoyé à {email}.',
});

export interface ConfirmRegisterViewProps {
  /** confirm-register (a registration) or confirm-register-tmp (a temporary registration). */
  variant: 'register' | 'tmp';
  /** The address the email went to; null when the page is opened without it. */
  email: string | null;
  role: Role;
  resend: ResendState;
  onResend: () => void;
  lang: Language;
}

/**
 * The registration confirmations (spec §2 confirm-register, confirm-register-tmp): what happened
 * (a verification email was sent to the address), what to do next, sending the email again
 * (spec §7 resend-verified-email) and the way to the login page.
 */
export function ConfirmRegisterView({
  variant,
  email,
  role,
  resend,
  onResend,
  lang,
}: ConfirmRegisterViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  return (
    <AuthPage
      title={title}
      eyebrow={intl.formatMessage(
        variant === 'tmp' ? messages.tmpEyebrow : messages.registerEyebrow,
      )}
      lead={
        email
          ? intl.formatMessage(sentToMessage, { email })
          : intl.formatMessage(messages.sentToUnknown)
      }
    >
      <section className={page.tight} aria-labelledby="confirm-next">
        <h2 id="confirm-next" className={page.sectionTitle}>
          {intl.formatMessage(messages.nextTitle)}
        </h2>
        <ol className={page.steps}>
          <li>{intl.formatMessage(messages.stepOpen)}</li>
          <li>{intl.formatMessage(messages.stepLogin)}</li>
          {variant === 'tmp' ? <li>{intl.formatMessage(messages.stepTmp)}</li> : null}
        </ol>
      </section>
      <FormActions>
        <LinkButton href={loginPath(lang, role, email)}>
          {intl.formatMessage(messages.login)}
        </LinkButton>
      </FormActions>
      {email ? (
        <section className={page.divided} aria-labelledby="confirm-not-received">
          <h2 id="confirm-not-received" className={page.sectionTitle}>
            {intl.formatMessage(messages.notReceivedTitle)}
          </h2>
          <p className={page.muted}>{intl.formatMessage(messages.notReceived)}</p>
          {resend.status === 'sent' ? (
            <Alert tone="positive">
              <p className={page.text}>{formatKey(intl, 'success.verification_email_resent')}</p>
            </Alert>
          ) : null}
          {resend.status === 'failed' ? (
            <Alert tone="critical">
              <p className={page.text}>{formatKey(intl, resend.message)}</p>
            </Alert>
          ) : null}
          {resend.status === 'sent' ? null : (
            <div>
              <Button
                variant="secondary"
                isPending={resend.status === 'sending'}
                onPress={onResend}
              >
                {intl.formatMessage(messages.resend)}
              </Button>
            </div>
          )}
        </section>
      ) : null}
    </AuthPage>
  );
}
