// Validation messages of spec §5 and §8, by key. French is default and fallback (spec §1).
// Texts are ICU MessageFormat, so the portal's react-intl catalogs take them as they are.
import type { MessageTexts } from './types';

export const validationMessages = {
  'validation.required': { fr: 'Ce champ est obligatoire', en: 'This field is required' },
  'validation.mandatory': { fr: 'Le champ est obligatoire', en: 'The field is mandatory' },
  'validation.email': {
    fr: "L'adresse e-mail doit être une adresse valide",
    en: 'The email must be a valid email address',
  },
  'validation.url': {
    fr: 'Cette adresse web est invalide : elle doit commencer par http:// ou https://',
    en: 'This web address is invalid: it must start with http:// or https://',
  },
  'validation.password_format': {
    fr: 'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial',
    en: 'The password must have at least 8 characters, with a lowercase letter, an uppercase letter, a digit and a special character',
  },
  'validation.password_rule_length': { fr: 'Au moins 8 caractères', en: 'At least 8 characters' },
  'validation.password_rule_lowercase': { fr: 'Une lettre minuscule', en: 'A lowercase letter' },
  'validation.password_rule_uppercase': { fr: 'Une lettre majuscule', en: 'An uppercase letter' },
  'validation.password_rule_digit': { fr: 'Un chiffre', en: 'A digit' },
  'validation.password_rule_special': {
    fr: 'Un caractère spécial (!, ?, #, @…)',
    en: 'A special character (!, ?, #, @…)',
  },
  'validation.password_too_long': {
    fr: 'Le mot de passe ne peut pas dépasser 128 caractères',
    en: 'The password cannot be longer than 128 characters',
  },
  'validation.password_mismatch': {
    fr: 'Les mots de passe ne correspondent pas',
    en: "Passwords don't match",
  },
  'validation.siret': { fr: 'Le SIRET est invalide', en: 'The SIRET is invalid' },
  'validation.surface_too_big': {
    fr: 'Cette surface est trop grande (max 99 m²)',
    en: 'This surface is too high (max 99m2)',
  },
  'validation.surface_too_small': {
    fr: 'La surface doit être d’au moins {min} m²',
    en: 'The surface area must be at least {min}m2',
  },
  'validation.integer': { fr: 'Saisissez un nombre entier', en: 'Enter a whole number' },
  'validation.numeric_only': {
    fr: 'Ce champ ne peut contenir que des chiffres',
    en: 'This field may only contain digits',
  },
  'validation.alphanumeric_only': {
    fr: 'Ce champ ne peut contenir que des lettres et des chiffres',
    en: 'This field may only contain letters and digits',
  },
  'validation.terms_required': {
    fr: 'Vous devez accepter les conditions de participation et la politique de données personnelles',
    en: 'You must accept the terms of participation and the personal-data policy',
  },
  'validation.no_changes': {
    fr: "Vous n'avez indiqué aucune modification",
    en: 'You have not indicated any change(s)',
  },
  'validation.account_required': {
    fr: 'Choisissez votre société dans la liste ou renseignez ses informations',
    en: 'Pick your company from the list or fill in its details',
  },
  'validation.too_long': {
    fr: 'Ce texte est trop long : raccourcissez-le',
    en: 'This text is too long: please shorten it',
  },
  'validation.invalid_choice': {
    fr: 'Choisissez une valeur de la liste',
    en: 'Choose a value from the list',
  },
  'validation.vat_read_only': {
    fr: 'Le numéro de TVA est déjà renseigné et ne peut plus être modifié',
    en: 'The VAT number is already set and can no longer be changed',
  },
  'validation.invalid': { fr: 'Cette valeur est invalide', en: 'This value is invalid' },
  'validation.control_characters': {
    fr: 'Ce champ contient des caractères non autorisés',
    en: 'This field contains characters that are not allowed',
  },
} as const satisfies Record<string, MessageTexts>;

export type ValidationMessageKey = keyof typeof validationMessages;
