// The exhibitor and guest menus of the signed-in layout (spec §2 'Layouts and modals'), with their
// current entry and their locked features. Pure functions, tested without a browser; loaded with
// the signed-in layout's chunk, with the `menu` namespace of the catalog.
import type { Language, LockedFeature, Role } from '@salon/domain';
import type { MenuItem } from '@salon/ui';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { pathTo, type RouteName } from '../kit/routing/paths';

/** The exhibitor and guest menus of spec §2. */
const menuMessages = defineMessages({
  dashboard: { id: 'menu.dashboard', defaultMessage: 'Tableau de bord' },
  rebooking: { id: 'menu.rebooking', defaultMessage: 'Réinscription' },
  invoices: { id: 'menu.invoices', defaultMessage: 'Factures' },
  stand: { id: 'menu.stand', defaultMessage: 'Mon stand' },
  badges: { id: 'menu.badges', defaultMessage: 'Badges et invitations' },
  guestBadges: { id: 'menu.guest_badges', defaultMessage: 'Mes badges' },
  marketplace: { id: 'menu.marketplace', defaultMessage: 'Marketplace' },
  company: { id: 'menu.company', defaultMessage: 'Ma société' },
  informations: { id: 'menu.informations', defaultMessage: 'Mes informations' },
  contact: { id: 'menu.contact', defaultMessage: 'Contact' },
  guestContact: { id: 'menu.guest_contact', defaultMessage: 'Contacter l’équipe' },
});

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
