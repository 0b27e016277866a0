import { defineMessages } from 'react-intl';

/** Texts of the layouts (French source, spec §1). */
export const layoutMessages = defineMessages({
  showWebsite: { id: 'layout.show_website', defaultMessage: 'Site du salon' },
  logout: { id: 'layout.logout', defaultMessage: 'Se déconnecter' },
  signingOut: { id: 'layout.signing_out', defaultMessage: 'Déconnexion en cours…' },
  // Spec §2 'Footer links'.
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

/** The exhibitor and guest menus of spec §2. */
export const menuMessages = defineMessages({
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
