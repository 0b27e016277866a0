import { defineMessage, defineMessages } from '../../i18n/messages';

/**
 * Field names of the quote and of the payment schedule (spec §3): library-owned catalog messages
 * (docs/i18n.md "The ui's texts"), each replaceable through the component's `labels` prop.
 */
export const quoteMessages = /* @__PURE__ */ defineMessages({
  event: { id: 'ui.quote.event', defaultMessage: 'Événement' },
  brands: { id: 'ui.quote.brands', defaultMessage: 'Marque(s)' },
  stand: { id: 'ui.quote.stand', defaultMessage: 'Stand' },
  status: { id: 'ui.quote.status', defaultMessage: 'Statut' },
  surface: { id: 'ui.quote.surface', defaultMessage: 'Surface' },
  corners: { id: 'ui.quote.corners', defaultMessage: 'Angles' },
  boothNumber: { id: 'ui.quote.booth_number', defaultMessage: 'Numéro de stand' },
  billingAddress: { id: 'ui.quote.billing_address', defaultMessage: 'Adresse de facturation' },
  file: { id: 'ui.quote.file', defaultMessage: 'Devis' },
  fileManager: { id: 'ui.quote.file_manager', defaultMessage: 'Responsable du dossier' },
  billingManager: { id: 'ui.quote.billing_manager', defaultMessage: 'Responsable facturation' },
  standManager: { id: 'ui.quote.stand_manager', defaultMessage: 'Responsable du stand' },
  subtotalExcludingVat: { id: 'ui.quote.subtotal_excluding_vat', defaultMessage: 'Sous-total HT' },
  discount: { id: 'ui.quote.discount', defaultMessage: 'Remise' },
  totalExcludingVat: { id: 'ui.quote.total_excluding_vat', defaultMessage: 'Total HT' },
  vat: { id: 'ui.quote.vat', defaultMessage: 'TVA' },
  total: { id: 'ui.quote.total', defaultMessage: 'Total TTC' },
  paymentMethod: { id: 'ui.quote.payment_method', defaultMessage: 'Mode de paiement' },
  messageToSalesAdvisor: {
    id: 'ui.quote.message_to_sales_advisor',
    defaultMessage: 'Message au conseiller commercial',
  },
  details: { id: 'ui.quote.details', defaultMessage: 'Votre stand' },
  contacts: { id: 'ui.quote.contacts', defaultMessage: 'Vos interlocuteurs' },
  amounts: { id: 'ui.quote.amounts', defaultMessage: 'Montants' },
  notProvided: { id: 'ui.quote.not_provided', defaultMessage: 'Non renseigné' },
  lines: { id: 'ui.quote.lines', defaultMessage: 'Détail du devis' },
  lineDescription: { id: 'ui.quote.line_description', defaultMessage: 'Désignation' },
  lineQuantity: { id: 'ui.quote.line_quantity', defaultMessage: 'Quantité' },
  lineUnitPrice: { id: 'ui.quote.line_unit_price', defaultMessage: 'Prix unitaire HT' },
  lineTotal: { id: 'ui.quote.line_total', defaultMessage: 'Montant HT' },
  scheduleCaption: { id: 'ui.quote.schedule_caption', defaultMessage: 'Échéancier de paiement' },
  installment: { id: 'ui.quote.installment', defaultMessage: 'Échéance' },
  percentage: { id: 'ui.quote.percentage', defaultMessage: 'Part' },
  amount: { id: 'ui.quote.amount', defaultMessage: 'Montant TTC' },
  deadline: { id: 'ui.quote.deadline', defaultMessage: 'Date limite' },
  atSignature: { id: 'ui.quote.at_signature', defaultMessage: 'À la signature' },
  state: { id: 'ui.quote.state', defaultMessage: 'État' },
  firstInstallment: { id: 'ui.quote.first_installment', defaultMessage: '1er acompte' },
  secondInstallment: { id: 'ui.quote.second_installment', defaultMessage: '2e acompte' },
  balance: { id: 'ui.quote.balance', defaultMessage: 'Solde' },
  paid: { id: 'ui.quote.paid', defaultMessage: 'Payé' },
  due: { id: 'ui.quote.due', defaultMessage: 'À régler' },
  overdue: { id: 'ui.quote.overdue', defaultMessage: 'En retard' },
});

/** The surface's value and unit: its `{value}` is the formatted number. */
export const surfaceValueMessage = /* @__PURE__ */ defineMessage({
  id: 'ui.quote.surface_value',
  defaultMessage: '{value} m²',
});

export type QuoteTextKey = keyof typeof quoteMessages | 'surfaceValue';
export type QuoteTexts = Record<QuoteTextKey, string>;
