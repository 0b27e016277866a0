import { defineMessages } from '../../i18n/messages';

/**
 * The displayed statuses of spec §4, as English ids. The portal maps the domain's stage (etape)
 * to one of these; the library never reads the domain.
 */
export const displayedStatuses = [
  'quoteToValidate',
  'quoteBeingModified',
  'quoteModified',
  'registered',
  'confirmed',
  'pendingPayment',
  'firstInstallmentPaid',
  'secondInstallmentPaid',
  'paid',
  'canceled',
  'pendingTransfer',
] as const;

export type DisplayedStatus = (typeof displayedStatuses)[number];

export type StatusTone =
  'warning' | 'info' | 'neutral' | 'positive' | 'positiveStrong' | 'criticalMuted';

/** docs/design.md "Status tones" (spec §4). */
export const statusTone: Record<DisplayedStatus, StatusTone> = {
  quoteToValidate: 'warning', // action expected from the exhibitor
  quoteBeingModified: 'info',
  quoteModified: 'info',
  registered: 'neutral',
  pendingPayment: 'neutral',
  confirmed: 'positive',
  firstInstallmentPaid: 'positive',
  secondInstallmentPaid: 'positive',
  paid: 'positiveStrong',
  canceled: 'criticalMuted',
  pendingTransfer: 'info',
};

/**
 * Default labels (spec §4 "Displayed statuses"), library-owned catalog messages worded as the
 * domain's `status.*` messages (docs/i18n.md "One wording per term"); override with the badge's
 * `label`.
 */
export const statusMessages = /* @__PURE__ */ defineMessages({
  quoteToValidate: { id: 'ui.status.quote_to_validate', defaultMessage: 'Devis à valider' },
  quoteBeingModified: {
    id: 'ui.status.quote_being_modified',
    defaultMessage: 'Devis en cours de modification',
  },
  quoteModified: { id: 'ui.status.quote_modified', defaultMessage: 'Devis modifié' },
  registered: { id: 'ui.status.registered', defaultMessage: 'Participation enregistrée' },
  confirmed: { id: 'ui.status.confirmed', defaultMessage: 'Participation confirmée' },
  pendingPayment: { id: 'ui.status.pending_payment', defaultMessage: 'En attente de paiement' },
  firstInstallmentPaid: {
    id: 'ui.status.first_installment_paid',
    defaultMessage: '1er acompte payé',
  },
  secondInstallmentPaid: {
    id: 'ui.status.second_installment_paid',
    defaultMessage: '2e acompte payé',
  },
  paid: { id: 'ui.status.paid', defaultMessage: 'Payé' },
  canceled: { id: 'ui.status.canceled', defaultMessage: 'Annulé' },
  pendingTransfer: { id: 'ui.status.pending_transfer', defaultMessage: 'Virement en attente' },
}) satisfies Record<DisplayedStatus, unknown>;
