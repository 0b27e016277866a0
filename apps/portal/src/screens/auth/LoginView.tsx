import type { Language, MessageKey } from '@salon/domain';
import type { LoginContext, LoginEvent, LoginNotice, loginStates } from '@salon/machines';
import {
  Alert,
  Button,
  EmailField,
  ErrorSummary,
  Form,
  FormActions,
  LoadingState,
  PasswordField,
  TextLink,
} from '@salon/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as page from './shared/AuthPage.css';
import { AuthPage } from './shared/AuthPage';
import { bannerMessages, fieldMessage, summaryItems, type FeedbackField } from './shared/feedback';
import { forgotPasswordPath, loginRouteOf, registerRouteOf } from './shared/language';

const messages = defineMessages({
  exhibitorTitle: { id: 'login.exhibitor_title', defaultMessage: 'Connexion à l’espace exposants' },
  visitorTitle: { id: 'login.visitor_title', defaultMessage: 'Connexion à l’espace visiteurs' },
  exhibitorLead: {
    id: 'login.exhibitor_lead',
    defaultMessage: 'Suivez vos inscriptions, validez vos devis et réglez vos échéances en ligne.',
  },
  visitorLead: {
    id: 'login.visitor_lead',
    defaultMessage: 'Retrouvez vos informations personnelles et vos badges.',
  },
  verifying: {
    id: 'login.verifying',
    defaultMessage: 'Vérification de votre adresse e-mail…',
  },
  formLabel: { id: 'login.form_label', defaultMessage: 'Se connecter' },
  email: { id: 'login.email', defaultMessage: 'Adresse e-mail' },
  password: { id: 'login.password', defaultMessage: 'Mot de passe' },
  submit: { id: 'login.submit', defaultMessage: 'Se connecter' },
  forgotPassword: { id: 'login.forgot_password', defaultMessage: 'Mot de passe oublié ?' },
  redirecting: {
    id: 'login.redirecting',
    defaultMessage: 'Vous êtes connecté. Ouverture de votre espace…',
  },
  exhibitorRegisterIntro: {
    id: 'login.exhibitor_register_intro',
    defaultMessage: 'Vous avez déjà exposé mais n’avez pas encore de compte ?',
  },
  exhibitorRegister: {
    id: 'login.exhibitor_register',
    defaultMessage: 'Créer mon compte exposant',
  },
  firstRegistrationIntro: {
    id: 'login.first_registration_intro',
    defaultMessage: 'Vous souhaitez exposer pour la première fois ?',
  },
  firstRegistration: {
    id: 'login.first_registration',
    defaultMessage: 'Faire une demande de première inscription',
  },
  visitorRegisterIntro: {
    id: 'login.visitor_register_intro',
    defaultMessage: 'Pas encore de compte visiteur ?',
  },
  visitorRegister: { id: 'login.visitor_register', defaultMessage: 'Créer mon compte visiteur' },
  toVisitorIntro: { id: 'login.to_visitor_intro', defaultMessage: 'Vous êtes visiteur ?' },
  toVisitor: { id: 'login.to_visitor', defaultMessage: 'Aller à l’espace visiteurs' },
  toExhibitorIntro: { id: 'login.to_exhibitor_intro', defaultMessage: 'Vous êtes exposant ?' },
  toExhibitor: { id: 'login.to_exhibitor', defaultMessage: 'Aller à l’espace exposants' },
  otherOptions: { id: 'login.other_options', defaultMessage: 'Autres options' },
});

/** A state of the login machine (`loginStates`). */
export type LoginState = (typeof loginStates)[number];

export interface LoginViewProps {
  state: LoginState;
  context: LoginContext;
  send: (event: LoginEvent) => void;
  lang: Language;
  /** What the previous page has to say (the email verification's success), shown above the form. */
  arrivalNotice?: MessageKey | null;
}

const fields: readonly FeedbackField[] = [
  { field: 'email', id: 'login-email' },
  { field: 'password', id: 'login-password' },
];

/**
 * The exhibitor and visitor login (spec §2 pro/login and guest/login, §8): the form once the
 * arrival's verification is over, the errors on the email field (1101, 1102, 4010, 4050) or under
 * each field (2201), the banner for the rest, and the ways on: forgot password, registration,
 * first registration for exhibitors, the other area.
 */
