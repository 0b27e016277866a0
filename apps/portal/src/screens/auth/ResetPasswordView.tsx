import { passwordRules, type Language } from '@salon/domain';
import type {
  ResetPasswordContext,
  ResetPasswordEvent,
  resetPasswordStates,
} from '@salon/machines';
import {
  Alert,
  Button,
  ErrorSummary,
  Form,
  FormActions,
  LinkButton,
  PasswordField,
  TextLink,
  type PasswordRule,
} from '@salon/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as page from './shared/AuthPage.css';
import { AuthPage } from './shared/AuthPage';
import { bannerMessages, fieldMessage, summaryItems, type FeedbackField } from './shared/feedback';
import { loginPath } from './shared/language';

const messages = defineMessages({
  title: { id: 'reset.title', defaultMessage: 'Choisir un nouveau mot de passe' },
  lead: {
    id: 'reset.lead',
    defaultMessage:
      'Votre nouveau mot de passe remplace l’ancien. Vos autres sessions ouvertes seront fermées.',
  },
  invalidTitle: { id: 'reset.invalid_title', defaultMessage: 'Ce lien ne peut plus servir' },
  invalidHelp: {
    id: 'reset.invalid_help',
    defaultMessage:
      'Un lien de réinitialisation ne sert qu’une fois et pour une durée limitée. Le nouveau lien vous parviendra par e-mail.',
  },
  requestNewLink: { id: 'reset.request_new_link', defaultMessage: 'Demander un nouveau lien' },
  successTitle: { id: 'reset.success_title', defaultMessage: 'Mot de passe modifié' },
  login: { id: 'reset.login', defaultMessage: 'Se connecter' },
  password: { id: 'reset.password', defaultMessage: 'Nouveau mot de passe' },
  confirmation: { id: 'reset.confirmation', defaultMessage: 'Confirmez le nouveau mot de passe' },
  submit: { id: 'reset.submit', defaultMessage: 'Enregistrer le mot de passe' },
  backToLogin: { id: 'reset.back_to_login', defaultMessage: 'Retour à la connexion' },
});

/** A state of the reset-password machine (`resetPasswordStates`). */
export type ResetPasswordState = (typeof resetPasswordStates)[number];

export interface ResetPasswordViewProps {
  state: ResetPasswordState;
  context: ResetPasswordContext;
  send: (event: ResetPasswordEvent) => void;
  lang: Language;
}

const fields: readonly FeedbackField[] = [
  { field: 'password', id: 'reset-password' },
  { field: 'password_confirmation', id: 'reset-password-confirmation' },
];

/**
 * Reset password (spec §2 reset-password?token, §5, §8): the new password with the live rule
 * checklist (the domain's password rules) and its confirmation; an invalid or expired link offers
 * a new one; success leads to the login page of the account's area.
 */
export function ResetPasswordView({ state, context, send, lang }: ResetPasswordViewProps) {
  const intl = useIntl();
  const [submits, setSubmits] = useState(0);
  const title = intl.formatMessage(
    state === 'tokenInvalid'
      ? messages.invalidTitle
      : state === 'success'
        ? messages.successTitle
        : messages.title,
  );
  usePageTitle(title);
  // Spec §5: at least 8 characters, a lowercase, an uppercase, a digit and a special character.
  const rules = useMemo<PasswordRule[]>(
    () =>
      passwordRules.map((rule) => ({
        id: rule.id,
        label: formatKey(intl, rule.messageKey),
        isMet: rule.test,
      })),
    [intl],
  );

  if (state === 'tokenInvalid') {
    return (
      <AuthPage title={title}>
        <Alert tone="critical">
          <p className={page.text}>
            {formatKey(intl, context.linkError ?? 'error.reset_token_invalid')}
          </p>
        </Alert>
        <p className={page.text}>{intl.formatMessage(messages.invalidHelp)}</p>
        <FormActions>
          <LinkButton href={pathTo(lang, 'forgotPassword')}>
            {intl.formatMessage(messages.requestNewLink)}
          </LinkButton>
        </FormActions>
      </AuthPage>
    );
  }

  if (state === 'success') {
    const role = context.result?.role ?? 'exposant';
    return (
      <AuthPage title={title}>
        <Alert tone="positive">
          <p className={page.text}>{formatKey(intl, 'success.password_reset')}</p>
        </Alert>
        <FormActions>
          <LinkButton href={loginPath(lang, role, context.result?.email)}>
            {intl.formatMessage(messages.login)}
          </LinkButton>
        </FormActions>
      </AuthPage>
    );
  }

  const { feedback, values } = context;
  const isSubmitting = state === 'form.submitting';
  const banners = bannerMessages(intl, feedback, fields);
  const passwordError = fieldMessage(intl, feedback, 'password');
  const confirmationError = fieldMessage(intl, feedback, 'password_confirmation');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmits((count) => count + 1);
    send({ type: 'SUBMIT' });
  };

  return (
    <AuthPage title={title} lead={intl.formatMessage(messages.lead)}>
      {banners.length > 0 ? (
        <Alert tone="critical">
          {banners.map((message) => (
            <p key={message} className={page.text}>
              {message}
            </p>
          ))}
        </Alert>
      ) : null}
      <Form onSubmit={onSubmit} aria-label={title}>
        <ErrorSummary errors={summaryItems(intl, feedback, fields)} focusKey={submits} />
        <PasswordField
          id="reset-password"
          name="password"
          label={intl.formatMessage(messages.password)}
          autoComplete="new-password"
          isRequired
          rules={rules}
          value={values.password}
          onChange={(value) => send({ type: 'CHANGE', field: 'password', value })}
          isInvalid={passwordError !== undefined}
          errorMessage={passwordError}
        />
        <PasswordField
          id="reset-password-confirmation"
          name="password_confirmation"
          label={intl.formatMessage(messages.confirmation)}
          autoComplete="new-password"
          isRequired
          value={values.password_confirmation}
          onChange={(value) => send({ type: 'CHANGE', field: 'password_confirmation', value })}
          isInvalid={confirmationError !== undefined}
          errorMessage={confirmationError}
        />
        <FormActions>
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </FormActions>
      </Form>
      <p className={page.text}>
        <TextLink href={pathTo(lang, 'proLogin')}>
          {intl.formatMessage(messages.backToLogin)}
        </TextLink>
      </p>
    </AuthPage>
  );
}
