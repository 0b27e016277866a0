import { defineMessages } from 'react-intl';

/** Texts of the layouts (French source, spec §1). */
export const layoutMessages = defineMessages({
  showWebsite: { id: 'layout.show_website', defaultMessage: 'Site du salon' },
  logout: { id: 'layout.logout', defaultMessage: 'Se déconnecter' },
  signingOut: { id: 'layout.signing_out', defaultMessage: 'Déconnexion en cours…' },
});
