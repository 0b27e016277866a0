import { defineMessages } from '../../i18n/messages';

/**
 * Column names and invoice kinds (spec §2, §3): library-owned catalog messages (docs/i18n.md "The
 * ui's texts"), replaceable with `labels`.
 */
export const invoiceMessages = /* @__PURE__ */ defineMessages({
  event: { id: 'ui.invoice.event', defaultMessage: 'Événement' },
  service: { id: 'ui.invoice.service', defaultMessage: 'Prestation' },
  stand: { id: 'ui.invoice.stand', defaultMessage: 'Stand' },
  standUnallocated: { id: 'ui.invoice.stand_unallocated', defaultMessage: 'À attribuer' },
  amount: { id: 'ui.invoice.amount', defaultMessage: 'Montant TTC' },
  date: { id: 'ui.invoice.date', defaultMessage: 'Date' },
  dueDate: { id: 'ui.invoice.due_date', defaultMessage: 'Échéance' },
  reference: { id: 'ui.invoice.reference', defaultMessage: 'Référence' },
  kind: { id: 'ui.invoice.kind', defaultMessage: 'Type' },
  actions: { id: 'ui.invoice.actions', defaultMessage: 'Actions' },
  firstInstallment: { id: 'ui.invoice.first_installment', defaultMessage: '1er acompte' },
  secondInstallment: { id: 'ui.invoice.second_installment', defaultMessage: '2e acompte' },
  balance: { id: 'ui.invoice.balance', defaultMessage: 'Solde' },
});

export type InvoiceTextKey = keyof typeof invoiceMessages;
export type InvoiceTexts = Record<InvoiceTextKey, string>;
