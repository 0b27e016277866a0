import type { Language, MessageKey } from '@salon/domain';
import type { LoginContext, LoginEvent, LoginNotice, loginMachine } from '@salon/machines';
import { Alert, EmailField, LoadingState, PasswordField, TextLink } from '@salon/ui';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import * as page from './shared/AuthPage.css';
import { AuthForm } from './shared/AuthForm';
import { useMachineForm } from '../../kit/formFields';
import { AuthPage } from './shared/AuthPage';
import { forgotPasswordPath, loginRouteOf, registerRouteOf } from './shared/links';
import type { StatePath } from '../../kit/machineState';

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
export type LoginState = StatePath<typeof loginMachine>;

export interface LoginViewProps {
  state: LoginState;
  context: LoginContext;
  send: (event: LoginEvent) => void;
  lang: Language;
  /** What the previous page has to say (the email verification's success), shown above the form. */
  arrivalNotice?: MessageKey | null;
}

/**
 * The exhibitor and visitor login (spec §2 pro/login and guest/login, §8): the form once the
 * arrival's verification is over, the errors on the email field (1101, 1102, 4010, 4050) or under
 * each field (2201), the banner for the rest, and the ways on: forgot password, registration,
 * first registration for exhibitors, the other area.
 */
export function LoginView({ state, context, send, lang, arrivalNotice }: LoginViewProps) {
  const intl = useIntl();
  const isExhibitor = context.role === 'exposant';
  const title = intl.formatMessage(isExhibitor ? messages.exhibitorTitle : messages.visitorTitle);
  usePageTitle(title);
  const auth = useMachineForm('login', state === 'form.submitting', context, send);
  const { input } = auth.fields;
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

  const { notice } = context;
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
      <AuthForm
        auth={auth}
        label={intl.formatMessage(messages.formLabel)}
        order={['email', 'password']}
        submitLabel={intl.formatMessage(messages.submit)}
      >
        <EmailField
          {...input('email')}
          name="email"
          label={intl.formatMessage(messages.email)}
          autoComplete="username"
          isRequired
        />
        <div className={page.tight}>
          <PasswordField
            {...input('password')}
            name="password"
            label={intl.formatMessage(messages.password)}
            autoComplete="current-password"
            isRequired
          />
          <p className={page.text}>
            <TextLink href={forgotPasswordPath(lang, context.role)}>
              {intl.formatMessage(messages.forgotPassword)}
            </TextLink>
          </p>
        </div>
      </AuthForm>
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
