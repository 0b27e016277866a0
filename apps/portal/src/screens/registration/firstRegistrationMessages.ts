// Texts of the first-registration request (spec §2 'Registration request', §8, §1 72 hours), the
// `first_reg` namespace. French is the source (spec §1); English in lang/en/first_reg.json.
import { defineMessage, defineMessages } from 'react-intl';

export const firstRegMessages = defineMessages({
  title: { id: 'first_reg.title', defaultMessage: 'Demande de première inscription' },
  lead: {
    id: 'first_reg.lead',
    defaultMessage:
      'Vous souhaitez exposer pour la première fois ? Présentez-nous votre société : votre demande sera étudiée par notre comité de sélection et nous vous répondrons sous 72 heures.',
  },
  stepEmail: { id: 'first_reg.step_email', defaultMessage: 'votre adresse e-mail' },
  stepCompany: { id: 'first_reg.step_company', defaultMessage: 'votre société' },
  stepRequest: { id: 'first_reg.step_request', defaultMessage: 'votre demande' },
  emailLead: {
    id: 'first_reg.email_lead',
    defaultMessage:
      'Commencez par votre adresse e-mail professionnelle : nous vérifions si vous avez déjà un compte.',
  },
  emailForm: { id: 'first_reg.email_form', defaultMessage: 'Votre adresse e-mail' },
  continue: { id: 'first_reg.continue', defaultMessage: 'Continuer' },
  accountExistsTitle: {
    id: 'first_reg.account_exists_title',
    defaultMessage: 'Vous avez déjà un compte',
  },
  noPortalAccountTitle: {
    id: 'first_reg.no_portal_account_title',
    defaultMessage: 'Initialisez votre accès',
  },
  login: { id: 'first_reg.login', defaultMessage: 'Se connecter' },
  forgotPassword: {
    id: 'first_reg.forgot_password',
    defaultMessage: 'Mot de passe oublié',
  },
  openingForm: {
    id: 'first_reg.opening_form',
    defaultMessage: 'Ouverture du formulaire de demande…',
  },
  closedTitle: {
    id: 'first_reg.closed_title',
    defaultMessage: 'Votre demande est déjà enregistrée',
  },
  closedBody: {
    id: 'first_reg.closed_body',
    defaultMessage:
      'Notre équipe commerciale l’étudie et reviendra vers vous par e-mail. Inutile d’en faire une nouvelle.',
  },
  home: { id: 'first_reg.home', defaultMessage: 'Revenir à l’accueil' },
  loading: { id: 'first_reg.loading', defaultMessage: 'Chargement du formulaire…' },
  loadFailed: {
    id: 'first_reg.load_failed',
    defaultMessage:
      'La liste des salons n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'first_reg.retry', defaultMessage: 'Réessayer' },
  companyIntro: {
    id: 'first_reg.company_intro',
    defaultMessage:
      'Votre société est peut-être déjà connue du salon. Cherchez-la par son nom ou son SIRET ; sinon, saisissez ses informations.',
  },
  searchAgain: { id: 'first_reg.search_again', defaultMessage: 'Chercher ma société' },
  requestForm: { id: 'first_reg.request_form', defaultMessage: 'Votre demande' },
  sectionCompany: { id: 'first_reg.section_company', defaultMessage: 'Votre société' },
  sectionCommercial: {
    id: 'first_reg.section_commercial',
    defaultMessage: 'Informations commerciales',
  },
  sectionActivity: { id: 'first_reg.section_activity', defaultMessage: 'Activité principale' },
  sectionFurther: {
    id: 'first_reg.section_further',
    defaultMessage: 'Informations complémentaires',
  },
  sectionAbout: { id: 'first_reg.section_about', defaultMessage: 'À propos de vous' },
  sectionEvents: {
    id: 'first_reg.section_events',
    defaultMessage: 'Les salons qui vous intéressent',
  },
  sectionRequest: { id: 'first_reg.section_request', defaultMessage: 'Demande spécifique' },
  sectionSurface: { id: 'first_reg.section_surface', defaultMessage: 'Surface souhaitée' },
  sectionSales: {
    id: 'first_reg.section_sales',
    defaultMessage: 'Contact avec un conseiller commercial',
  },
  sectionTerms: { id: 'first_reg.section_terms', defaultMessage: 'Conditions' },
  manufactureCountry: {
    id: 'first_reg.field_manufacture_country',
    defaultMessage: 'Principal pays de fabrication',
  },
  productCategory: {
    id: 'first_reg.field_product_category',
    defaultMessage: 'Principale catégorie de produits',
  },
  productCategoryHint: {
    id: 'first_reg.product_category_hint',
    defaultMessage: 'Par exemple : robes, sacs, bijoux fantaisie',
  },
  productGender: { id: 'first_reg.field_product_gender', defaultMessage: 'Vos collections' },
  genderWoman: { id: 'first_reg.gender_woman', defaultMessage: 'Femme' },
  genderMan: { id: 'first_reg.gender_man', defaultMessage: 'Homme' },
  genderChild: { id: 'first_reg.gender_child', defaultMessage: 'Enfant' },
  genderMixed: { id: 'first_reg.gender_mixed', defaultMessage: 'Mixte' },
  genderBoth: { id: 'first_reg.gender_both', defaultMessage: 'Femme et homme' },
  ecoResponsible: {
    id: 'first_reg.field_eco_responsible',
    defaultMessage: 'Votre marque est-elle éco-responsable ?',
  },
  yes: { id: 'first_reg.yes', defaultMessage: 'Oui' },
  no: { id: 'first_reg.no', defaultMessage: 'Non' },
  otherShows: {
    id: 'first_reg.field_other_shows',
    defaultMessage: 'Autres salons auxquels vous participez',
  },
  marketplacePresence: {
    id: 'first_reg.field_marketplace_presence',
    defaultMessage: 'Vendez-vous sur une place de marché en ligne ?',
  },
  marketplaceUrl: {
    id: 'first_reg.field_marketplace_url',
    defaultMessage: 'Adresse de votre boutique en ligne',
  },
  marketplaceReason: {
    id: 'first_reg.field_marketplace_reason',
    defaultMessage: 'Pourquoi ne vendez-vous pas en ligne ?',
  },
  mainActivity: { id: 'first_reg.field_main_activity', defaultMessage: 'Activité principale' },
  furtherInformation: {
    id: 'first_reg.field_further_information',
    defaultMessage: 'Ce que vous souhaitez nous dire de votre société',
  },
  whoAreYou: { id: 'first_reg.field_who_are_you', defaultMessage: 'Vous êtes' },
  events: {
    id: 'first_reg.field_events',
    defaultMessage: 'Salons qui vous intéressent',
  },
  eventsHint: {
    id: 'first_reg.events_hint',
    defaultMessage: 'Cochez au moins un salon.',
  },
  eventLabel: defineMessage<{ name: string; dates: string }>({
    id: 'first_reg.event_label',
    defaultMessage: '{name}, {dates}',
  }),
  noEvents: {
    id: 'first_reg.no_events',
    defaultMessage:
      'Aucun salon n’est ouvert aux demandes pour le moment. Revenez bientôt ou contactez notre équipe commerciale.',
  },
  specificRequest: {
    id: 'first_reg.field_specific_request',
    defaultMessage: 'Votre demande',
  },
  specificRequestHint: {
    id: 'first_reg.specific_request_hint',
    defaultMessage: 'Un emplacement, un voisinage, un besoin particulier pour votre stand…',
  },
  surface: { id: 'first_reg.field_surface', defaultMessage: 'Surface souhaitée' },
  surfaceHint: defineMessage<{ min: number; max: number }>({
    id: 'first_reg.surface_hint',
    defaultMessage: 'En m², un nombre entier de {min} à {max}',
  }),
  salesContact: {
    id: 'first_reg.field_sales_contact',
    defaultMessage: 'Je souhaite être contacté par un conseiller commercial',
  },
  salesRepresentative: {
    id: 'first_reg.field_sales_representative',
    defaultMessage: 'Nom de votre conseiller, si vous en avez déjà un',
  },
  submit: { id: 'first_reg.submit', defaultMessage: 'Envoyer ma demande' },
  confirmed: {
    id: 'first_reg.confirmed',
    defaultMessage: 'Votre demande est envoyée. Affichage de la confirmation…',
  },
});
