// The domain's message catalogs (docs/i18n.md "Where the catalogs live"; spec §1, §8): the
// French and English texts of the contract's messages live in packages/domain/lang/<lang>/<ns>.json,
// one file per namespace. The French file is the source of each message (id and French text); the
// English file must hold the same ids (a missing one fails the typecheck below and `i18n check`).
// The portal compiles these files into its react-intl catalogs; the domain and the API format them
// with intl-messageformat (./translate).
import validationFr from '../../lang/fr/validation.json';
import errorFr from '../../lang/fr/error.json';
import successFr from '../../lang/fr/success.json';
import statusFr from '../../lang/fr/status.json';
import installmentFr from '../../lang/fr/installment.json';
import paymentFr from '../../lang/fr/payment.json';
import actionFr from '../../lang/fr/action.json';
import featureFr from '../../lang/fr/feature.json';
import noticeFr from '../../lang/fr/notice.json';
import validationEn from '../../lang/en/validation.json';
import errorEn from '../../lang/en/error.json';
import successEn from '../../lang/en/success.json';
import statusEn from '../../lang/en/status.json';
import installmentEn from '../../lang/en/installment.json';
import paymentEn from '../../lang/en/payment.json';
import actionEn from '../../lang/en/action.json';
import featureEn from '../../lang/en/feature.json';
import noticeEn from '../../lang/en/notice.json';
import type { Language } from './types';

/** Validation messages of spec §5 and §8. */
export type ValidationMessageKey = keyof typeof validationFr;
/** Error messages of spec §8 and the error catalogue's codes. */
export type ErrorMessageKey = keyof typeof errorFr;
/** Success messages of spec §8 'Successes'. */
export type SuccessMessageKey = keyof typeof successFr;
/**
 * Messages of the business rules: displayed statuses (spec §4), installments and their states
 * (spec §9), next actions, feature locks (spec §4, §6) and the payment blackout notice (spec §1).
 */
export type RuleMessageKey =
  | keyof typeof statusFr
  | keyof typeof installmentFr
  | keyof typeof paymentFr
  | keyof typeof actionFr
  | keyof typeof featureFr
  | keyof typeof noticeFr;

export type MessageKey =
  ValidationMessageKey | ErrorMessageKey | SuccessMessageKey | RuleMessageKey;

/** One language's catalog: every message id to its ICU MessageFormat text. */
export type Catalog<K extends string = MessageKey> = Readonly<Record<K, string>>;

const fr: Catalog = {
  ...validationFr,
  ...errorFr,
  ...successFr,
  ...statusFr,
  ...installmentFr,
  ...paymentFr,
  ...actionFr,
  ...featureFr,
  ...noticeFr,
};

// Typed against the French ids: an id missing in English does not compile.
const en: Catalog = {
  ...validationEn,
  ...errorEn,
  ...successEn,
  ...statusEn,
  ...installmentEn,
  ...paymentEn,
  ...actionEn,
  ...featureEn,
  ...noticeEn,
};

/** The domain's catalogs, by language (spec §1: French default and fallback). */
export const domainCatalogs: Readonly<Record<Language, Catalog>> = { fr, en };
