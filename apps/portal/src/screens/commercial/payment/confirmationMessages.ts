// The texts of the payment return pages (spec §2 payment-validation/{token},
// payment-confirmation/{statut}/{reference}: success, failure, pending transfer; spec §4 step 5,
// §8 'Payment unsuccessful'): French is the source, English in lang/en/pay.json.
import { defineMessage, defineMessages } from 'react-intl';

export const confirmationMessages = defineMessages({
  validatingTitle: { id: 'pay.validating_title', defaultMessage: 'Vérification de votre paiement' },
  validating: {
    id: 'pay.validating',
    defaultMessage: 'Nous vérifions votre paiement auprès de notre prestataire…',
  },
  validationFailed: {
    id: 'pay.validation_failed',
    defaultMessage: 'Nous n’avons pas pu vérifier votre paiement.',
  },
  retry: { id: 'pay.retry', defaultMessage: 'Réessayer' },
  successTitle: { id: 'pay.success_title', defaultMessage: 'Paiement confirmé' },
  failureTitle: { id: 'pay.failure_title', defaultMessage: 'Paiement non abouti' },
  failureNoRetry: {
    id: 'pay.failure_no_retry',
    defaultMessage: 'Vous pouvez régler cette échéance à nouveau depuis vos factures.',
  },
  retryLoading: { id: 'pay.retry_loading', defaultMessage: 'Chargement de votre échéance…' },
  pendingTitle: { id: 'pay.pending_title', defaultMessage: 'Paiement en cours de traitement' },
  pending: {
    id: 'pay.pending',
    defaultMessage:
      'Notre prestataire ne nous a pas encore confirmé votre paiement. Vous recevrez un e-mail dès sa confirmation.',
  },
  qrHelp: {
    id: 'pay.qr_help',
    defaultMessage:
      'Scannez ce QR code avec l’application de votre banque : il remplit le virement pour vous.',
  },
  checkAgain: { id: 'pay.check_again', defaultMessage: 'Vérifier à nouveau' },
  transferTitle: { id: 'pay.transfer_title', defaultMessage: 'Virement en attente' },
  transferLoading: {
    id: 'pay.transfer_loading',
    defaultMessage: 'Chargement de votre virement…',
  },
  transferLoadFailed: {
    id: 'pay.transfer_load_failed',
    defaultMessage: 'Votre virement n’a pas pu se charger.',
  },
  transferUnknown: {
    id: 'pay.transfer_unknown',
    defaultMessage: 'Aucun virement ne correspond à cette référence.',
  },
  bankDetails: { id: 'pay.bank_details', defaultMessage: 'Coordonnées bancaires' },
  holder: { id: 'pay.holder', defaultMessage: 'Titulaire du compte' },
  iban: { id: 'pay.iban', defaultMessage: 'IBAN' },
  bic: { id: 'pay.bic', defaultMessage: 'BIC' },
  bank: { id: 'pay.bank', defaultMessage: 'Banque' },
  referenceLabel: { id: 'pay.reference_label', defaultMessage: 'Référence à indiquer' },
  referenceHelp: {
    id: 'pay.reference_help',
    defaultMessage: 'Indiquez cette référence dans le libellé de votre virement.',
  },
  proofTitle: { id: 'pay.proof_title', defaultMessage: 'Justificatif de virement' },
  proofLabel: { id: 'pay.proof_label', defaultMessage: 'Choisir le justificatif' },
  proofHelp: {
    id: 'pay.proof_help',
    defaultMessage: 'Fichier PDF, PNG ou JPEG, 10 Mo au maximum.',
  },
  proofChecking: { id: 'pay.proof_checking', defaultMessage: 'Vérification du fichier…' },
  proofUploading: { id: 'pay.proof_uploading', defaultMessage: 'Envoi du justificatif…' },
  proofReplace: { id: 'pay.proof_replace', defaultMessage: 'Envoyer un autre justificatif' },
  cancelTransfer: { id: 'pay.cancel_transfer', defaultMessage: 'Annuler le virement' },
  cancelTitle: { id: 'pay.cancel_title', defaultMessage: 'Annuler le virement ?' },
  cancelBody: {
    id: 'pay.cancel_body',
    defaultMessage: 'Votre échéance devra alors être réglée par carte bancaire.',
  },
  keepTransfer: { id: 'pay.keep_transfer', defaultMessage: 'Garder le virement' },
  toInvoices: { id: 'pay.to_invoices', defaultMessage: 'Voir mes factures' },
  toDashboard: { id: 'pay.to_dashboard', defaultMessage: 'Retour au tableau de bord' },
});

export const confirmationTemplates = {
  reference: defineMessage<{ reference: string }>({
    id: 'pay.reference',
    defaultMessage: 'Référence : {reference}',
  }),
  qrAlt: defineMessage<{ amount: string; reference: string }>({
    id: 'pay.qr_alt',
    defaultMessage: 'QR code pour payer {amount} par virement, référence {reference}',
  }),
  proofSent: defineMessage<{ name: string }>({
    id: 'pay.proof_sent',
    defaultMessage:
      'Justificatif reçu : {name}. Votre inscription sera validée à réception du paiement.',
  }),
};
