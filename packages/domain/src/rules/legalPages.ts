// The legal pages of spec §2 ('Footer links': terms of participation, legal notices, personal-data
// policy, trade-event general rules) on the show's website, in each language, and the ones a
// quote's validation accepts (spec §5: 'Terms and personal-data policy must be accepted at ...
// rebooking'; docs/quotes.md "Terms"). The paths are the organiser's choice; these are the
// defaults the portal's footer, its validation form and the quote's PDF share.
import type { Language } from '../messages/types';

export const legalPages = ['terms', 'notices', 'privacy', 'rules'] as const;
export type LegalPage = (typeof legalPages)[number];

/** Each legal page's path on the show's website, by language. */
export const legalPagePaths: Readonly<Record<Language, Readonly<Record<LegalPage, string>>>> = {
  fr: {
    terms: 'fr/conditions-de-participation',
    notices: 'fr/mentions-legales',
    privacy: 'fr/politique-de-donnees-personnelles',
    rules: 'fr/reglement-general-des-manifestations',
  },
  en: {
    terms: 'en/terms-of-participation',
    notices: 'en/legal-notices',
    privacy: 'en/personal-data-policy',
    rules: 'en/trade-event-general-rules',
  },
};

/** A legal page's address on the show's website `siteUrl`, in `lang`. */
export function legalPageUrl(siteUrl: string, lang: Language, page: LegalPage): string {
  return `${siteUrl.replace(/\/+$/, '')}/${legalPagePaths[lang][page]}`;
}

/**
 * What an exhibitor accepts by validating a quote, in the order the validation form names them:
 * the terms of participation, the trade-event general rules they refer to, and the personal-data
 * policy (spec §2 footer links, §5).
 */
export const quoteAcceptedPages = [
  'terms',
  'rules',
  'privacy',
] as const satisfies readonly LegalPage[];
export type QuoteAcceptedPage = (typeof quoteAcceptedPages)[number];
