import type { ShellUser } from './AppShell';
import type { FooterLink } from './PublicLayout';
import type { MenuItem } from './SideMenu';

type Labelled<T> = Omit<T, 'label'> & { label: { fr: string; en: string } };

/** The exhibitor menu of spec §2; booth and badges locked until the 1st installment (spec §4). */
const exhibitorMenu: Labelled<MenuItem>[] = [
  {
    id: 'dashboard',
    label: { fr: 'Tableau de bord', en: 'Dashboard' },
    href: '#dashboard',
    isCurrent: true,
  },
  { id: 'rebooking', label: { fr: 'Réinscription', en: 'Rebooking' }, href: '#rebooking' },
  { id: 'invoices', label: { fr: 'Factures', en: 'Invoices' }, href: '#invoices' },
  { id: 'stand', label: { fr: 'Mon stand', en: 'My stand' }, href: '#stand', isLocked: true },
  {
    id: 'badges',
    label: { fr: 'Badges et invitations', en: 'Badges and invitations' },
    href: '#badges',
    isLocked: true,
  },
  { id: 'marketplace', label: { fr: 'Marketplace', en: 'Marketplace' }, href: '#marketplace' },
  { id: 'company', label: { fr: 'Ma société', en: 'My company' }, href: '#company' },
  {
    id: 'informations',
    label: { fr: 'Mes informations', en: 'My details' },
    href: '#informations',
  },
  { id: 'contact', label: { fr: 'Contact', en: 'Contact' }, href: '#contact' },
];

/** The footer links of spec §2. */
const footerLinks: Labelled<FooterLink>[] = [
  {
    href: '#conditions',
    label: { fr: 'Conditions de participation', en: 'Terms of participation' },
  },
  { href: '#mentions', label: { fr: 'Mentions légales', en: 'Legal notices' } },
  {
    href: '#donnees',
    label: { fr: 'Politique de données personnelles', en: 'Personal-data policy' },
  },
  {
    href: '#reglement',
    label: { fr: 'Règlement général des manifestations', en: 'Trade-event general rules' },
  },
];

function inLanguage<T>(items: Labelled<T>[], language: 'fr' | 'en'): T[] {
  return items.map((item) => ({ ...item, label: item.label[language] }) as T);
}

export const exhibitorMenuFr = inLanguage(exhibitorMenu, 'fr');
export const exhibitorMenuEn = inLanguage(exhibitorMenu, 'en');
export const footerLinksFr = inLanguage(footerLinks, 'fr');
export const footerLinksEn = inLanguage(footerLinks, 'en');

export const user: ShellUser = {
  firstName: 'Jeanne',
  lastName: 'Martin',
  accountName: 'Atelier Lumière',
};
