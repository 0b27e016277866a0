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
