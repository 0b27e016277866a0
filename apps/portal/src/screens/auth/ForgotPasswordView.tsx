import type { Language } from '@salon/domain';
import type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
  forgotPasswordStates,
} from '@salon/machines';
import { Alert, Button, EmailField, ErrorSummary, Form, FormActions, TextLink } from '@salon/ui';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import * as page from './shared/AuthPage.css';
import { AuthPage } from './shared/AuthPage';
import { bannerMessages, fieldMessage, summaryItems, type FeedbackField } from './shared/feedback';
import { forgotPasswordPath, loginPath } from './shared/language';

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
export type ForgotPasswordState = (typeof forgotPasswordStates)[number];

export interface ForgotPasswordViewProps {
  state: ForgotPasswordState;
  context: ForgotPasswordContext;
  send: (event: ForgotPasswordEvent) => void;
  lang: Language;
}

const fields: readonly FeedbackField[] = [{ field: 'email', id: 'forgot-email' }];

/**
 * Forgot password (spec §2 forgot-password, §8): the same answer whether or not the account
 * exists ('reset link sent if the account exists'); a throttled request says 'A request is
 * already in progress. Please wait.' The page names the area (exhibitor or visitor) the link is
 * for, and leads to the other one: an account belongs to one area (spec §6).
 */
export function ForgotPasswordView({ state, context, send, lang }: ForgotPasswordViewProps) {
  const intl = useIntl();
  const [submits, setSubmits] = useState(0);
  const isSent = state === 'sent';
  const title = intl.formatMessage(isSent ? messages.sentTitle : messages.title);
  usePageTitle(title);
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
      <AuthPage title={title} eyebrow={area}>
        <Alert tone="positive">
          <p className={page.text}>{formatKey(intl, 'success.reset_link_sent')}</p>
        </Alert>
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
      </AuthPage>
    );
  }

  const { feedback, values } = context;
  const isSubmitting = state === 'form.submitting';
  const banners = bannerMessages(intl, feedback, fields);
  const emailError = fieldMessage(intl, feedback, 'email');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmits((count) => count + 1);
    send({ type: 'SUBMIT' });
  };
  const otherRole = context.role === 'exposant' ? 'visiteur' : 'exposant';

  return (
    <AuthPage title={title} eyebrow={area} lead={intl.formatMessage(messages.lead)}>
      {banners.length > 0 ? (
        <Alert tone="critical">
          {banners.map((message) => (
            <p key={message} className={page.text}>
              {message}
            </p>
          ))}
        </Alert>
      ) : null}
      <Form onSubmit={onSubmit} aria-label={intl.formatMessage(messages.formLabel)}>
        <ErrorSummary errors={summaryItems(intl, feedback, fields)} focusKey={submits} />
        <EmailField
          id="forgot-email"
          name="email"
          label={intl.formatMessage(messages.email)}
          autoComplete="username"
          isRequired
          value={values.email}
          onChange={(value) => send({ type: 'CHANGE', field: 'email', value })}
          isInvalid={emailError !== undefined}
          errorMessage={emailError}
        />
        <FormActions>
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </FormActions>
      </Form>
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
