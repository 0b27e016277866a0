import type { UiLocale } from '../../i18n/messages';

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

/** Default labels, library-owned texts in both languages (override with the badge's `label`). */
export const statusLabels: Record<UiLocale, Record<DisplayedStatus, string>> = {
  fr: {
    quoteToValidate: 'Devis à valider',
    quoteBeingModified: 'Devis en cours de modification',
    quoteModified: 'Devis modifié',
    registered: 'Participation enregistrée',
    confirmed: 'Participation confirmée',
    pendingPayment: 'En attente de paiement',
    firstInstallmentPaid: '1er acompte payé',
    secondInstallmentPaid: '2e acompte payé',
    paid: 'Payé',
    canceled: 'Annulé',
    pendingTransfer: 'Virement en attente',
  },
  en: {
    quoteToValidate: 'Quote to be validated',
    quoteBeingModified: 'Quote being modified',
    quoteModified: 'Modified quote',
    registered: 'Registered participation',
    confirmed: 'Participation confirmed',
    pendingPayment: 'Pending payment',
    firstInstallmentPaid: '1st installment paid',
    secondInstallmentPaid: '2nd installment paid',
    paid: 'Paid',
    canceled: 'Canceled',
    pendingTransfer: 'Pending transfer',
  },
};
