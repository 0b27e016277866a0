// The labels and hints of the contact's and the company's fields (spec §3 Contact and Account
// fields), one message each wherever the fields show: the registration forms, the account's
// modals and its pages (namespace `fields`, docs/portal-kit.md "Field groups"). French is the
// source (docs/i18n.md); the English is in lang/en/fields.json.
import type { ContactRole, Salutation } from '@salon/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const contactFieldMessages = defineMessages({
  salutation: { id: 'fields.salutation', defaultMessage: 'Civilité' },
  lastname: { id: 'fields.lastname', defaultMessage: 'Nom' },
  firstname: { id: 'fields.firstname', defaultMessage: 'Prénom' },
  email: { id: 'fields.email', defaultMessage: 'Adresse e-mail' },
  phone: { id: 'fields.phone', defaultMessage: 'Téléphone' },
  phoneHint: {
    id: 'fields.phone_hint',
    defaultMessage: 'Avec l’indicatif du pays depuis l’étranger, par exemple +33 1 23 45 67 89',
  },
  mobile: { id: 'fields.mobile', defaultMessage: 'Téléphone mobile' },
  fonction: { id: 'fields.fonction', defaultMessage: 'Fonction' },
  job: { id: 'fields.job', defaultMessage: 'Intitulé de poste' },
  jobHint: { id: 'fields.job_hint', defaultMessage: 'Par exemple : responsable des ventes' },
  department: { id: 'fields.department', defaultMessage: 'Service' },
  contactRole: { id: 'fields.contact_role', defaultMessage: 'Votre rôle' },
});

/** The civilities (spec §3 Contact Salutation), as the form offers them and the pages show them. */
export const salutationLabels = defineMessages({
  Ms: { id: 'fields.salutation_ms', defaultMessage: 'Mademoiselle' },
  Mrs: { id: 'fields.salutation_mrs', defaultMessage: 'Madame' },
  Mr: { id: 'fields.salutation_mr', defaultMessage: 'Monsieur' },
}) satisfies Record<Salutation, MessageDescriptor>;

/** The contact's roles (spec §3 Contact Role__c). */
export const contactRoleLabels = defineMessages({
  Agent: { id: 'fields.role_agent', defaultMessage: 'Agent' },
  'Decision maker': { id: 'fields.role_decision_maker', defaultMessage: 'Décisionnaire' },
  Executive: { id: 'fields.role_executive', defaultMessage: 'Dirigeant' },
  'Service provider': {
    id: 'fields.role_service_provider',
    defaultMessage: 'Prestataire de services',
  },
  Other: { id: 'fields.role_other', defaultMessage: 'Autre' },
}) satisfies Record<ContactRole, MessageDescriptor>;

export const companyFieldMessages = defineMessages({
  name: { id: 'fields.company_name', defaultMessage: 'Nom de la société' },
  street: { id: 'fields.street', defaultMessage: 'Adresse' },
  additionalAddress: {
    id: 'fields.additional_address',
    defaultMessage: 'Complément d’adresse',
  },
  postalCode: { id: 'fields.postal_code', defaultMessage: 'Code postal' },
  city: { id: 'fields.city', defaultMessage: 'Ville' },
  country: { id: 'fields.country', defaultMessage: 'Pays' },
  language: { id: 'fields.company_language', defaultMessage: 'Langue de la société' },
  siret: { id: 'fields.siret', defaultMessage: 'SIRET' },
  siretHint: {
    id: 'fields.siret_hint',
    defaultMessage: '14 chiffres, par exemple 732 829 320 00074',
  },
  tva: { id: 'fields.tva', defaultMessage: 'Numéro de TVA intracommunautaire' },
  tvaHint: { id: 'fields.tva_hint', defaultMessage: 'Par exemple FR40 303265045' },
  vatHelp: {
    id: 'fields.vat_help',
    defaultMessage: 'Une fois enregistré, le numéro de TVA ne peut plus être modifié.',
  },
  /** The tip beside the account's VAT number (spec §2 'tooltip', §5 'VAT is editable only if empty'). */
  vatTipLabel: {
    id: 'fields.vat_tip_label',
    defaultMessage: 'Pourquoi le numéro de TVA ne se modifie plus',
  },
  vatTip: {
    id: 'fields.vat_tip',
    defaultMessage:
      'Le numéro de TVA figure sur vos factures : vous le saisissez tant qu’il est vide ; une fois enregistré, seule l’équipe du salon peut le corriger. Écrivez-lui depuis la page Contact.',
  },
  vatLocked: {
    id: 'fields.vat_locked',
    defaultMessage: 'Le numéro de TVA est enregistré : il ne peut plus être modifié.',
  },
  industry: { id: 'fields.industry', defaultMessage: 'Type de société' },
  size: { id: 'fields.size', defaultMessage: 'Nombre de salariés' },
  website: { id: 'fields.website', defaultMessage: 'Site web' },
  urlHint: { id: 'fields.url_hint', defaultMessage: 'Commence par https://' },
  instagram: { id: 'fields.instagram', defaultMessage: 'Instagram' },
  instagramHint: {
    id: 'fields.instagram_hint',
    defaultMessage: 'L’adresse de votre compte, par exemple https://www.instagram.com/votremarque',
  },
});
