// The domain's message catalogs (docs/i18n.md "Where the catalogs live"; spec §1, §8): the
// French and English texts of the contract's messages live in packages/domain/lang/<lang>/<ns>.json,
// one file per namespace. The French file is the source of each message (id and French text); the
// English file must hold the same ids (a missing one fails the typecheck below and `i18n check`).
// The portal compiles these files into its react-intl catalogs; the domain and the API format them
// with intl-messageformat (./translate).
import statusFr from '../../lang/fr/status.json' with { type: 'json' };
import installmentFr from '../../lang/fr/installment.json' with { type: 'json' };
import paymentFr from '../../lang/fr/payment.json' with { type: 'json' };
import actionFr from '../../lang/fr/action.json' with { type: 'json' };
import featureFr from '../../lang/fr/feature.json' with { type: 'json' };
import vatFr from '../../lang/fr/vat.json' with { type: 'json' };
import quoteFr from '../../lang/fr/quote.json' with { type: 'json' };
import statusEn from '../../lang/en/status.json' with { type: 'json' };
import installmentEn from '../../lang/en/installment.json' with { type: 'json' };
import paymentEn from '../../lang/en/payment.json' with { type: 'json' };
import actionEn from '../../lang/en/action.json' with { type: 'json' };
import featureEn from '../../lang/en/feature.json' with { type: 'json' };
import vatEn from '../../lang/en/vat.json' with { type: 'json' };
import quoteEn from '../../lang/en/quote.json' with { type: 'json' };
import { serverCatalogs } from './serverCatalogs';
import type {
  ErrorMessageKey,
  ServerMessageKey,
  SuccessMessageKey,
  ValidationMessageKey,
} from './serverCatalogs';
import type { Language } from './types';

export type { ErrorMessageKey, ServerMessageKey, SuccessMessageKey, ValidationMessageKey };

/**
 * Messages of the business rules: displayed statuses (spec §4), installments and their states
 * (spec §9), next actions and feature locks (spec §4, §6), the VAT treatment (spec §9, ../rules/vat), the quote's amounts and stand (spec §3, ../rules/quoteAmounts).
 */
export type RuleMessageKey =
  | keyof typeof statusFr
  | keyof typeof installmentFr
  | keyof typeof paymentFr
  | keyof typeof actionFr
  | keyof typeof featureFr
  | keyof typeof vatFr
  | keyof typeof quoteFr;

export type MessageKey = ServerMessageKey | RuleMessageKey;

/** One language's catalog: every message id to its ICU MessageFormat text. */
export type Catalog<K extends string = MessageKey> = Readonly<Record<K, string>>;

const fr: Catalog = {
  ...serverCatalogs.fr,
  ...statusFr,
  ...installmentFr,
  ...paymentFr,
  ...actionFr,
  ...featureFr,
  ...vatFr,
  ...quoteFr,
};

// Typed against the French ids: an id missing in English does not compile.
const en: Catalog = {
  ...serverCatalogs.en,
  ...statusEn,
  ...installmentEn,
  ...paymentEn,
  ...actionEn,
  ...featureEn,
  ...vatEn,
  ...quoteEn,
};

/** The domain's catalogs, by language (spec §1: French default and fallback). */
export const domainCatalogs: Readonly<Record<Language, Catalog>> = { fr, en };
