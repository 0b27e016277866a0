import type { Language } from '@salon/domain';
import type { resetPasswordMachine } from '@salon/machines';
import { FormActions, LinkButton, PasswordField, TextLink } from '@salon/ui';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as page from './shared/AuthPage.css';
import { AuthForm } from './shared/AuthForm';
import { useMachineForm } from '../../kit/formFields';
import { AuthOutcome } from './shared/AuthOutcome';
import { AuthPage } from './shared/AuthPage';
import { loginPath } from './shared/links';
import type { MachineViewProps, StatePath } from '../../kit/machineState';
import { usePasswordRules } from '../../kit/usePasswordRules';

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
export type ResetPasswordState = StatePath<typeof resetPasswordMachine>;

export interface ResetPasswordViewProps extends MachineViewProps<typeof resetPasswordMachine> {
  lang: Language;
}

/**
 * Reset password (spec §2 reset-password?token, §5, §8): the new password with the live rule
 * checklist (the domain's password rules) and its confirmation; an invalid or expired link offers
 * a new one; success leads to the login page of the account's area.
 */
export function ResetPasswordView({ state, context, send, lang }: ResetPasswordViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(
    state === 'tokenInvalid'
      ? messages.invalidTitle
      : state === 'success'
        ? messages.successTitle
        : messages.title,
  );
  usePageTitle(title);
  const auth = useMachineForm('reset', state === 'form.submitting', context, send);
  // Spec §5: at least 8 characters, a lowercase, an uppercase, a digit and a special character.
  const rules = usePasswordRules();

  if (state === 'tokenInvalid') {
    return (
      <AuthOutcome
        title={title}
        tone="critical"
        message={formatKey(intl, context.linkError ?? 'error.reset_token_invalid')}
      >
        <p className={page.text}>{intl.formatMessage(messages.invalidHelp)}</p>
        <FormActions>
          <LinkButton href={pathTo(lang, 'forgotPassword')}>
            {intl.formatMessage(messages.requestNewLink)}
          </LinkButton>
        </FormActions>
      </AuthOutcome>
    );
  }

  if (state === 'success') {
    const role = context.result?.role ?? 'exposant';
    return (
      <AuthOutcome
        title={title}
        tone="positive"
        message={formatKey(intl, 'success.password_reset')}
      >
        <FormActions>
          <LinkButton href={loginPath(lang, role, context.result?.email)}>
            {intl.formatMessage(messages.login)}
          </LinkButton>
        </FormActions>
      </AuthOutcome>
    );
  }

  return (
    <AuthPage title={title} lead={intl.formatMessage(messages.lead)}>
      <AuthForm
        auth={auth}
        label={title}
        order={['password', 'password_confirmation']}
        submitLabel={intl.formatMessage(messages.submit)}
      >
        <PasswordField
          {...auth.fields.input('password')}
          name="password"
          label={intl.formatMessage(messages.password)}
          autoComplete="new-password"
          isRequired
          rules={rules}
        />
        <PasswordField
          {...auth.fields.input('password_confirmation')}
          name="password_confirmation"
          label={intl.formatMessage(messages.confirmation)}
          autoComplete="new-password"
          isRequired
        />
      </AuthForm>
      <p className={page.text}>
        <TextLink href={pathTo(lang, 'proLogin')}>
          {intl.formatMessage(messages.backToLogin)}
        </TextLink>
      </p>
    </AuthPage>
  );
}
