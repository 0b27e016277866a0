// Where the frames link to (spec §2 'Layouts and modals', 'Footer links'): the legal links of the
// footer, which the layouts and the Matter and Shape page draw, and the login page a user returns
// to after signing out (the menus of the signed-in layout are in src/layouts/menu.ts, out of the
// login route's chunks). Pure functions, tested without a browser (src/layouts/navigation.test.ts).
import { legalPagePaths, type Language, type Role } from '@salon/domain';
import type { FooterLink } from '@salon/ui';
import { defineMessages, type IntlShape } from 'react-intl';
import { pathTo } from './paths';

/** The footer's legal links (French source, spec §1; spec §2 'Footer links'). */
const linkMessages = defineMessages({
  termsOfParticipation: {
    id: 'layout.terms_of_participation',
    defaultMessage: 'Conditions de participation',
  },
  legalNotices: { id: 'layout.legal_notices', defaultMessage: 'Mentions légales' },
  personalDataPolicy: {
    id: 'layout.personal_data_policy',
    defaultMessage: 'Politique de données personnelles',
  },
  generalRules: {
    id: 'layout.general_rules',
    defaultMessage: 'Règlement général des manifestations',
  },
});

/**
 * The legal pages of spec §2 ('Footer links'), on the show's website in the page's language
 * (their paths are the domain's, shared with the quote's PDF). They open in the same tab: they are
 * the organiser's own site, and the footer is not a place to multiply windows.
 */
export { legalPagePaths };

/** The four footer links of spec §2 on the show website `siteUrl`. */
export function footerLinks(
  lang: Language,
  siteUrl: string,
  intl: Pick<IntlShape, 'formatMessage'>,
): FooterLink[] {
  const base = siteUrl.replace(/\/+$/, '');
  const paths = legalPagePaths[lang];
  return [
    {
      href: `${base}/${paths.terms}`,
      label: intl.formatMessage(linkMessages.termsOfParticipation),
    },
    { href: `${base}/${paths.notices}`, label: intl.formatMessage(linkMessages.legalNotices) },
    {
      href: `${base}/${paths.privacy}`,
      label: intl.formatMessage(linkMessages.personalDataPolicy),
    },
    { href: `${base}/${paths.rules}`, label: intl.formatMessage(linkMessages.generalRules) },
  ];
}

/**
 * The login page of a role (spec §1: separate login areas): where a user returns after signing
 * out or when the session ends (spec §4), with the page to come back to, if any.
 */
export function loginPathFor(lang: Language, role: Role | null, redirect?: string): string {
  const login = pathTo(lang, role === 'visiteur' ? 'guestLogin' : 'proLogin');
  return redirect ? `${login}?redirect=${encodeURIComponent(redirect)}` : login;
}
