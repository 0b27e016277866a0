// Error messages of spec §8, by key. French is default and fallback (spec §1); the French text is
// the primary one (a French organiser), the English follows the spec's wording with its typos
// corrected ('occured' -> 'occurred'). Texts are ICU MessageFormat with simple `{name}` arguments
// only, so react-intl and `translate` (./index) read them alike. French uses the typographic
// apostrophe (’), which ICU never treats as a quote.
import type { MessageTexts } from './types';

export const errorMessages = {
  // --- Login and account checks (spec §8 'Messages', first lines) ---------------------------
  'error.incorrect_identifiers': {
    fr: 'Identifiants incorrects.',
    en: 'Incorrect identifiers.',
  },
  'error.wrong_credentials': {
    fr: 'Adresse e-mail ou mot de passe incorrect.',
    en: 'Incorrect email address or password.',
  },
  'error.no_user_for_email': {
    fr: 'Aucun utilisateur ne correspond à cet e-mail.',
    en: 'No user corresponds to this email.',
  },
  'error.account_does_not_exist': {
    fr: 'Ce compte n’existe pas.',
    en: 'This account does not exist.',
  },
  'error.no_portal_account': {
    fr: 'Vous n’avez pas encore d’accès au portail avec cette adresse. Cliquez sur « Mot de passe oublié » pour initialiser votre accès.',
    en: 'You do not have access to the portal with this address yet. Click on forgot password to initialise your access.',
  },
  'error.request_already_made': {
    fr: 'Une première demande a déjà été faite avec cette adresse e-mail.',
    en: 'An initial request has already been made using this email address.',
  },
  'error.email_in_use': {
    fr: 'Cette adresse e-mail est déjà utilisée.',
    en: 'This e-mail address is already in use.',
  },
  'error.password_incorrect': {
    fr: 'Le mot de passe est incorrect.',
    en: 'The password is not correct.',
  },
  'error.unknown_user': { fr: 'Utilisateur inconnu.', en: 'Unknown user.' },
  'error.email_not_in_records': {
    fr: 'Cette adresse e-mail ne correspond pas à nos informations.',
    en: 'This email address does not match our records.',
  },
  'error.account_already_exists': {
    fr: 'Un compte existe déjà avec cette adresse e-mail. Essayez de vous connecter.',
    en: 'An account already exists with this email address. Try logging in.',
  },
  'error.no_match': {
    fr: 'Aucune correspondance dans nos fichiers.',
    en: 'No match in our records.',
  },
  'error.no_account_found': { fr: 'Aucun compte trouvé.', en: 'No account found.' },

  // --- Email verification (spec §4, §8) ------------------------------------------------------
  'error.verification_expired': {
    fr: 'Le délai de vérification a expiré.',
    en: 'The verification period has expired.',
  },
  'error.verification_token_invalid': {
    fr: 'Le lien de vérification est invalide.',
    en: 'The verification token is invalid.',
  },
  'error.email_already_verified': {
    fr: 'Votre adresse e-mail a déjà été vérifiée.',
    en: 'Your email has already been verified.',
  },
  'error.email_not_verified': {
    fr: 'Adresse e-mail non vérifiée. Consultez votre messagerie et cliquez sur le lien de vérification que nous vous avons envoyé.',
    en: 'Email not verified. Check your mailbox and click the verification link we sent you.',
  },

  // --- Contacts and duplicates (spec §8) -----------------------------------------------------
  'error.several_results': {
    fr: 'Plusieurs résultats correspondent à votre adresse e-mail. Merci de contacter l’équipe WSN.',
    en: 'Several results match your email address. Please contact the WSN team.',
  },
  'error.contact_inactive': {
    fr: 'Contact inactif. Merci de contacter l’équipe WSN.',
    en: 'Contact inactive. Please contact the WSN team.',
  },
  'error.contact_email_not_unique': {
    fr: 'Cette adresse e-mail est associée à plusieurs contacts. Merci de contacter l’équipe WSN.',
    en: 'This email address belongs to several contacts. Please contact the WSN team.',
  },
  'error.duplicate_contact': {
    fr: 'Un problème est survenu. Nous ne parvenons pas à initialiser votre compte exposant. Merci de contacter l’équipe WSN.',
    en: 'An issue has occurred. We are unable to initialise your exhibitor account. Please contact the WSN team.',
  },

  // --- Global alerts (spec §2, §7) -----------------------------------------------------------
  'error.unauthorised_action': { fr: 'Action non autorisée', en: 'Unauthorised action' },
  'error.unauthorised_access': { fr: 'Accès non autorisé', en: 'Unauthorised access' },
  'error.too_many_requests': {
    fr: 'Vous avez dépassé la limite de requêtes du serveur. Veuillez réessayer dans quelques minutes.',
    en: 'You have exceeded the server request limit. Please try again in a few minutes.',
  },
  'error.session_expired': {
    fr: 'Une erreur est survenue. Veuillez vous reconnecter.',
    en: 'An error has occurred. Please log in again.',
  },
  'error.generic': {
    fr: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    en: 'An error has occurred. Please try again later.',
  },

  // --- Forms and requests (spec §8) ----------------------------------------------------------
  'error.input_errors': {
    fr: 'Votre saisie comporte des erreurs',
    en: 'There are errors in your input',
  },
  'error.no_results': {
    fr: 'Aucun résultat pour votre recherche',
    en: 'No results for your search',
  },
  'error.message_not_sent': {
    fr: 'Une erreur est survenue. Votre message n’a pas été envoyé, veuillez réessayer.',
    en: 'An error has occurred. Your message has not been sent, please try again.',
  },
  'error.request_in_progress': {
    fr: 'Une demande est déjà en cours. Veuillez patienter.',
    en: 'A request is already in progress. Please wait.',
  },
  'error.reset_token_invalid': {
    fr: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    en: 'This reset link is invalid or has expired. Please request a new one.',
  },
  'error.payment_failed': {
    fr: 'Votre paiement n’a pas abouti. Veuillez réessayer ou contacter votre banque.',
    en: 'Your payment was unsuccessful. Please try again or contact your bank.',
  },
  'error.quote_request_failed': {
    fr: 'Votre demande sur le devis n’a pas abouti. Veuillez réessayer plus tard ou contacter votre conseiller commercial.',
    en: 'Your quote request was unsuccessful. Please try again later or contact your sales representative.',
  },

  // --- Codes the catalogue adds where spec §8 says 'not shown' (see errors.ts) ---------------
  'error.not_found': {
    fr: 'L’élément demandé est introuvable.',
    en: 'The requested item could not be found.',
  },
  'error.conflict': {
    fr: 'Ces informations ont été modifiées entre-temps. Rechargez la page, puis réessayez.',
    en: 'This information has been changed in the meantime. Reload the page and try again.',
  },
  'error.business_rule': {
    fr: 'Cette action n’est pas possible pour le moment.',
    en: 'This action is not possible at the moment.',
  },
  'error.feature_locked': {
    fr: 'Cette fonctionnalité sera disponible dès le paiement de votre 1er acompte.',
    en: 'This feature will be available once your 1st installment is paid.',
  },
} as const satisfies Record<string, MessageTexts>;

export type ErrorMessageKey = keyof typeof errorMessages;

/**
 * Texts the provider's server is known to send, as the spec writes them, that differ from the
 * catalogue's corrected or completed wording (spec §5: server messages are translated by key).
 * `resolveMessageKey` matches them too, so an old server text still finds its key.
 */
export const serverTextAliases = {
  'An error has occured. Your message has not been sent, please try again':
    'error.message_not_sent',
  'You have exceeded the server request limit': 'error.too_many_requests',
  'There are errors in your data entry': 'error.input_errors',
  'Une erreur est survenue veuillez vous reconnecter': 'error.session_expired',
  'Email not verified. Check your mailbox': 'error.email_not_verified',
  'An issue has occurred. We are unable to initialize your exhibitor account':
    'error.duplicate_contact',
  'Contact inactive': 'error.contact_inactive',
  'account does not exist': 'error.account_does_not_exist',
  'This surface is too hight (max 99m2)': 'validation.surface_too_big',
} as const satisfies Record<string, string>;
