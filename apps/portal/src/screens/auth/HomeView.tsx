import type { Language, Role } from '@salon/domain';
import { Alert, FormActions, LinkButton, TextLink } from '@salon/ui';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { pathTo } from '../../kit/routing/paths';
import * as styles from './HomeView.css';
import { AuthPage } from './shared/AuthPage';
import * as page from './shared/AuthPage.css';
import { loginRouteOf, registerRouteOf } from './shared/language';

const messages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Votre espace salon' },
  lead: {
    id: 'home.lead',
    defaultMessage:
      'Exposant ou visiteur : choisissez votre espace pour vous connecter ou créer votre compte.',
  },
  exhibitorEyebrow: { id: 'home.exhibitor_eyebrow', defaultMessage: 'Espace exposants' },
  exhibitorTitle: { id: 'home.exhibitor_title', defaultMessage: 'Je suis exposant' },
  exhibitorText: {
    id: 'home.exhibitor_text',
    defaultMessage:
      'Réservez votre stand, validez vos devis, réglez vos échéances et préparez badges et invitations.',
  },
  exhibitorLogin: { id: 'home.exhibitor_login', defaultMessage: 'Connexion exposant' },
  exhibitorRegister: {
    id: 'home.exhibitor_register',
    defaultMessage: 'Vous avez déjà exposé ? Créer mon compte',
  },
  firstRegistration: {
    id: 'home.first_registration',
    defaultMessage: 'Première participation ? Faire une demande d’inscription',
  },
  firstRegistrationNote: {
    id: 'home.first_registration_note',
    defaultMessage: 'Notre comité de sélection vous répond sous 72 heures.',
  },
  visitorEyebrow: { id: 'home.visitor_eyebrow', defaultMessage: 'Espace visiteurs' },
  visitorTitle: { id: 'home.visitor_title', defaultMessage: 'Je suis visiteur' },
  visitorText: {
    id: 'home.visitor_text',
    defaultMessage:
      'Gérez vos informations personnelles et vos badges, et contactez l’équipe du salon.',
  },
  visitorLogin: { id: 'home.visitor_login', defaultMessage: 'Connexion visiteur' },
  visitorRegister: { id: 'home.visitor_register', defaultMessage: 'Créer mon compte visiteur' },
  signedInExhibitor: {
    id: 'home.signed_in_exhibitor',
    defaultMessage: 'Vous êtes connecté à votre espace exposant.',
  },
  signedInVisitor: {
    id: 'home.signed_in_visitor',
    defaultMessage: 'Vous êtes connecté à votre espace visiteur.',
  },
  toDashboard: { id: 'home.to_dashboard', defaultMessage: 'Accéder à mon espace' },
});

export interface HomeViewProps {
  lang: Language;
  /** The signed-in user's role; null when nobody is signed in. */
  signedInAs: Role | null;
}

/**
 * The home page (spec §1, §2 'Home: choose visitor or exhibitor'): the two areas, each with its
 * login and its registration (first registration for exhibitors). A signed-in user is offered
 * their own area instead.
 */
export function HomeView({ lang, signedInAs }: HomeViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);

  if (signedInAs) {
    return (
      <AuthPage title={title}>
        <Alert tone="info" announce="none">
          <p className={page.text}>
            {intl.formatMessage(
              signedInAs === 'exposant' ? messages.signedInExhibitor : messages.signedInVisitor,
            )}
          </p>
        </Alert>
        <FormActions>
          <LinkButton href={pathTo(lang, 'dashboard')}>
            {intl.formatMessage(messages.toDashboard)}
          </LinkButton>
        </FormActions>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={title} lead={intl.formatMessage(messages.lead)} width="wide">
      <div className={styles.choices}>
        <section className={styles.choice} aria-labelledby="home-exhibitor">
          <p className={styles.choiceEyebrow}>{intl.formatMessage(messages.exhibitorEyebrow)}</p>
          <h2 id="home-exhibitor" className={styles.choiceTitle}>
            {intl.formatMessage(messages.exhibitorTitle)}
          </h2>
          <p className={styles.choiceText}>{intl.formatMessage(messages.exhibitorText)}</p>
          <LinkButton href={pathTo(lang, loginRouteOf.exposant)}>
            {intl.formatMessage(messages.exhibitorLogin)}
          </LinkButton>
          <ul className={styles.choiceLinks}>
            <li>
              <TextLink href={pathTo(lang, registerRouteOf.exposant)}>
                {intl.formatMessage(messages.exhibitorRegister)}
              </TextLink>
            </li>
            <li>
              <TextLink href={pathTo(lang, 'firstRegistration')}>
                {intl.formatMessage(messages.firstRegistration)}
              </TextLink>
              <span className={styles.note}>
                {intl.formatMessage(messages.firstRegistrationNote)}
              </span>
            </li>
          </ul>
        </section>
        <section className={styles.choice} aria-labelledby="home-visitor">
          <p className={styles.choiceEyebrow}>{intl.formatMessage(messages.visitorEyebrow)}</p>
          <h2 id="home-visitor" className={styles.choiceTitle}>
            {intl.formatMessage(messages.visitorTitle)}
          </h2>
          <p className={styles.choiceText}>{intl.formatMessage(messages.visitorText)}</p>
          <LinkButton href={pathTo(lang, loginRouteOf.visiteur)}>
            {intl.formatMessage(messages.visitorLogin)}
          </LinkButton>
          <ul className={styles.choiceLinks}>
            <li>
              <TextLink href={pathTo(lang, registerRouteOf.visiteur)}>
                {intl.formatMessage(messages.visitorRegister)}
              </TextLink>
            </li>
          </ul>
        </section>
      </div>
    </AuthPage>
  );
}
