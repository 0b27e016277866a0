// Every text of the built-in ticketing page (docs/i18n.md; spec §1: French default and fallback):
// each message is defined here once, with its id and French default; the formatjs CLI extracts them
// into apps/api/lang/fr/ticketing.json, and the English texts live in apps/api/lang/en/ticketing.json.
// ./texts.ts formats them with intl-messageformat.
import { defineMessages } from '@salon/domain';

export const ticketingMessages = defineMessages({
  title: { id: 'ticketing.title', defaultMessage: 'Billetterie — inscription sur invitation' },
  intro: {
    id: 'ticketing.intro',
    defaultMessage:
      '{company} vous invite comme {kind, select, buyer {acheteur} other {agent}} au {event}.',
  },
  name: { id: 'ticketing.name', defaultMessage: 'Nom et prénom' },
  email: { id: 'ticketing.email', defaultMessage: 'Adresse e-mail' },
  emailHint: {
    id: 'ticketing.email_hint',
    defaultMessage: 'Nous vous y enverrons un lien pour confirmer votre inscription.',
  },
  submit: { id: 'ticketing.submit', defaultMessage: 'M’inscrire' },
  errors: { id: 'ticketing.errors', defaultMessage: 'Il y a des erreurs dans votre saisie.' },
  already: {
    id: 'ticketing.already',
    defaultMessage:
      'Cette adresse e-mail est déjà inscrite à ce salon sur invitation de cet exposant.',
  },
  invalidTitle: { id: 'ticketing.invalid_title', defaultMessage: 'Invitation non valable' },
  invalid: {
    id: 'ticketing.invalid',
    defaultMessage:
      'Ce lien d’invitation n’est pas valable. Demandez un nouveau lien à l’exposant qui vous invite.',
  },
  expiredTitle: { id: 'ticketing.expired_title', defaultMessage: 'Invitation expirée' },
  expired: {
    id: 'ticketing.expired',
    defaultMessage: 'Ce salon est terminé : ce lien d’invitation n’est plus valable.',
  },
  unavailableTitle: {
    id: 'ticketing.unavailable_title',
    defaultMessage: 'Invitation indisponible',
  },
  unavailable: {
    id: 'ticketing.unavailable',
    defaultMessage:
      'Cette invitation ne peut pas être utilisée pour le moment. Contactez l’exposant qui vous invite.',
  },
  fullTitle: { id: 'ticketing.full_title', defaultMessage: 'Invitation complète' },
  full: {
    id: 'ticketing.full',
    defaultMessage:
      'Cette invitation a atteint son nombre maximal d’inscriptions. Demandez une autre invitation à l’exposant qui vous invite.',
  },
  tooManyTitle: { id: 'ticketing.too_many_title', defaultMessage: 'Trop de demandes' },
  tooMany: {
    id: 'ticketing.too_many',
    defaultMessage: 'Vous avez fait trop de demandes depuis cette connexion. Réessayez plus tard.',
  },
  sentTitle: { id: 'ticketing.sent_title', defaultMessage: 'Confirmez votre inscription' },
  sent: {
    id: 'ticketing.sent',
    defaultMessage:
      'Nous avons envoyé un lien de confirmation à {email}. Ouvrez-le dans les 48 heures pour confirmer votre inscription : votre badge sera créé à ce moment-là.',
  },
  confirmTitle: { id: 'ticketing.confirm_title', defaultMessage: 'Confirmer votre inscription' },
  confirmIntro: {
    id: 'ticketing.confirm_intro',
    defaultMessage: '{name}, confirmez votre inscription au {event} sur invitation de {company}.',
  },
  confirmSubmit: { id: 'ticketing.confirm_submit', defaultMessage: 'Confirmer mon inscription' },
  linkInvalidTitle: {
    id: 'ticketing.link_invalid_title',
    defaultMessage: 'Lien de confirmation non valable',
  },
  linkInvalid: {
    id: 'ticketing.link_invalid',
    defaultMessage:
      'Ce lien de confirmation n’est pas valable : il a déjà servi ou il a expiré. Inscrivez-vous à nouveau avec le lien d’invitation.',
  },
  doneTitle: { id: 'ticketing.done_title', defaultMessage: 'Inscription confirmée' },
  done: {
    id: 'ticketing.done',
    defaultMessage:
      'Merci {name}, votre inscription au {event} est confirmée : votre badge est créé.',
  },
});

export type TicketingMessageId = (typeof ticketingMessages)[keyof typeof ticketingMessages]['id'];
