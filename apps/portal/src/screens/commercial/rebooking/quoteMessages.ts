// The texts of the rebooking flow's quote and what opens from it (spec §2 pro/rebooking/{etape?}):
// apart from ./messages.ts, the list's, so that they load with the quote's chunk (./parts.ts,
// docs/performance.md "Signed-in routes"). French is the source (docs/i18n.md).
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { rebookingMessages } from './messages';

/** Texts without arguments. */
const plainMessages = defineMessages({
  cardMethod: { id: 'rebooking.card_method', defaultMessage: 'Carte bancaire' },
  transferMethod: { id: 'rebooking.transfer_method', defaultMessage: 'Virement bancaire' },
  detailsButton: {
    id: 'rebooking.details_button',
    defaultMessage: 'Détails de l’inscription',
  },
  calendarButton: {
    id: 'rebooking.calendar_button',
    defaultMessage: 'Calendrier des échéances',
  },
  requestChange: { id: 'rebooking.request_change', defaultMessage: 'Demander une modification' },
  validateQuote: { id: 'rebooking.validate_quote', defaultMessage: 'Valider mon devis' },
  payInstallment: { id: 'rebooking.pay_installment', defaultMessage: 'Régler mon acompte' },
  pendingReviewTitle: {
    id: 'rebooking.pending_review_title',
    defaultMessage: 'Votre demande de modification est entre les mains de votre conseiller',
  },
  pendingReviewBody: {
    id: 'rebooking.pending_review_body',
    defaultMessage: 'Vous recevrez le devis modifié par e-mail. Vous pourrez alors le valider ici.',
  },
  refresh: { id: 'rebooking.refresh', defaultMessage: 'Voir si le devis modifié est arrivé' },
  modifiedQuoteNotice: {
    id: 'rebooking.modified_quote_notice',
    defaultMessage:
      'Votre conseiller a modifié le devis à votre demande : vérifiez-le, puis validez-le.',
  },
  staleNotice: {
    id: 'rebooking.stale_notice',
    defaultMessage:
      'Le devis a changé pendant que vous le consultiez : voici sa dernière version. Vérifiez-la avant de continuer.',
  },
  // The adjustment form (spec §2 'rebooking quote adjustment').
  adjustmentTitle: { id: 'rebooking.adjustment_title', defaultMessage: 'Modifier mon devis' },
  adjustmentIntro: {
    id: 'rebooking.adjustment_intro',
    defaultMessage:
      'Cochez ce que vous souhaitez changer, ou écrivez à votre conseiller : il vous enverra un devis modifié.',
  },
  adjustmentChoices: {
    id: 'rebooking.adjustment_choices',
    defaultMessage: 'Ce que je souhaite modifier',
  },
  changeSurface: { id: 'rebooking.change_surface', defaultMessage: 'La surface' },
  changeCorners: { id: 'rebooking.change_corners', defaultMessage: 'Le nombre d’angles' },
  changeAccount: { id: 'rebooking.change_account', defaultMessage: 'Le compte de facturation' },
  comment: {
    id: 'rebooking.comment',
    defaultMessage: 'Message à votre conseiller commercial',
  },
  commentHint: {
    id: 'rebooking.comment_hint',
    defaultMessage: 'Par exemple : « Nous souhaitons passer à 36 m² avec deux angles. »',
  },
  sendAdjustment: { id: 'rebooking.send_adjustment', defaultMessage: 'Envoyer ma demande' },
  cancel: { id: 'rebooking.cancel', defaultMessage: 'Annuler' },
  adjustmentSentTitle: {
    id: 'rebooking.adjustment_sent_title',
    defaultMessage: 'Demande de modification envoyée',
  },
  adjustmentSentBody: {
    id: 'rebooking.adjustment_sent_body',
    defaultMessage:
      'Votre conseiller commercial prépare un devis modifié. Il apparaîtra dans vos stands avec le statut « Devis modifié ».',
  },
  backToQuote: { id: 'rebooking.back_to_quote', defaultMessage: 'Revenir au devis' },
  // The validation (spec §2, §5).
  validationTitle: { id: 'rebooking.validation_title', defaultMessage: 'Valider mon devis' },
  paymentMethod: { id: 'rebooking.payment_method', defaultMessage: 'Mode de paiement' },
  confirmValidation: {
    id: 'rebooking.confirm_validation',
    defaultMessage: 'Je valide mon devis',
  },
  // The payment step.
  paymentTitle: { id: 'rebooking.payment_title', defaultMessage: 'Régler mon 1er acompte' },
  payOnInvoices: {
    id: 'rebooking.pay_on_invoices',
    defaultMessage: 'Régler sur la page Factures et paiements',
  },
  nothingToPay: {
    id: 'rebooking.nothing_to_pay',
    defaultMessage: 'Aucune échéance à régler pour cette inscription.',
  },
  // The modals of spec §2: deadlines calendar, opportunity details with timeline.
  calendarTitle: { id: 'rebooking.calendar_title', defaultMessage: 'Calendrier des échéances' },
  deadlineShow: { id: 'rebooking.deadline_show', defaultMessage: 'Ouverture du salon' },
  timelineLabel: {
    id: 'rebooking.timeline_label',
    defaultMessage: 'Étapes de votre inscription',
  },
  stepQuote: { id: 'rebooking.step_quote', defaultMessage: 'Devis reçu' },
  stepSigned: { id: 'rebooking.step_signed', defaultMessage: 'Devis validé' },
  stepFirst: { id: 'rebooking.step_first', defaultMessage: '1er acompte payé' },
  stepSecond: { id: 'rebooking.step_second', defaultMessage: '2e acompte payé' },
  stepPaid: { id: 'rebooking.step_paid', defaultMessage: 'Solde payé' },
  stepCanceled: { id: 'rebooking.step_canceled', defaultMessage: 'Inscription annulée' },
});

