// The texts of paying an installment (spec §2 rebooking 'choice of card or bank transfer', spec §4
// rebooking flow steps 4-5, spec §9): French is the source, English in lang/en/pay.json.
import { defineMessage, defineMessages } from 'react-intl';

export const payMessages = defineMessages({
  amount: { id: 'pay.amount', defaultMessage: 'Montant TTC' },
  deadline: { id: 'pay.deadline', defaultMessage: 'Échéance' },
  event: { id: 'pay.event', defaultMessage: 'Salon' },
  method: { id: 'pay.method', defaultMessage: 'Mode de paiement' },
  card: { id: 'pay.card', defaultMessage: 'Carte bancaire' },
  cardHelp: {
    id: 'pay.card_help',
    defaultMessage: 'Vous serez redirigé vers la page de paiement sécurisée de notre prestataire.',
  },
  cardUnavailable: {
    id: 'pay.card_unavailable',
    defaultMessage: 'Le paiement en ligne par carte est indisponible pendant cette période.',
  },
  transfer: { id: 'pay.transfer', defaultMessage: 'Virement bancaire' },
  cardOnly: {
    id: 'pay.card_only',
    defaultMessage:
      'Le virement de cette échéance a été annulé : elle se règle désormais par carte bancaire.',
  },
  transferHelp: {
    id: 'pay.transfer_help',
    defaultMessage:
      'Vous recevrez nos coordonnées bancaires et une référence à indiquer sur votre virement. Votre inscription sera validée à réception du justificatif et du paiement.',
  },
  chooseMethod: { id: 'pay.choose_method', defaultMessage: 'Choisissez un mode de paiement' },
  redirecting: {
    id: 'pay.redirecting',
    defaultMessage: 'Redirection vers la page de paiement sécurisée…',
  },
  paid: { id: 'pay.paid', defaultMessage: 'Cette échéance est payée. Merci !' },
  processing: {
    id: 'pay.processing',
    defaultMessage:
      'Un paiement par carte de cette échéance est en cours de traitement. Vous recevrez une confirmation par e-mail.',
  },
  transferDetails: {
    id: 'pay.transfer_details',
    defaultMessage: 'Voir les coordonnées bancaires et envoyer le justificatif',
  },
  noticeTitle: { id: 'pay.notice_title', defaultMessage: 'Paiement en ligne indisponible' },
  upcomingTitle: {
    id: 'pay.upcoming_title',
    defaultMessage: 'Paiement en ligne bientôt indisponible',
  },
  loading: { id: 'pay.loading', defaultMessage: 'Chargement du paiement…' },
  loadFailed: {
    id: 'pay.load_failed',
    defaultMessage: 'Le paiement n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.',
  },
});

/** The messages with placeholders, typed by their values. */
export const payTemplates = {
  title: defineMessage<{ installment: string }>({
    id: 'pay.title',
    defaultMessage: 'Paiement : {installment}',
  }),
  pay: defineMessage<{ amount: string }>({ id: 'pay.submit', defaultMessage: 'Payer {amount}' }),
  payByCard: defineMessage<{ amount: string }>({
    id: 'pay.pay_by_card',
    defaultMessage: 'Payer {amount} par carte',
  }),
  payByTransfer: defineMessage<{ amount: string }>({
    id: 'pay.pay_by_transfer',
    defaultMessage: 'Payer {amount} par virement',
  }),
  pendingTransfer: defineMessage<{ reference: string }>({
    id: 'pay.pending_transfer',
    defaultMessage:
      'Votre virement de référence {reference} est attendu. Votre inscription sera validée à réception du justificatif et du paiement.',
  }),
};
