// The displayed statuses of spec §4 ('Displayed statuses') and their labels. The ids are the ones
// the ui library's status badge takes; the stage table (./stages.ts) says which a stage shows.
import type { RuleMessageKey } from '../messages/catalogs';

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

/** The label of each displayed status. */
export const displayedStatusMessageKeys: Readonly<Record<DisplayedStatus, RuleMessageKey>> = {
  quoteToValidate: 'status.quote_to_validate',
  quoteBeingModified: 'status.quote_being_modified',
  quoteModified: 'status.quote_modified',
  registered: 'status.registered',
  confirmed: 'status.confirmed',
  pendingPayment: 'status.pending_payment',
  firstInstallmentPaid: 'status.first_installment_paid',
  secondInstallmentPaid: 'status.second_installment_paid',
  paid: 'status.paid',
  canceled: 'status.canceled',
  pendingTransfer: 'status.pending_transfer',
};
