// Every text of the invoices and credit notes, PDF and XML alike (docs/i18n.md "Where the catalogs
// live"; spec §1: French default and fallback): each message is defined here once, with its id and
// French default; the formatjs CLI extracts them into apps/api/lang/fr/invoice.json and the English
// texts live in apps/api/lang/en/invoice.json. The VAT mentions are the domain's (`vat.*`).
import { createTranslator, defineMessages, translate as translateDomain } from '@salon/domain';
import type { Language, MessageKey, MessageValues } from '@salon/domain';
import en from '../../../lang/en/invoice.json' with { type: 'json' };
import fr from '../../../lang/fr/invoice.json' with { type: 'json' };

export const invoiceMessages = defineMessages({
  downPayment: { id: 'invoice.title.down_payment', defaultMessage: 'Facture d’acompte' },
  final: { id: 'invoice.title.final', defaultMessage: 'Facture de solde' },
  creditNote: { id: 'invoice.title.credit_note', defaultMessage: 'Avoir' },
  heading: { id: 'invoice.heading', defaultMessage: '{title} n° {number}' },
  issueDate: { id: 'invoice.issue_date', defaultMessage: 'Date d’émission : {date}' },
  seller: { id: 'invoice.seller', defaultMessage: 'Vendeur' },
  buyer: { id: 'invoice.buyer', defaultMessage: 'Client' },
  sirenSiret: { id: 'invoice.siren_siret', defaultMessage: 'SIREN {siren} · SIRET {siret}' },
  siren: { id: 'invoice.siren', defaultMessage: 'SIREN {siren}' },
  vatNumber: { id: 'invoice.vat_number', defaultMessage: 'N° de TVA intracommunautaire {number}' },
  legal: {
    id: 'invoice.legal',
    defaultMessage: '{legalForm} au capital de {capital} · {rcs}',
  },
  nature: {
    id: 'invoice.nature',
    defaultMessage:
      'Nature de l’opération : prestations de services, participation à {event}{hasStand, select, yes { (stand {stand})} other {}}, à partir du {date}',
  },
  description: { id: 'invoice.column.description', defaultMessage: 'Désignation' },
  quantity: { id: 'invoice.column.quantity', defaultMessage: 'Qté' },
  unitPrice: { id: 'invoice.column.unit_price', defaultMessage: 'Prix unitaire HT' },
  vatRate: { id: 'invoice.column.vat_rate', defaultMessage: 'TVA' },
  lineTotal: { id: 'invoice.column.total', defaultMessage: 'Total HT' },
  downPaymentLine: {
    id: 'invoice.line.down_payment',
    defaultMessage:
      '{installment} de {percent, number} % sur la participation à {event}{hasStand, select, yes {, stand {stand}} other {}}',
  },
  creditLine: {
    id: 'invoice.line.credit',
    defaultMessage: 'Avoir sur la facture {number} : {reason}',
  },
  rebookingDiscount: {
    id: 'invoice.allowance.rebooking',
    defaultMessage: 'Remise de réinscription ({percent, number} %)',
  },
  earlyBookingDiscount: {
    id: 'invoice.allowance.early_booking',
    defaultMessage: 'Remise de réservation anticipée ({percent, number} %)',
  },
  globalDiscount: {
    id: 'invoice.allowance.global',
    defaultMessage: 'Remise commerciale ({percent, number} %)',
  },
  totalLines: { id: 'invoice.total.lines', defaultMessage: 'Total HT des lignes' },
  totalHt: { id: 'invoice.total.ht', defaultMessage: 'Total HT' },
  totalVat: { id: 'invoice.total.vat', defaultMessage: 'TVA {percent, number} %' },
  totalTtc: { id: 'invoice.total.ttc', defaultMessage: 'Total TTC' },
  prepaid: {
    id: 'invoice.total.prepaid',
    defaultMessage: 'Acompte déjà facturé : facture {number} du {date}',
  },
  duePayable: { id: 'invoice.total.due', defaultMessage: 'Reste à payer' },
  refund: { id: 'invoice.total.refund', defaultMessage: 'Montant à rembourser' },
  credited: {
    id: 'invoice.credited',
    defaultMessage: 'Avoir sur la facture {number} du {date}. Motif : {reason}',
  },
  dueDate: { id: 'invoice.payment.due_date', defaultMessage: 'Date d’échéance : {date}' },
  terms: {
    id: 'invoice.payment.terms',
    defaultMessage:
      'Conditions de paiement : à régler au plus tard à l’échéance, par carte bancaire ou par virement.',
  },
  refundTerms: {
    id: 'invoice.payment.refund_terms',
    defaultMessage: 'Remboursement par virement sur le compte du client.',
  },
  paid: {
    id: 'invoice.payment.paid',
    defaultMessage:
      'Payée le {date} {method, select, card {par carte bancaire} transfer {par virement} other {}}.',
  },
  penalty: {
    id: 'invoice.payment.penalty',
    defaultMessage:
      'Pénalités de retard : {rate, number} % par an, exigibles dès le lendemain de l’échéance.',
  },
  recoveryFee: {
    id: 'invoice.payment.recovery_fee',
    defaultMessage:
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : {fee}.',
  },
  noDiscount: {
    id: 'invoice.payment.no_discount',
    defaultMessage: 'Pas d’escompte pour paiement anticipé.',
  },
  vatOnDebits: {
    id: 'invoice.vat_on_debits',
    defaultMessage: 'Option pour le paiement de la taxe d’après les débits',
  },
  facturX: {
    id: 'invoice.facturx',
    defaultMessage:
      'Facture électronique Factur-X (EN 16931) : ce PDF contient ses données structurées (factur-x.xml).',
  },
});

type InvoiceMessageId = (typeof invoiceMessages)[keyof typeof invoiceMessages]['id'];

const translateInvoice = createTranslator<InvoiceMessageId>({ fr, en });

/** A text of the invoices in `lang`: the namespace `invoice`, or the domain's (`vat.*`). */
export function invoiceText(
  message: { id: InvoiceMessageId } | MessageKey,
  lang: Language,
  values?: MessageValues,
): string {
  return typeof message === 'string'
    ? translateDomain(message, lang, values)
    : translateInvoice(message.id, lang, values);
}
