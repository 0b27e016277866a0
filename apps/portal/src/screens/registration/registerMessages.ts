// The texts of the registration screen (spec §2 pro/register, guest/register and the init links).
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = defineMessages({
  titleExhibitor: { id: 'register.title_exhibitor', defaultMessage: 'Créer votre compte exposant' },
  titleVisitor: { id: 'register.title_visitor', defaultMessage: 'Créer votre compte visiteur' },
  titleInitExhibitor: {
    id: 'register.title_init_exhibitor',
    defaultMessage: 'Activer votre compte exposant',
  },
  titleInitVisitor: {
    id: 'register.title_init_visitor',
    defaultMessage: 'Activer votre compte visiteur',
  },
  stepIdentity: { id: 'register.step_identity', defaultMessage: 'identification' },
  stepDetails: { id: 'register.step_details', defaultMessage: 'vos coordonnées' },
  stepPassword: { id: 'register.step_password', defaultMessage: 'mot de passe' },
  leadRegister: {
    id: 'register.lead_register',
    defaultMessage:
      'Commencez par votre adresse e-mail et votre prénom. Nous vous enverrons un e-mail pour vérifier votre adresse à la fin de l’inscription.',
  },
  leadInit: {
    id: 'register.lead_init',
    defaultMessage:
      'L’équipe du salon a préparé votre compte. Saisissez l’adresse e-mail à laquelle vous avez reçu l’invitation : nous reprendrons les informations que nous connaissons déjà.',
  },
  leadDetails: {
    id: 'register.lead_details',
    defaultMessage: 'Vérifiez et complétez vos coordonnées et celles de votre société.',
  },
  leadPassword: {
    id: 'register.lead_password',
    defaultMessage: 'Choisissez le mot de passe de votre compte.',
  },
  identityForm: { id: 'register.identity_form', defaultMessage: 'Identification' },
  detailsForm: { id: 'register.details_form', defaultMessage: 'Vos coordonnées' },
  passwordForm: { id: 'register.password_form', defaultMessage: 'Mot de passe' },
  sectionContact: { id: 'register.section_contact', defaultMessage: 'Vos coordonnées' },
  sectionCompany: { id: 'register.section_company', defaultMessage: 'Votre société' },
  sectionCompanyIntro: {
    id: 'register.section_company_intro',
    defaultMessage:
      'Cherchez votre société parmi celles que le salon connaît déjà ; si elle n’y est pas, saisissez ses informations.',
  },
  sectionCompanyDetails: {
    id: 'register.section_company_details',
    defaultMessage: 'Informations de la société',
  },
  sectionCommercial: {
    id: 'register.section_commercial',
    defaultMessage: 'Informations commerciales',
  },
  sectionPassword: { id: 'register.section_password', defaultMessage: 'Votre mot de passe' },
  sectionTerms: { id: 'register.section_terms', defaultMessage: 'Conditions' },
  continue: { id: 'register.continue', defaultMessage: 'Continuer' },
  back: { id: 'register.back', defaultMessage: 'Retour' },
  submit: { id: 'register.submit', defaultMessage: 'Créer mon compte' },
  haveAccount: defineMessage<{ login: MessageTag }>({
    id: 'register.have_account',
    defaultMessage: 'Vous avez déjà un compte ? <login>Connectez-vous</login>',
  }),
  accountExistsTitle: {
    id: 'register.account_exists_title',
    defaultMessage: 'Vous avez déjà un compte',
  },
  accountExistsEmail: defineMessage<{ email: string }>({
    id: 'register.account_exists_email',
    defaultMessage: 'Adresse e-mail : {email}',
  }),
  login: { id: 'register.login', defaultMessage: 'Se connecter' },
  forgotPassword: { id: 'register.forgot_password', defaultMessage: 'Mot de passe oublié' },
  confirmed: {
    id: 'register.confirmed',
    defaultMessage: 'Votre compte est créé. Affichage de la confirmation…',
  },
});
