import type { UiLocale } from '../../i18n/messages';

/** Column names and invoice kinds (spec §2, §3): library-owned, replaceable with `labels`. */
const fr = {
  event: 'Événement',
  service: 'Prestation',
  amount: 'Montant TTC',
  date: 'Date',
  dueDate: 'Échéance',
  reference: 'Référence',
  kind: 'Type',
  actions: 'Actions',
  firstInstallment: '1er acompte',
  secondInstallment: '2e acompte',
  balance: 'Solde',
} as const;

export type InvoiceTextKey = keyof typeof fr;
export type InvoiceTexts = Record<InvoiceTextKey, string>;

const en: InvoiceTexts = {
  event: 'Event',
  service: 'Service',
  amount: 'Amount incl. VAT',
  date: 'Date',
  dueDate: 'Due date',
  reference: 'Reference',
  kind: 'Kind',
  actions: 'Actions',
  firstInstallment: '1st installment',
  secondInstallment: '2nd installment',
  balance: 'Balance',
};

export const invoiceTexts: Record<UiLocale, InvoiceTexts> = { fr, en };
