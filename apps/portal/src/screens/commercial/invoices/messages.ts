// The texts of pro/invoices (spec §2): French is the source, English in lang/en/invoices.json.
import { defineMessage, defineMessages } from 'react-intl';

export const invoicesMessages = defineMessages({
  title: { id: 'invoices.title', defaultMessage: 'Mes factures' },
  lead: {
    id: 'invoices.lead',
    defaultMessage:
      'Vos échéances à régler, celles en retard, et l’historique de vos factures payées, à télécharger en PDF.',
  },
  loading: { id: 'invoices.loading', defaultMessage: 'Chargement de vos factures…' },
  failed: { id: 'invoices.failed', defaultMessage: 'Vos factures n’ont pas pu se charger' },
  retry: { id: 'invoices.retry', defaultMessage: 'Réessayer' },
  due: { id: 'invoices.due', defaultMessage: 'Soldes à régler' },
  overdue: { id: 'invoices.overdue', defaultMessage: 'Soldes en retard' },
  paid: { id: 'invoices.paid', defaultMessage: 'Historique des factures payées' },
  dueEmpty: { id: 'invoices.due_empty', defaultMessage: 'Aucune échéance à régler.' },
  overdueEmpty: { id: 'invoices.overdue_empty', defaultMessage: 'Aucune échéance en retard.' },
  paidEmpty: {
    id: 'invoices.paid_empty',
    defaultMessage: 'Aucune facture pour le moment : chaque échéance payée en donne une.',
  },
  stand: { id: 'invoices.stand', defaultMessage: 'Stand' },
  down_payment: { id: 'invoices.document.down_payment', defaultMessage: 'Facture d’acompte' },
  final: { id: 'invoices.document.final', defaultMessage: 'Facture de solde' },
  credit_note: { id: 'invoices.document.credit_note', defaultMessage: 'Avoir' },
  options: { id: 'invoices.options', defaultMessage: 'Options' },
  awaited: { id: 'invoices.awaited', defaultMessage: 'Virement en attente' },
  processing: { id: 'invoices.processing', defaultMessage: 'Paiement en cours' },
  pay: { id: 'invoices.pay', defaultMessage: 'Payer' },
  payDialog: { id: 'invoices.pay_dialog', defaultMessage: 'Régler une échéance' },
  earlierYears: {
    id: 'invoices.earlier_years',
    defaultMessage: 'Afficher les années précédentes',
  },
  earlierFailed: {
    id: 'invoices.earlier_failed',
    defaultMessage: 'Les factures plus anciennes n’ont pas pu se charger.',
  },
  allLoaded: { id: 'invoices.all_loaded', defaultMessage: 'Toutes vos factures sont affichées.' },
  downloadFailed: {
    id: 'invoices.download_failed',
    defaultMessage: 'La facture n’a pas pu être téléchargée. Veuillez réessayer.',
  },
});

export const invoicesTemplates = {
  /** Announced when an older page is shown (docs/api.md "Paging"). */
  earlierLoaded: defineMessage<{ count: number }>({
    id: 'invoices.earlier_loaded',
    defaultMessage:
      '{count, plural, =0 {Aucune facture plus ancienne.} one {# facture plus ancienne affichée.} other {# factures plus anciennes affichées.}}',
  }),
  /** The pay button's context for screen readers: which installment of which show. */
  payContext: defineMessage<{ installment: string; event: string }>({
    id: 'invoices.pay_context',
    defaultMessage: '{installment}, {event}',
  }),
};
