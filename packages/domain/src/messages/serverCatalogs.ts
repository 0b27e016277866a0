// The texts a server answer can name (spec §5, §8): the domain's validation, error and success
// catalogs and the notices (a refused payment names the blackout notice, spec §9) (docs/i18n.md "Where the catalogs live"), apart from the rule texts so that resolving a
// server answer (./resolveMessage) bundles only these.
import errorEn from '../../lang/en/error.json' with { type: 'json' };
import noticeEn from '../../lang/en/notice.json' with { type: 'json' };
import successEn from '../../lang/en/success.json' with { type: 'json' };
import validationEn from '../../lang/en/validation.json' with { type: 'json' };
import errorFr from '../../lang/fr/error.json' with { type: 'json' };
import noticeFr from '../../lang/fr/notice.json' with { type: 'json' };
import successFr from '../../lang/fr/success.json' with { type: 'json' };
import validationFr from '../../lang/fr/validation.json' with { type: 'json' };
import type { Language } from './types';

/** Validation messages of spec §5 and §8. */
export type ValidationMessageKey = keyof typeof validationFr;
/** Error messages of spec §8 and the error catalogue's codes. */
export type ErrorMessageKey = keyof typeof errorFr;
/** Success messages of spec §8 'Successes'. */
export type SuccessMessageKey = keyof typeof successFr;
/** Notices (spec §1, §9: the online-payment blackout). */
export type NoticeMessageKey = keyof typeof noticeFr;
/** The messages a server answer can name. */
export type ServerMessageKey =
  ValidationMessageKey | ErrorMessageKey | SuccessMessageKey | NoticeMessageKey;

// Typed against the French ids: an id missing in English does not compile.
export const serverCatalogs: Readonly<
  Record<Language, Readonly<Record<ServerMessageKey, string>>>
> = {
  fr: { ...validationFr, ...errorFr, ...successFr, ...noticeFr },
  en: { ...validationEn, ...errorEn, ...successEn, ...noticeEn },
};
