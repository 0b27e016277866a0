// Texts of the registration screens that several forms share (the `register` namespace): the
// contact and company fields of spec §3, the company-existence check, the password and the terms.
// French is the source language (spec §1); the English is in lang/en/register.json.
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const fieldMessages = defineMessages({
  salutation: { id: 'register.field_salutation', defaultMessage: 'Civilité' },
  salutationMs: { id: 'register.salutation_ms', defaultMessage: 'Mademoiselle' },
  salutationMrs: { id: 'register.salutation_mrs', defaultMessage: 'Madame' },
  salutationMr: { id: 'register.salutation_mr', defaultMessage: 'Monsieur' },
  lastname: { id: 'register.field_lastname', defaultMessage: 'Nom' },
  firstname: { id: 'register.field_firstname', defaultMessage: 'Prénom' },
  phone: { id: 'register.field_phone', defaultMessage: 'Téléphone' },
  phoneHint: {
    id: 'register.phone_hint',
    defaultMessage: 'Avec l’indicatif du pays depuis l’étranger, par exemple +33 1 23 45 67 89',
  },
  mobile: { id: 'register.field_mobile', defaultMessage: 'Téléphone mobile' },
  email: { id: 'register.field_email', defaultMessage: 'Adresse e-mail' },
  fonction: { id: 'register.field_fonction', defaultMessage: 'Fonction' },
  job: { id: 'register.field_job', defaultMessage: 'Intitulé de poste' },
  jobHint: { id: 'register.job_hint', defaultMessage: 'Par exemple : responsable des ventes' },
  department: { id: 'register.field_department', defaultMessage: 'Service' },
  contactRole: { id: 'register.field_contact_role', defaultMessage: 'Votre rôle' },
  roleAgent: { id: 'register.role_agent', defaultMessage: 'Agent' },
  roleDecisionMaker: { id: 'register.role_decision_maker', defaultMessage: 'Décisionnaire' },
  roleExecutive: { id: 'register.role_executive', defaultMessage: 'Dirigeant' },
  roleServiceProvider: {
    id: 'register.role_service_provider',
    defaultMessage: 'Prestataire de services',
  },
  roleOther: { id: 'register.role_other', defaultMessage: 'Autre' },

  companyName: { id: 'register.field_company_name', defaultMessage: 'Nom de la société' },
  street: { id: 'register.field_street', defaultMessage: 'Adresse' },
  additionalAddress: {
    id: 'register.field_additional_address',
    defaultMessage: 'Complément d’adresse',
  },
  postalCode: { id: 'register.field_postal_code', defaultMessage: 'Code postal' },
  city: { id: 'register.field_city', defaultMessage: 'Ville' },
  country: { id: 'register.field_country', defaultMessage: 'Pays' },
  industry: { id: 'register.field_industry', defaultMessage: 'Type de société' },
  tva: { id: 'register.field_tva', defaultMessage: 'Numéro de TVA intracommunautaire' },
  tvaHint: { id: 'register.tva_hint', defaultMessage: 'Par exemple FR40 303265045' },
  siret: { id: 'register.field_siret', defaultMessage: 'SIRET' },
  siretHint: {
    id: 'register.siret_hint',
    defaultMessage: '14 chiffres, par exemple 732 829 320 00074',
  },
  website: { id: 'register.field_website', defaultMessage: 'Site web' },
  urlHint: { id: 'register.url_hint', defaultMessage: 'Commence par https://' },
  instagram: { id: 'register.field_instagram', defaultMessage: 'Instagram' },
  instagramHint: {
    id: 'register.instagram_hint',
    defaultMessage: 'L’adresse de votre compte, par exemple https://www.instagram.com/votremarque',
  },
  size: { id: 'register.field_size', defaultMessage: 'Nombre de salariés' },
  shop: { id: 'register.field_shop', defaultMessage: 'Boutiques en propre' },
  shopHint: {
    id: 'register.shop_hint',
    defaultMessage: 'Le nombre de boutiques à votre enseigne, 0 si vous n’en avez pas',
  },
  brand: { id: 'register.field_brand', defaultMessage: 'Marque(s)' },
  brandHint: {
    id: 'register.brand_hint',
    defaultMessage: 'La ou les marques que vous présenterez sur le salon',
  },
  wholesalePrice: { id: 'register.field_wholesale_price', defaultMessage: 'Prix de gros moyen' },
  wholesalePriceHint: {
    id: 'register.wholesale_price_hint',
    defaultMessage: 'Prix d’achat moyen d’un article par un revendeur, en euros hors taxes',
  },
  retailPrice: { id: 'register.field_retail_price', defaultMessage: 'Prix de vente moyen' },
  retailPriceHint: {
    id: 'register.retail_price_hint',
    defaultMessage: 'Prix de vente conseillé d’un article, en euros TTC',
  },
});

export const searchMessages = defineMessages({
  label: { id: 'register.company_search_label', defaultMessage: 'Nom de la société ou SIRET' },
  hint: {
    id: 'register.company_search_hint',
    defaultMessage:
      'Votre société est peut-être déjà connue du salon : cherchez-la avant de saisir ses informations (2 caractères au moins).',
  },
  button: { id: 'register.company_search_button', defaultMessage: 'Rechercher' },
  results: defineMessage<{ count: number; query: string }>({
    id: 'register.company_results',
    defaultMessage:
      '{count, plural, one {# société correspond} other {# sociétés correspondent}} à « {query} »',
  }),
  matchDetails: defineMessage<{ place: string; siretEnd: string }>({
    id: 'register.company_match_details',
    defaultMessage:
      '{place}{siretEnd, select, none {} other { · SIRET se terminant par {siretEnd}}}',
  }),
  pick: { id: 'register.company_pick', defaultMessage: 'Choisir' },
  pickLabel: defineMessage<{ name: string }>({
    id: 'register.company_pick_label',
    defaultMessage: 'Choisir {name}',
  }),
  enterCompany: {
    id: 'register.company_enter',
    defaultMessage: 'Ma société n’est pas dans la liste : saisir ses informations',
  },
  enterWithoutSearch: {
    id: 'register.company_enter_without_search',
    defaultMessage: 'Saisir les informations de ma société',
  },
  picked: { id: 'register.company_picked', defaultMessage: 'Société choisie' },
  pickedHint: {
    id: 'register.company_picked_hint',
    defaultMessage:
      'L’équipe du salon confirmera votre rattachement à cette société avant d’ouvrir votre accès à ses documents.',
  },
  change: { id: 'register.company_change', defaultMessage: 'Changer de société' },
  searching: { id: 'register.company_searching', defaultMessage: 'Recherche en cours…' },
});

export const passwordMessages = defineMessages({
  password: { id: 'register.field_password', defaultMessage: 'Mot de passe' },
  confirmation: {
    id: 'register.field_password_confirmation',
    defaultMessage: 'Confirmez le mot de passe',
  },
  terms: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'register.terms',
    defaultMessage:
      'J’accepte les <terms>conditions de participation</terms> et la <privacy>politique de données personnelles</privacy>',
  }),
});

export const commonMessages = defineMessages({
  picklistsLoading: {
    id: 'register.picklists_loading',
    defaultMessage: 'Chargement du formulaire…',
  },
  picklistsFailed: {
    id: 'register.picklists_failed',
    defaultMessage:
      'Les listes de choix du formulaire n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'register.retry', defaultMessage: 'Réessayer' },
});
