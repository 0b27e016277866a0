import type { Language } from '@salon/domain';
import type { forgotPasswordMachine } from '@salon/machines';
import { Button, EmailField, FormActions, TextLink } from '@salon/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import * as page from './shared/AuthPage.css';
import { AuthForm } from './shared/AuthForm';
import { useMachineForm } from '../../kit/formFields';
import { AuthOutcome } from './shared/AuthOutcome';
import { AuthPage } from './shared/AuthPage';
import { forgotPasswordPath, loginPath } from './shared/links';
import type { MachineViewProps, StatePath } from '../../kit/machineState';

const messages = defineMessages({
  title: { id: 'forgot.title', defaultMessage: 'Mot de passe oublié' },
  sentTitle: { id: 'forgot.sent_title', defaultMessage: 'Consultez votre messagerie' },
  exhibitorArea: { id: 'forgot.exhibitor_area', defaultMessage: 'Espace exposants' },
  visitorArea: { id: 'forgot.visitor_area', defaultMessage: 'Espace visiteurs' },
  lead: {
    id: 'forgot.lead',
    defaultMessage:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  },
  formLabel: { id: 'forgot.form_label', defaultMessage: 'Demander un lien de réinitialisation' },
  email: { id: 'forgot.email', defaultMessage: 'Adresse e-mail' },
  submit: { id: 'forgot.submit', defaultMessage: 'Recevoir le lien' },
  sentHelp: {
    id: 'forgot.sent_help',
    defaultMessage:
      'Le lien n’est valable que pour une durée limitée et une seule fois. Si vous ne le recevez pas d’ici quelques minutes, vérifiez vos courriers indésirables et l’adresse saisie.',
  },
  again: { id: 'forgot.again', defaultMessage: 'Saisir une autre adresse' },
  backToLogin: { id: 'forgot.back_to_login', defaultMessage: 'Retour à la connexion' },
  otherOptions: { id: 'forgot.other_options', defaultMessage: 'Autres options' },
  toVisitor: {
    id: 'forgot.to_visitor',
    defaultMessage: 'Vous êtes visiteur ? Réinitialiser le mot de passe de l’espace visiteurs',
  },
  toExhibitor: {
    id: 'forgot.to_exhibitor',
    defaultMessage: 'Vous êtes exposant ? Réinitialiser le mot de passe de l’espace exposants',
  },
});

const sentToMessage = defineMessage<{ email: string }>({
  id: 'forgot.sent_to',
  defaultMessage: 'Adresse saisie : {email}',
});

/** A state of the forgot-password machine (`forgotPasswordStates`). */
export type ForgotPasswordState = StatePath<typeof forgotPasswordMachine>;

export interface ForgotPasswordViewProps extends MachineViewProps<typeof forgotPasswordMachine> {
  lang: Language;
}

/**
 * Forgot password (spec §2 forgot-password, §8): the same answer whether or not the account
 * exists ('reset link sent if the account exists'); a throttled request says 'A request is
 * already in progress. Please wait.' The page names the area (exhibitor or visitor) the link is
 * for, and leads to the other one: an account belongs to one area (spec §6).
 */
export function ForgotPasswordView({ state, context, send, lang }: ForgotPasswordViewProps) {
  const intl = useIntl();
  const isSent = state === 'sent';
  const title = intl.formatMessage(isSent ? messages.sentTitle : messages.title);
  usePageTitle(title);
  const auth = useMachineForm('forgot', state === 'form.submitting', context, send);
  const area = intl.formatMessage(
    context.role === 'exposant' ? messages.exhibitorArea : messages.visitorArea,
  );
  const backToLogin = (
    <TextLink href={loginPath(lang, context.role)}>
      {intl.formatMessage(messages.backToLogin)}
    </TextLink>
  );

  if (isSent) {
    return (
      <AuthOutcome
        title={title}
        eyebrow={area}
        tone="positive"
        message={formatKey(intl, 'success.reset_link_sent')}
      >
        <p className={page.text}>
          {intl.formatMessage(sentToMessage, { email: context.values.email })}
        </p>
        <p className={page.muted}>{intl.formatMessage(messages.sentHelp)}</p>
        <FormActions>
          <Button variant="secondary" onPress={() => send({ type: 'AGAIN' })}>
            {intl.formatMessage(messages.again)}
          </Button>
        </FormActions>
        <p className={page.text}>{backToLogin}</p>
      </AuthOutcome>
    );
  }

  const otherRole = context.role === 'exposant' ? 'visiteur' : 'exposant';

  return (
    <AuthPage title={title} eyebrow={area} lead={intl.formatMessage(messages.lead)}>
      <AuthForm
        auth={auth}
        label={intl.formatMessage(messages.formLabel)}
        order={['email']}
        submitLabel={intl.formatMessage(messages.submit)}
      >
        <EmailField
          {...auth.fields.input('email')}
          name="email"
          label={intl.formatMessage(messages.email)}
          autoComplete="username"
          isRequired
        />
      </AuthForm>
      <nav aria-label={intl.formatMessage(messages.otherOptions)}>
        <ul className={page.links}>
          <li className={page.linkItem}>{backToLogin}</li>
          <li className={page.linkItem}>
            <TextLink href={forgotPasswordPath(lang, otherRole)}>
              {intl.formatMessage(
                otherRole === 'visiteur' ? messages.toVisitor : messages.toExhibitor,
              )}
            </TextLink>
          </li>
        </ul>
      </nav>
    </AuthPage>
  );
}
