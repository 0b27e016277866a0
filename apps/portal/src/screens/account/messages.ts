// The texts of me/informations (namespace `account`) and me/company (namespace `company`), spec
// §2, §5, §8; the contact's and the company's field labels are the kit's (namespace `fields`,
// kit/fields/fieldMessages.ts). French is the source (docs/i18n.md); English in apps/portal/lang/en.
import { defineMessage, defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  title: { id: 'account.title', defaultMessage: 'Mes informations personnelles' },
  loading: { id: 'account.loading', defaultMessage: 'Chargement de vos informations…' },
  failed: { id: 'account.failed', defaultMessage: 'Vos informations n’ont pas pu se charger' },
  failedHelp: {
    id: 'account.failed_help',
    defaultMessage: 'Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'account.retry', defaultMessage: 'Réessayer' },
  refreshing: { id: 'account.refreshing', defaultMessage: 'Mise à jour de vos informations…' },
  details: { id: 'account.details', defaultMessage: 'Mes coordonnées' },
  notGiven: { id: 'account.not_given', defaultMessage: 'Non renseigné' },
  readOnlyHelp: {
    id: 'account.read_only_help',
    defaultMessage:
      'Votre nom et votre adresse e-mail identifient votre compte : pour les modifier, écrivez à l’équipe du salon.',
  },
  contactTeam: { id: 'account.contact_team', defaultMessage: 'Contacter l’équipe du salon' },
  editContact: { id: 'account.edit_contact', defaultMessage: 'Modifier mes coordonnées' },
  editContactTitle: {
    id: 'account.edit_contact_title',
    defaultMessage: 'Modifier mes coordonnées',
  },
  password: { id: 'account.password', defaultMessage: 'Mot de passe' },
  passwordHelp: {
    id: 'account.password_help',
    defaultMessage:
      'Changer votre mot de passe déconnecte vos autres sessions, sur vos autres appareils.',
  },
  changePassword: { id: 'account.change_password', defaultMessage: 'Changer mon mot de passe' },
  oldPassword: { id: 'account.old_password', defaultMessage: 'Mot de passe actuel' },
  newPassword: { id: 'account.new_password', defaultMessage: 'Nouveau mot de passe' },
  confirmation: {
    id: 'account.password_confirmation',
    defaultMessage: 'Confirmation du nouveau mot de passe',
  },
  otherSessionsSignedOut: {
    id: 'account.other_sessions_signed_out',
    defaultMessage: 'Vos autres sessions ont été déconnectées.',
  },
  save: { id: 'account.save', defaultMessage: 'Enregistrer' },
  cancel: { id: 'account.cancel', defaultMessage: 'Annuler' },
  choose: { id: 'account.choose', defaultMessage: 'Choisissez' },
  listsLoading: { id: 'account.lists_loading', defaultMessage: 'Chargement des listes…' },
  listsFailed: {
    id: 'account.lists_failed',
    defaultMessage: 'Les listes de choix n’ont pas pu se charger.',
  },
});

export const companyMessages = defineMessages({
  title: { id: 'company.title', defaultMessage: 'Ma société' },
  loading: { id: 'company.loading', defaultMessage: 'Chargement de votre société…' },
  failed: { id: 'company.failed', defaultMessage: 'Votre société n’a pas pu se charger' },
  failedHelp: {
    id: 'company.failed_help',
    defaultMessage: 'Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'company.retry', defaultMessage: 'Réessayer' },
  refreshing: { id: 'company.refreshing', defaultMessage: 'Mise à jour de votre société…' },
  noCompany: {
    id: 'company.no_company',
    defaultMessage: 'Aucune société n’est liée à votre compte',
  },
  noCompanyHelp: {
    id: 'company.no_company_help',
    defaultMessage: 'Écrivez à l’équipe du salon pour rattacher votre compte à votre société.',
  },
  company: { id: 'company.company', defaultMessage: 'Société' },
  name: { id: 'company.company_name', defaultMessage: 'Raison sociale' },
  readOnlyHelp: {
    id: 'company.read_only_help',
    defaultMessage:
      'La raison sociale et le SIRET identifient votre société : pour les corriger, écrivez à l’équipe du salon.',
  },
  billing: { id: 'company.billing', defaultMessage: 'Adresse de facturation' },
  editCompany: { id: 'company.edit', defaultMessage: 'Modifier ma société' },
  brands: { id: 'company.brands', defaultMessage: 'Les marques du groupe' },
  noBrands: { id: 'company.no_brands', defaultMessage: 'Aucune marque n’est enregistrée' },
  website: { id: 'company.brand_website', defaultMessage: 'Site web' },
  instagram: { id: 'company.brand_instagram', defaultMessage: 'Instagram' },
  urlHelp: {
    id: 'company.url_help',
    defaultMessage: 'Une adresse complète, commençant par https://',
  },
});

/** "Modifier la marque {name}": the button of a brand's modal. */
export const editBrandMessage = defineMessage<{ name: string }>({
  id: 'company.edit_brand',
  defaultMessage: 'Modifier la marque {name}',
});

/** "Marque {name}": the brand modal's heading. */
export const brandTitleMessage = defineMessage<{ name: string }>({
  id: 'company.brand_title',
  defaultMessage: 'Marque {name}',
});
