// What the layouts link to (spec §2 'Layouts and modals', 'Footer links'): the exhibitor and guest
// menus with their current entry, the legal links of the footer, and the login page a user
// returns to after signing out. Pure functions, tested without a browser.
import type { Language, LockedFeature, Role } from '@salon/domain';
import type { FooterLink, MenuItem } from '@salon/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { pathTo, type RouteName } from '../routing/paths';
import { layoutMessages, menuMessages } from './messages';

interface MenuEntry {
  id: string;
  route: RouteName;
  label: MessageDescriptor;
  /** Locked until the 1st installment is paid (spec §4, §6). */
  feature?: LockedFeature;
}

/** Spec §2: dashboard, rebooking, invoices, stand, badges and invitations, marketplace, company, personal info, contact. */
export const exhibitorMenu: readonly MenuEntry[] = [
  { id: 'dashboard', route: 'dashboard', label: menuMessages.dashboard },
  { id: 'rebooking', route: 'rebooking', label: menuMessages.rebooking },
  { id: 'invoices', route: 'invoices', label: menuMessages.invoices },
  { id: 'stand', route: 'stand', label: menuMessages.stand, feature: 'boothManagement' },
  { id: 'badges', route: 'badges', label: menuMessages.badges, feature: 'badges' },
  { id: 'marketplace', route: 'marketplace', label: menuMessages.marketplace },
  { id: 'company', route: 'company', label: menuMessages.company },
  { id: 'informations', route: 'informations', label: menuMessages.informations },
  { id: 'contact', route: 'proContact', label: menuMessages.contact },
];

/**
 * Spec §2: personal info, company, badges, contact team. The spec's list has no dashboard entry:
 * the logo leads a visitor back to it (spec §6 'Any authenticated user: dashboard').
 */
export const guestMenu: readonly MenuEntry[] = [
  { id: 'informations', route: 'informations', label: menuMessages.informations },
  { id: 'company', route: 'company', label: menuMessages.company },
  { id: 'badges', route: 'guestBadges', label: menuMessages.guestBadges },
  { id: 'contact', route: 'guestContact', label: menuMessages.guestContact },
];

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A menu entry is current on its page and on the pages under it (rebooking/{etape}). */
export function isCurrentPath(pathname: string, href: string): boolean {
  const current = withoutTrailingSlash(pathname);
  return current === href || current.startsWith(`${href}/`);
}

export interface MenuOptions {
  role: Role;
  lang: Language;
  pathname: string;
  intl: Pick<IntlShape, 'formatMessage'>;
  /** Which locked features the exhibitor reaches; unknown (still loading): none marked. */
  featureAccess?: Partial<Record<LockedFeature, boolean>>;
}

/** The menu of the user's role (spec §2), its current entry marked (`aria-current="page"`). */
export function buildMenu({ role, lang, pathname, intl, featureAccess }: MenuOptions): MenuItem[] {
  const entries = role === 'visiteur' ? guestMenu : exhibitorMenu;
  return entries.map((entry) => {
    const href = pathTo(lang, entry.route);
    return {
      id: entry.id,
      label: intl.formatMessage(entry.label),
      href,
      isCurrent: isCurrentPath(pathname, href),
      isLocked: entry.feature !== undefined && featureAccess?.[entry.feature] === false,
    };
  });
}

/**
 * The legal pages of spec §2 ('Footer links'), on the show's website in the page's language. They
 * open in the same tab: they are the organiser's own site, and the footer is not a place to
 * multiply windows. The paths are the organiser's choice; these are the portal's defaults.
 */
export const legalPagePaths: Record<
  Language,
  Record<'terms' | 'notices' | 'privacy' | 'rules', string>
> = {
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
      label: intl.formatMessage(layoutMessages.termsOfParticipation),
    },
    { href: `${base}/${paths.notices}`, label: intl.formatMessage(layoutMessages.legalNotices) },
    {
      href: `${base}/${paths.privacy}`,
      label: intl.formatMessage(layoutMessages.personalDataPolicy),
    },
    { href: `${base}/${paths.rules}`, label: intl.formatMessage(layoutMessages.generalRules) },
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
