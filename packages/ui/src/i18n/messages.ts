// The texts the library owns (docs/i18n.md "The ui's texts"; spec §1: French default and
// fallback): everything else comes in as props. Each is a catalog message of the namespace `ui`,
// defined here with its id and French default; the formatjs CLI extracts them into
// packages/ui/lang/fr/ui.json, and packages/ui/lang/en/ui.json holds the English texts. An app
// passes its own formatter (react-intl's `intl`) or catalog to UiProvider, so an organiser
// translates the library with the rest of the app; alone, the library speaks French, or English
// from its English catalog.
export type UiLocale = 'fr' | 'en';

export const uiLocales: readonly UiLocale[] = ['fr', 'en'];

/** BCP 47 tags used for `Intl` and react-aria: euro sign and dates placed as in each country. */
export const intlLocale: Record<UiLocale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** A message of the library: its catalog id and its French default (react-intl's shape). */
export interface UiMessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
}

/** Values of a message's `{name}` arguments. */
export type UiMessageValues = Readonly<Record<string, string | number>>;

/**
 * Names the messages a component shows, with their French defaults, for the formatjs CLI to
 * extract (docs/i18n.md "Defining a message"); returns them as given.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineMessages<const T extends Record<string, UiMessageDescriptor>>(
  messages: T,
): T {
  return messages;
}

/** One message of the library, for the formatjs CLI to extract; returns it as given. */
/* @__NO_SIDE_EFFECTS__ */
export function defineMessage<const T extends UiMessageDescriptor>(message: T): T {
  return message;
}

// A call marked pure: a consumer's bundler drops the texts of the components it does not use.
export const uiMessages = /* @__PURE__ */ defineMessages({
  close: { id: 'ui.close', defaultMessage: 'Fermer' },
  cancel: { id: 'ui.cancel', defaultMessage: 'Annuler' },
  confirm: { id: 'ui.confirm', defaultMessage: 'Confirmer' },
  required: { id: 'ui.required', defaultMessage: 'obligatoire' },
  showPassword: { id: 'ui.show_password', defaultMessage: 'Afficher le mot de passe' },
  passwordRulesTitle: {
    id: 'ui.password_rules_title',
    defaultMessage: 'Votre mot de passe doit contenir :',
  },
  ruleMet: { id: 'ui.rule_met', defaultMessage: 'respecté' },
  ruleNotMet: { id: 'ui.rule_not_met', defaultMessage: 'non respecté' },
  noResults: { id: 'ui.no_results', defaultMessage: 'Aucun résultat pour votre recherche' },
  errorSummaryTitle: {
    id: 'ui.error_summary_title',
    defaultMessage: 'Votre saisie comporte des erreurs',
  },
  loading: { id: 'ui.loading', defaultMessage: 'Chargement en cours…' },
  redirecting: { id: 'ui.redirecting', defaultMessage: 'Redirection en cours, veuillez patienter' },
  menu: { id: 'ui.menu', defaultMessage: 'Menu' },
  mainMenu: { id: 'ui.main_menu', defaultMessage: 'Menu principal' },
  logout: { id: 'ui.logout', defaultMessage: 'Se déconnecter' },
  newWindow: { id: 'ui.new_window', defaultMessage: '(nouvelle fenêtre)' },
  language: { id: 'ui.language', defaultMessage: 'Langue' },
  legalLinks: { id: 'ui.legal_links', defaultMessage: 'Informations légales' },
  download: { id: 'ui.download', defaultMessage: 'Télécharger' },
  invoiceReference: { id: 'ui.invoice_reference', defaultMessage: 'la facture {reference}' },
  previousPage: { id: 'ui.previous_page', defaultMessage: 'Page précédente' },
  nextPage: { id: 'ui.next_page', defaultMessage: 'Page suivante' },
  pageOf: { id: 'ui.page_of', defaultMessage: 'Page {page} sur {total}' },
  pagination: { id: 'ui.pagination', defaultMessage: 'Pagination' },
  tooltipInfo: { id: 'ui.tooltip_info', defaultMessage: 'Plus d’informations' },
  locked: { id: 'ui.locked', defaultMessage: 'Verrouillé' },
  stepDone: { id: 'ui.step_done', defaultMessage: 'terminé' },
  stepCurrent: { id: 'ui.step_current', defaultMessage: 'étape en cours' },
  stepUpcoming: { id: 'ui.step_upcoming', defaultMessage: 'à venir' },
  deadlinePast: { id: 'ui.deadline_past', defaultMessage: 'échéance passée' },
  deadlineNext: { id: 'ui.deadline_next', defaultMessage: 'prochaine échéance' },
  deadlineUpcoming: { id: 'ui.deadline_upcoming', defaultMessage: 'à venir' },
  status: { id: 'ui.status_prefix', defaultMessage: 'Statut :' },
  skipToContent: { id: 'ui.skip_to_content', defaultMessage: 'Aller au contenu' },
});

export type UiMessageKey = keyof typeof uiMessages;
/** The library's texts, formatted in the current language. */
export type UiMessages = Record<UiMessageKey, string>;

/**
 * Fills in `{name}` arguments; a missing value leaves the argument visible. The library's own
 * messages use simple arguments only (checked by its test), so this is all the standalone library
 * needs; an app formats through its own `intl` (UiProvider).
 */
export function interpolate(template: string, values: UiMessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
