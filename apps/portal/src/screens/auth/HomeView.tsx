import type { Language, Role } from '@salon/domain';
import type { ReactNode } from 'react';
import { Alert, FormActions, LinkButton, TextLink } from '@salon/ui';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { pathTo } from '../../kit/routing/paths';
import * as styles from './HomeView.css';
import { AuthPage } from './shared/AuthPage';
import * as page from './shared/AuthPage.css';
import { loginRouteOf, registerRouteOf } from './shared/links';

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

/** The texts of each area's choice on the home page. */
const choiceMessages = {
  exposant: {
    eyebrow: messages.exhibitorEyebrow,
    title: messages.exhibitorTitle,
    text: messages.exhibitorText,
    login: messages.exhibitorLogin,
    register: messages.exhibitorRegister,
  },
  visiteur: {
    eyebrow: messages.visitorEyebrow,
    title: messages.visitorTitle,
    text: messages.visitorText,
    login: messages.visitorLogin,
    register: messages.visitorRegister,
  },
} as const satisfies Record<Role, Record<string, MessageDescriptor>>;

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
        <HomeChoice lang={lang} area="exposant">
          <li>
            <TextLink href={pathTo(lang, 'firstRegistration')}>
              {intl.formatMessage(messages.firstRegistration)}
            </TextLink>
            <span className={styles.note}>
              {intl.formatMessage(messages.firstRegistrationNote)}
            </span>
          </li>
        </HomeChoice>
        <HomeChoice lang={lang} area="visiteur" />
      </div>
    </AuthPage>
  );
}

/**
 * One area of the home page (spec §2 'Home: choose visitor or exhibitor'): what it is for, its
 * login, its registration, then what else the area offers (`children`, list items).
 */
function HomeChoice({
  lang,
  area,
  children,
}: {
  lang: Language;
  /** The area's role (spec §6). */
  area: Role;
  children?: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const texts = choiceMessages[area];
  const id = area === 'exposant' ? 'home-exhibitor' : 'home-visitor';
  return (
    <section className={styles.choice} aria-labelledby={id}>
      <p className={styles.choiceEyebrow}>{t(texts.eyebrow)}</p>
      <h2 id={id} className={styles.choiceTitle}>
        {t(texts.title)}
      </h2>
      <p className={styles.choiceText}>{t(texts.text)}</p>
      <LinkButton href={pathTo(lang, loginRouteOf[area])}>{t(texts.login)}</LinkButton>
      <ul className={styles.choiceLinks}>
        <li>
          <TextLink href={pathTo(lang, registerRouteOf[area])}>{t(texts.register)}</TextLink>
        </li>
        {children}
      </ul>
    </section>
  );
}