export function LoginView({ state, context, send, lang, arrivalNotice }: LoginViewProps) {
  const intl = useIntl();
  const [submits, setSubmits] = useState(0);
  const isExhibitor = context.role === 'exposant';
  const title = intl.formatMessage(isExhibitor ? messages.exhibitorTitle : messages.visitorTitle);
  usePageTitle(title);
  const lead = intl.formatMessage(isExhibitor ? messages.exhibitorLead : messages.visitorLead);

  if (state === 'verifyingEmail') {
    return (
      <AuthPage title={title} lead={lead}>
        <LoadingState label={intl.formatMessage(messages.verifying)} />
      </AuthPage>
    );
  }
  if (state === 'redirecting') {
    return (
      <AuthPage title={title}>
        <LoadingState label={intl.formatMessage(messages.redirecting)} />
      </AuthPage>
    );
  }

  const { feedback, values, notice } = context;
  const isSubmitting = state === 'form.submitting';
  const banners = bannerMessages(intl, feedback, fields);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmits((count) => count + 1);
    send({ type: 'SUBMIT' });
  };
  const emailError = fieldMessage(intl, feedback, 'email');
  const passwordError = fieldMessage(intl, feedback, 'password');
  // The verification's own notice wins over what the previous page said.
  const shownNotice: LoginNotice | null =
    notice ?? (arrivalNotice ? { tone: 'success', message: arrivalNotice } : null);

  return (
    <AuthPage title={title} lead={lead}>
      {shownNotice ? (
        <Alert tone={shownNotice.tone === 'success' ? 'positive' : 'critical'}>
          {formatKey(intl, shownNotice.message)}
        </Alert>
      ) : null}
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
          id="login-email"
          name="email"
          label={intl.formatMessage(messages.email)}
          autoComplete="username"
          isRequired
          value={values.email}
          onChange={(value) => send({ type: 'CHANGE', field: 'email', value })}
          isInvalid={emailError !== undefined}
          errorMessage={emailError}
        />
        <div className={page.tight}>
          <PasswordField
            id="login-password"
            name="password"
            label={intl.formatMessage(messages.password)}
            autoComplete="current-password"
            isRequired
            value={values.password}
            onChange={(value) => send({ type: 'CHANGE', field: 'password', value })}
            isInvalid={passwordError !== undefined}
            errorMessage={passwordError}
          />
          <p className={page.text}>
            <TextLink href={forgotPasswordPath(lang, context.role)}>
              {intl.formatMessage(messages.forgotPassword)}
            </TextLink>
          </p>
        </div>
        <FormActions>
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </FormActions>
      </Form>
      <nav aria-label={intl.formatMessage(messages.otherOptions)}>
        <ul className={page.links}>
          {isExhibitor ? (
            <>
              <li className={page.linkItem}>
                {intl.formatMessage(messages.exhibitorRegisterIntro)}{' '}
                <TextLink href={pathTo(lang, registerRouteOf.exposant)}>
                  {intl.formatMessage(messages.exhibitorRegister)}
                </TextLink>
              </li>
              <li className={page.linkItem}>
                {intl.formatMessage(messages.firstRegistrationIntro)}{' '}
                <TextLink href={pathTo(lang, 'firstRegistration')}>
                  {intl.formatMessage(messages.firstRegistration)}
                </TextLink>
              </li>
              <li className={page.linkItem}>
                {intl.formatMessage(messages.toVisitorIntro)}{' '}
                <TextLink href={pathTo(lang, loginRouteOf.visiteur)}>
                  {intl.formatMessage(messages.toVisitor)}
                </TextLink>
              </li>
            </>
          ) : (
            <>
              <li className={page.linkItem}>
                {intl.formatMessage(messages.visitorRegisterIntro)}{' '}
                <TextLink href={pathTo(lang, registerRouteOf.visiteur)}>
                  {intl.formatMessage(messages.visitorRegister)}
                </TextLink>
              </li>
              <li className={page.linkItem}>
                {intl.formatMessage(messages.toExhibitorIntro)}{' '}
                <TextLink href={pathTo(lang, loginRouteOf.exposant)}>
                  {intl.formatMessage(messages.toExhibitor)}
                </TextLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </AuthPage>
  );
}
