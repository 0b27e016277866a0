import { defineMessages } from 'react-intl';

/** Texts of the app frame (French source, spec §1). */
export const appMessages = defineMessages({
  unavailableTitle: {
    id: 'app.unavailable_title',
    defaultMessage: 'Le portail est momentanément indisponible',
  },
  unavailableBody: {
    id: 'app.unavailable_body',
    defaultMessage:
      'Nous n’arrivons pas à joindre le serveur. Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'app.retry', defaultMessage: 'Réessayer' },
  chunkErrorTitle: {
    id: 'app.chunk_error_title',
    defaultMessage: 'Cette page n’a pas pu se charger',
  },
  chunkErrorBody: {
    id: 'app.chunk_error_body',
    defaultMessage:
      'Le chargement a été interrompu, par la connexion ou par une nouvelle version du portail. Rechargez la page pour réessayer.',
  },
  chunkTimeoutBody: {
    id: 'app.chunk_timeout_body',
    defaultMessage:
      'Le chargement a pris plus de deux minutes. Vérifiez votre connexion, puis rechargez la page.',
  },
  reload: { id: 'app.reload', defaultMessage: 'Recharger la page' },
});
