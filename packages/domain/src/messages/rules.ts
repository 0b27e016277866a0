// Messages of the business rules (./rules): displayed statuses (spec §4), installments and their
// states (spec §9), the exhibitor's next action (DESIGN.md principle 1), feature locks (spec §4,
// §6) and the online-payment blackout notice (spec §1, §9). French is default and fallback.
// ICU MessageFormat, simple arguments only: `{date}`, `{start}` and `{end}` take dates the caller
// has already formatted in the reader's language.
import type { MessageTexts } from './types';

export const ruleMessages = {
  // --- Displayed statuses (spec §4), one per id of rules/status.ts ---------------------------
  'status.quote_to_validate': { fr: 'Devis à valider', en: 'Quote to be validated' },
  'status.quote_being_modified': {
    fr: 'Devis en cours de modification',
    en: 'Quote being modified',
  },
  'status.quote_modified': { fr: 'Devis modifié', en: 'Modified quote' },
  'status.registered': { fr: 'Participation enregistrée', en: 'Registered participation' },
  'status.confirmed': { fr: 'Participation confirmée', en: 'Participation confirmed' },
  'status.pending_payment': { fr: 'En attente de paiement', en: 'Pending payment' },
  'status.first_installment_paid': { fr: '1er acompte versé', en: '1st installment paid' },
  'status.second_installment_paid': { fr: '2e acompte versé', en: '2nd installment paid' },
  'status.paid': { fr: 'Payé', en: 'Paid' },
  'status.canceled': { fr: 'Annulé', en: 'Canceled' },
  'status.pending_transfer': { fr: 'Virement en attente', en: 'Pending transfer' },

  // --- Installments (spec §9) and their states (rules/schedule.ts) ---------------------------
  'installment.acompte1': { fr: '1er acompte', en: '1st installment' },
  'installment.acompte2': { fr: '2e acompte', en: '2nd installment' },
  'installment.solde': { fr: 'Solde', en: 'Balance' },
  'payment.paid': { fr: 'Payé', en: 'Paid' },
  'payment.pending_transfer': { fr: 'Virement en attente', en: 'Transfer pending' },
  'payment.due': { fr: 'À régler', en: 'Due' },
  'payment.overdue': { fr: 'En retard', en: 'Overdue' },

  // --- Next action of an exhibitor (DESIGN.md principle 1, rules/nextAction.ts) --------------
  'action.validate_quote': { fr: 'Validez votre devis', en: 'Validate your quote' },
  'action.validate_quote_before': {
    fr: 'Validez votre devis avant le {date}',
    en: 'Validate your quote before {date}',
  },
  'action.validate_modified_quote': {
    fr: 'Validez votre devis modifié',
    en: 'Validate your modified quote',
  },
  'action.validate_modified_quote_before': {
    fr: 'Validez votre devis modifié avant le {date}',
    en: 'Validate your modified quote before {date}',
  },
  'action.wait_quote_revision': {
    fr: 'Votre conseiller commercial met à jour votre devis',
    en: 'Your sales representative is updating your quote',
  },
  'action.pay_first_installment': {
    fr: 'Réglez votre 1er acompte',
    en: 'Pay your 1st installment',
  },
  'action.pay_second_installment': {
    fr: 'Réglez votre 2e acompte',
    en: 'Pay your 2nd installment',
  },
  'action.pay_balance': { fr: 'Réglez le solde', en: 'Pay the balance' },
  'action.pay_first_installment_before': {
    fr: 'Réglez votre 1er acompte avant le {date}',
    en: 'Pay your 1st installment before {date}',
  },
  'action.pay_second_installment_before': {
    fr: 'Réglez votre 2e acompte avant le {date}',
    en: 'Pay your 2nd installment before {date}',
  },
  'action.pay_balance_before': {
    fr: 'Réglez le solde avant le {date}',
    en: 'Pay the balance before {date}',
  },
  'action.pay_first_installment_overdue': {
    fr: 'Votre 1er acompte était à régler avant le {date} : réglez-le dès maintenant',
    en: 'Your 1st installment was due by {date}: please pay it now',
  },
  'action.pay_second_installment_overdue': {
    fr: 'Votre 2e acompte était à régler avant le {date} : réglez-le dès maintenant',
    en: 'Your 2nd installment was due by {date}: please pay it now',
  },
  'action.pay_balance_overdue': {
    fr: 'Le solde était à régler avant le {date} : réglez-le dès maintenant',
    en: 'The balance was due by {date}: please pay it now',
  },
  'action.transfer_pending': {
    fr: 'Votre virement est attendu : votre inscription sera validée à sa réception',
    en: 'Your bank transfer is awaited: your registration will be confirmed on receipt',
  },
  'action.all_paid': {
    fr: 'Votre participation est soldée. À bientôt sur le salon !',
    en: 'Your participation is fully paid. See you at the show!',
  },

  // --- Features locked until the 1st installment is paid (spec §4, §6) -----------------------
  'feature.floor_plan': { fr: 'Plan du salon', en: 'Floor plan' },
  'feature.booth_management': { fr: 'Gestion du stand', en: 'Booth management' },
  'feature.badges': { fr: 'Badges', en: 'Badges' },
  'feature.buyer_invitations': { fr: 'Invitations acheteurs', en: 'Buyer invitations' },
  'feature.locked': {
    fr: 'Disponible dès le paiement de votre 1er acompte',
    en: 'Available once your 1st installment is paid',
  },

  // --- Online-payment blackout (spec §1, §9) --------------------------------------------------
  'notice.payment_blackout': {
    fr: 'Les paiements en ligne sont indisponibles du {start} au {end}.',
    en: 'Online payments are unavailable from {start} to {end}.',
  },
} as const satisfies Record<string, MessageTexts>;

export type RuleMessageKey = keyof typeof ruleMessages;
