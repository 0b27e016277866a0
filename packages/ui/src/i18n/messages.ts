/**
 * The few texts the library owns (issue 3, "Rules"): everything else comes in as props. French is
 * the default and the fallback (spec §1). Each entry exists in both languages, checked by
 * `messages.test.ts`.
 */
export type UiLocale = 'fr' | 'en';

export const uiLocales: readonly UiLocale[] = ['fr', 'en'];

/** BCP 47 tags used for `Intl` and react-aria: euro sign and dates placed as in each country. */
export const intlLocale: Record<UiLocale, string> = { fr: 'fr-FR', en: 'en-GB' };

const fr = {
  close: 'Fermer',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  required: 'obligatoire',
  showPassword: 'Afficher le mot de passe',
  passwordRulesTitle: 'Votre mot de passe doit contenir :',
  ruleMet: 'respecté',
  ruleNotMet: 'non respecté',
  noResults: 'Aucun résultat pour votre recherche',
  errorSummaryTitle: 'Votre saisie comporte des erreurs',
  loading: 'Chargement en cours…',
  redirecting: 'Redirection en cours, veuillez patienter',
  menu: 'Menu',
  mainMenu: 'Menu principal',
  logout: 'Se déconnecter',
  newWindow: '(nouvelle fenêtre)',
  language: 'Langue',
  legalLinks: 'Informations légales',
  download: 'Télécharger',
  invoiceReference: 'la facture {reference}',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageOf: 'Page {page} sur {total}',
  pagination: 'Pagination',
  tooltipInfo: 'Plus d’informations',
  locked: 'Verrouillé',
  stepDone: 'terminé',
  stepCurrent: 'étape en cours',
  stepUpcoming: 'à venir',
  deadlinePast: 'échéance passée',
  deadlineNext: 'prochaine échéance',
  deadlineUpcoming: 'à venir',
  status: 'Statut :',
  skipToContent: 'Aller au contenu',
} as const;

export type UiMessageKey = keyof typeof fr;
export type UiMessages = Record<UiMessageKey, string>;

const en: UiMessages = {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  required: 'required',
  showPassword: 'Show password',
  passwordRulesTitle: 'Your password must contain:',
  ruleMet: 'met',
  ruleNotMet: 'not met',
  noResults: 'No results for your search',
  errorSummaryTitle: 'There are errors in your input',
  loading: 'Loading…',
  redirecting: 'Redirecting, please wait',
  menu: 'Menu',
  mainMenu: 'Main menu',
  logout: 'Log out',
  newWindow: '(opens in a new window)',
  language: 'Language',
  legalLinks: 'Legal information',
  download: 'Download',
  invoiceReference: 'invoice {reference}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {total}',
  pagination: 'Pagination',
  tooltipInfo: 'More information',
  locked: 'Locked',
  stepDone: 'done',
  stepCurrent: 'current step',
  stepUpcoming: 'upcoming',
  deadlinePast: 'deadline passed',
  deadlineNext: 'next deadline',
  deadlineUpcoming: 'upcoming',
  status: 'Status:',
  skipToContent: 'Skip to content',
};

export const uiMessages: Record<UiLocale, UiMessages> = { fr, en };

/** Replaces `{name}` placeholders; a missing value leaves the placeholder visible. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
