// Success messages of spec §8 ('Successes'), plus the confirmations the flows of spec §1 and §4
// show. French is default and fallback (spec §1). ICU MessageFormat, simple arguments only.
import type { MessageTexts } from './types';

export const successMessages = {
  // Forgot password answers the same whether or not the account exists (ARCHITECTURE.md).
  'success.reset_link_sent': {
    fr: 'Si un compte existe pour cette adresse e-mail, vous allez recevoir un lien pour réinitialiser votre mot de passe.',
    en: 'If an account exists for this email address, you will receive a link to reset your password.',
  },
  'success.password_reset': {
    fr: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
    en: 'Your password has been reset. You can now log in.',
  },
  'success.account_activated': {
    fr: 'Votre compte est activé. Vous pouvez maintenant vous connecter.',
    en: 'Your account has been activated. You can now log in.',
  },
  'success.account_created': {
    fr: 'Votre compte vient d’être créé. Cliquez sur « Mot de passe oublié » pour initialiser votre accès.',
    en: 'Your account has just been created. Click on forgot password to initialise your access.',
  },
  'success.verification_email_resent': {
    fr: 'Un nouvel e-mail de vérification vous a été envoyé.',
    en: 'A new verification email has been sent to you.',
  },
  'success.email_verified': {
    fr: 'Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.',
    en: 'Your email address has been verified. You can now log in.',
  },
  'success.information_recorded': {
    fr: 'Vos informations ont bien été enregistrées.',
    en: 'Your information has been recorded.',
  },
  'success.password_saved': {
    fr: 'Votre nouveau mot de passe a bien été enregistré.',
    en: 'Your new password has been saved.',
  },
  'success.message_sent': {
    fr: 'Votre message a bien été envoyé.',
    en: 'Your message has been sent.',
  },
  // spec §1: the selection committee replies within 72 hours.
  'success.first_registration_sent': {
    fr: 'Votre demande a bien été envoyée. Le comité de sélection vous répondra sous 72 heures.',
    en: 'Your request has been sent. The selection committee will reply within 72 hours.',
  },
  // spec §4 rebooking flow, 2: 'then a confirmation is shown'.
  'success.quote_change_requested': {
    fr: 'Votre demande de modification a été transmise à votre conseiller commercial, qui va mettre à jour votre devis.',
    en: 'Your change request has been sent to your sales representative, who will update your quote.',
  },
  'success.quote_validated': {
    fr: 'Votre devis est validé : votre participation est enregistrée.',
    en: 'Your quote is validated: your participation is registered.',
  },
  // spec §2 payment-confirmation/{statut}: success, pending transfer.
  'success.payment_received': {
    fr: 'Votre paiement a bien été reçu. Merci !',
    en: 'Your payment has been received. Thank you!',
  },
  'success.transfer_pending': {
    fr: 'Votre virement est en attente. Votre inscription sera validée à réception du justificatif de virement et du paiement.',
    en: 'Your bank transfer is pending. Your registration will be confirmed once we receive the proof of transfer and the payment.',
  },
  'success.transfer_canceled': {
    fr: 'Votre virement a été annulé. Vous pouvez régler votre acompte par carte.',
    en: 'Your bank transfer has been canceled. You can pay your installment by card.',
  },
} as const satisfies Record<string, MessageTexts>;

export type SuccessMessageKey = keyof typeof successMessages;