/** The list's texts and the quote's, typed so that every call passes their arguments. */
export const quoteMessages = {
  ...rebookingMessages,
  ...plainMessages,
  quoteHeading: defineMessage<{ event: string }>({
    id: 'rebooking.quote_heading',
    defaultMessage: 'Devis {event}',
  }),
  quotePdf: defineMessage<{ event: string }>({
    id: 'rebooking.quote_pdf',
    defaultMessage: 'Devis de {event} (PDF)',
  }),
  quoteFileName: defineMessage<{ event: string; version: number }>({
    id: 'rebooking.quote_file_name',
    defaultMessage: 'Devis {event} v{version}.pdf',
  }),
  quotePdfFailed: defineMessage({
    id: 'rebooking.quote_pdf_failed',
    defaultMessage: 'Le devis n’a pas pu être téléchargé. Réessayez dans un instant.',
  }),
  discountCounted: defineMessage<{
    kind: 'rebooking' | 'earlyBooking';
    percent: string;
    counted: string;
    hasDate: 'yes' | 'no';
    date: string;
  }>({
    id: 'rebooking.discount_counted',
    defaultMessage:
      '{kind, select, rebooking {Remise de réinscription} other {Remise early booking}} de {percent} : {counted} HT déjà déduits du total ci-dessus{hasDate, select, yes {, si vous validez votre devis au plus tard le {date}} other {}}.',
  }),
  discountToWin: defineMessage<{
    kind: 'rebooking' | 'earlyBooking';
    percent: string;
    extra: string;
    hasDate: 'yes' | 'no';
    date: string;
  }>({
    id: 'rebooking.discount_to_win',
    defaultMessage:
      '{kind, select, rebooking {Remise de réinscription} other {Remise early booking}} de {percent} : en validant votre devis{hasDate, select, yes { au plus tard le {date}} other {}}, {extra} HT de remise en plus du total ci-dessus.',
  }),
  validationIntro: defineMessage<{ total: string }>({
    id: 'rebooking.validation_intro',
    defaultMessage:
      'En validant ce devis de {total} TTC, vous signez votre demande de participation. Vous réglerez ensuite votre 1er acompte.',
  }),
  terms: defineMessage<{ terms: MessageTag; rules: MessageTag; privacy: MessageTag }>({
    id: 'rebooking.terms',
    defaultMessage:
      'J’accepte les <terms>conditions de participation</terms>, le <rules>règlement général des manifestations</rules> et la <privacy>politique de données personnelles</privacy>',
  }),
  nextInstallment: defineMessage<{
    installment: string;
    amount: string;
    hasDate: 'yes' | 'no';
    date: string;
  }>({
    id: 'rebooking.next_installment',
    defaultMessage:
      '{installment} : {amount} TTC{hasDate, select, yes {, avant le {date}} other {}}',
  }),
  calendarLabel: defineMessage<{ event: string }>({
    id: 'rebooking.calendar_label',
    defaultMessage: 'Échéances de {event}',
  }),
  deadlineRebooking: defineMessage<{ percent: string }>({
    id: 'rebooking.deadline_rebooking',
    defaultMessage: 'Fin de la remise de réinscription ({percent})',
  }),
  deadlineEarlyBooking: defineMessage<{ percent: string }>({
    id: 'rebooking.deadline_early_booking',
    defaultMessage: 'Remise early booking de {percent}',
  }),
  deadlineInstallment: defineMessage<{ installment: string; percent: string }>({
    id: 'rebooking.deadline_installment',
    defaultMessage: '{installment} ({percent})',
  }),
  deadlineFirstUnsigned: defineMessage<{ days: number }>({
    id: 'rebooking.deadline_first_unsigned',
    defaultMessage: 'À régler dans les {days} jours suivant la validation du devis',
  }),
  detailsTitle: defineMessage<{ event: string }>({
    id: 'rebooking.details_title',
    defaultMessage: 'Détails de l’inscription à {event}',
  }),
  requestedChanges: defineMessage<{ changes: string }>({
    id: 'rebooking.requested_changes',
    defaultMessage: 'Modifications demandées : {changes}',
  }),
  lastUpdate: defineMessage<{ date: string }>({
    id: 'rebooking.last_update',
    defaultMessage: 'Dernière mise à jour : {date}',
  }),
};

/** The payment methods' names: the validation form's choice, the quote's chosen method. */
export const methodMessages = {
  card: quoteMessages.cardMethod,
  transfer: quoteMessages.transferMethod,
} as const;
