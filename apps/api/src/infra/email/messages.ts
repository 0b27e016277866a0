// Every text of the API's emails, HTML and text parts alike (docs/i18n.md "Emails"; spec §1: French
// default and fallback): each message is defined here once, with its id and French default; the
// formatjs CLI extracts them into apps/api/lang/fr/email.json and the English texts live in
// apps/api/lang/en/email.json. ./templates.ts formats them with intl-messageformat.
import { defineMessages } from '@salon/domain';

export const emailMessages = defineMessages({
  greeting: { id: 'email.greeting', defaultMessage: 'Bonjour {firstname},' },
  greetingAnonymous: { id: 'email.greeting_anonymous', defaultMessage: 'Bonjour,' },
  closing: { id: 'email.closing', defaultMessage: 'Bien cordialement,\nL’équipe du salon' },
  closingTeam: { id: 'email.closing_team', defaultMessage: 'Le portail exposant' },
  /** The text part's action line: the button's label, then the link. */
  actionLine: { id: 'email.action_line', defaultMessage: '{label} : {url}' },
  choosePassword: { id: 'email.choose_password', defaultMessage: 'Choisir mon mot de passe' },

  verificationSubject: {
    id: 'email.verification.subject',
    defaultMessage: 'Vérifiez votre adresse e-mail',
  },
  verificationBody: {
    id: 'email.verification.body',
    defaultMessage:
      'Votre compte sur le portail du salon est créé. Pour l’activer, confirmez votre adresse e-mail. Ce lien est valable 48 heures.',
  },
  verificationAction: { id: 'email.verification.action', defaultMessage: 'Vérifier mon adresse' },

  resetSubject: { id: 'email.reset.subject', defaultMessage: 'Réinitialisez votre mot de passe' },
  resetBody: {
    id: 'email.reset.body',
    defaultMessage:
      'Vous avez demandé à réinitialiser votre mot de passe. Ce lien est valable une heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  },
  resetAction: { id: 'email.reset.action', defaultMessage: 'Choisir un nouveau mot de passe' },

  welcomeSubject: {
    id: 'email.welcome.subject',
    defaultMessage: 'Votre accès au portail exposant',
  },
  welcomeBody: {
    id: 'email.welcome.body',
    defaultMessage:
      'Votre compte sur le portail du salon est prêt. Choisissez votre mot de passe pour y accéder ; ce lien est valable 7 jours.',
  },

  ackSubject: {
    id: 'email.first_registration_ack.subject',
    defaultMessage: 'Nous avons bien reçu votre demande de participation',
  },
  ackBody: {
    id: 'email.first_registration_ack.body',
    defaultMessage:
      'Merci pour votre demande de première participation{hasCompany, select, yes { pour {company}} other {}}. Notre comité de sélection l’étudie et vous répond sous 72 heures.',
  },
  acceptedSubject: {
    id: 'email.first_registration_accepted.subject',
    defaultMessage: 'Votre demande de participation est acceptée',
  },
  acceptedBody: {
    id: 'email.first_registration_accepted.body',
    defaultMessage:
      'Bonne nouvelle : le comité de sélection a accepté votre demande. Votre compte exposant est créé ; choisissez votre mot de passe pour accéder au portail. Ce lien est valable 7 jours.',
  },
  declinedSubject: {
    id: 'email.first_registration_declined.subject',
    defaultMessage: 'Votre demande de participation',
  },
  declinedBody: {
    id: 'email.first_registration_declined.body',
    defaultMessage:
      'Nous vous remercions pour votre demande. Après examen, le comité de sélection ne peut pas y donner une suite favorable cette fois-ci.',
  },

  contactCopySubject: {
    id: 'email.contact_copy.subject',
    defaultMessage: 'Votre message : {subject}',
  },
  contactCopyBody: {
    id: 'email.contact_copy.body',
    defaultMessage:
      'Nous avons bien reçu votre message et vous répondrons rapidement. En voici une copie :',
  },
  contactTeamSubject: {
    id: 'email.contact_team.subject',
    defaultMessage: '[Portail] {subject} — {from}',
  },
  contactTeamBody: {
    id: 'email.contact_team.body',
    defaultMessage: 'Message de {from}{hasCompany, select, yes { ({company})} other {}} :',
  },

  quoteChangeSubject: {
    id: 'email.quote_change_request.subject',
    defaultMessage: '[Portail] Demande de modification de devis — {company} — {event}',
  },
  quoteChangeBody: {
    id: 'email.quote_change_request.body',
    defaultMessage: '{from} ({company}) demande une modification de son devis pour {event}.',
  },
  /** The lines of a change request (spec §5): the boxes ticked and the exhibitor's comment. */
  quoteChangeAsked: {
    id: 'email.quote_change_request.asked',
    defaultMessage: 'Modifications demandées : {changes}.',
  },
  quoteChangeComment: {
    id: 'email.quote_change_request.comment',
    defaultMessage: 'Commentaire : {comment}',
  },
  quoteChangeSurface: { id: 'email.quote_change_request.surface', defaultMessage: 'surface' },
  quoteChangeAngles: { id: 'email.quote_change_request.angles', defaultMessage: 'angles' },
  quoteChangeAccount: {
    id: 'email.quote_change_request.account',
    defaultMessage: 'société / facturation',
  },
  quoteRevisedSubject: {
    id: 'email.quote_revised.subject',
    defaultMessage: 'Votre devis modifié est disponible',
  },
  quoteRevisedBody: {
    id: 'email.quote_revised.body',
    defaultMessage:
      'Votre chargé de clientèle a modifié votre devis pour {event}. Consultez-le et validez-le sur le portail.',
  },
  quoteRevisedAction: { id: 'email.quote_revised.action', defaultMessage: 'Voir mon devis' },

  paymentReceivedSubject: { id: 'email.payment_received.subject', defaultMessage: 'Paiement reçu' },
  paymentReceivedBody: {
    id: 'email.payment_received.body',
    defaultMessage:
      'Nous avons bien reçu votre paiement de {amount} pour {event}. Votre facture {reference} est disponible sur le portail.',
  },
  paymentReceivedAction: { id: 'email.payment_received.action', defaultMessage: 'Mes factures' },

  transferSubject: {
    id: 'email.transfer_pending.subject',
    defaultMessage: 'Vos instructions de virement',
  },
  transferBody: {
    id: 'email.transfer_pending.body',
    defaultMessage:
      'Pour régler {amount} ({event}), effectuez un virement en indiquant la référence {reference}. Votre inscription sera validée à réception du virement.',
  },
  transferAccount: {
    id: 'email.transfer_pending.account',
    defaultMessage:
      'Titulaire : {holder}\nIBAN : {iban}\nBIC : {bic}\nMontant : {amount}\nRéférence : {reference}',
  },
  transferQr: {
    id: 'email.transfer_pending.qr',
    defaultMessage:
      'Vous pouvez aussi scanner ce QR code avec l’application de votre banque : il remplit le virement pour vous (bénéficiaire, IBAN, montant et référence).',
  },
  transferQrAlt: {
    id: 'email.transfer_pending.qr_alt',
    defaultMessage: 'QR code pour payer {amount} par virement, référence {reference}',
  },

  ticketingSubject: {
    id: 'email.ticketing_confirmation.subject',
    defaultMessage: 'Confirmez votre inscription : {event}',
  },
  ticketingBody: {
    id: 'email.ticketing_confirmation.body',
    defaultMessage:
      '{company} vous invite au {event}. Pour recevoir votre badge, confirmez votre inscription : ce lien est valable 48 heures et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : aucun badge ne sera créé.',
  },
  ticketingAction: {
    id: 'email.ticketing_confirmation.action',
    defaultMessage: 'Confirmer mon inscription',
  },

  // The subjects of the contact form (spec §2 contact), as the team and the sender read them.
  subjectCommercial: {
    id: 'email.contact_subject.commercial',
    defaultMessage: 'Demande commerciale',
  },
  subjectExhibitorAccount: {
    id: 'email.contact_subject.exhibitor_account',
    defaultMessage: 'Demande liée à mon compte exposant',
  },
  subjectBilling: { id: 'email.contact_subject.billing', defaultMessage: 'Facturation' },
  subjectBooth: { id: 'email.contact_subject.booth', defaultMessage: 'Gestion du stand' },
  subjectBadges: { id: 'email.contact_subject.badges', defaultMessage: 'Badges et invitations' },
  subjectOther: { id: 'email.contact_subject.other', defaultMessage: 'Autre' },
});

export type EmailMessageId = (typeof emailMessages)[keyof typeof emailMessages]['id'];

/** The contact form's subjects (spec §2 contact) to their message. */
export const contactSubjectMessages: Readonly<Record<string, EmailMessageId>> = {
  commercial: emailMessages.subjectCommercial.id,
  exhibitor_account: emailMessages.subjectExhibitorAccount.id,
  billing: emailMessages.subjectBilling.id,
  booth: emailMessages.subjectBooth.id,
  badges: emailMessages.subjectBadges.id,
  other: emailMessages.subjectOther.id,
};
