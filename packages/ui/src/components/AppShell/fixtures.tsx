import type { ShellUser } from './AppShell';
import type { FooterLink } from './PublicLayout';
import type { MenuItem } from './SideMenu';

/** The exhibitor menu of spec §2; booth and badges locked until the 1st installment (spec §4). */
export const exhibitorMenuFr: MenuItem[] = [
  { id: 'dashboard', label: 'Tableau de bord', href: '#dashboard', isCurrent: true },
  { id: 'rebooking', label: 'Réinscription', href: '#rebooking' },
  { id: 'invoices', label: 'Factures', href: '#invoices' },
  { id: 'stand', label: 'Mon stand', href: '#stand', isLocked: true },
  { id: 'badges', label: 'Badges et invitations', href: '#badges', isLocked: true },
  { id: 'marketplace', label: 'Marketplace', href: '#marketplace' },
  { id: 'company', label: 'Ma société', href: '#company' },
  { id: 'informations', label: 'Mes informations', href: '#informations' },
  { id: 'contact', label: 'Contact', href: '#contact' },
];

export const exhibitorMenuEn: MenuItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#dashboard', isCurrent: true },
  { id: 'rebooking', label: 'Rebooking', href: '#rebooking' },
  { id: 'invoices', label: 'Invoices', href: '#invoices' },
  { id: 'stand', label: 'My stand', href: '#stand', isLocked: true },
  { id: 'badges', label: 'Badges and invitations', href: '#badges', isLocked: true },
  { id: 'marketplace', label: 'Marketplace', href: '#marketplace' },
  { id: 'company', label: 'My company', href: '#company' },
  { id: 'informations', label: 'My details', href: '#informations' },
  { id: 'contact', label: 'Contact', href: '#contact' },
];

export const footerLinksFr: FooterLink[] = [
  { href: '#conditions', label: 'Conditions de participation' },
  { href: '#mentions', label: 'Mentions légales' },
  { href: '#donnees', label: 'Politique de données personnelles' },
  { href: '#reglement', label: 'Règlement général des manifestations' },
];

export const footerLinksEn: FooterLink[] = [
  { href: '#conditions', label: 'Terms of participation' },
  { href: '#mentions', label: 'Legal notices' },
  { href: '#donnees', label: 'Personal-data policy' },
  { href: '#reglement', label: 'Trade-event general rules' },
];

export const user: ShellUser = {
  firstName: 'Jeanne',
  lastName: 'Martin',
  accountName: 'Atelier Lumière',
};
