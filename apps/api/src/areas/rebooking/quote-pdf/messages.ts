// The texts of the quote's PDF that only the PDF shows (docs/quotes.md "The PDF"; docs/i18n.md
// "Where the catalogs live"): each defined here once with its id and French default; the formatjs
// CLI extracts them into apps/api/lang/fr/quote_pdf.json and the English texts live in
// apps/api/lang/en/quote_pdf.json. What the portal shows too (the amounts' rows, the stand, the
// installments, the VAT mentions) comes from the domain's catalogs.
import { createTranslator, defineMessages } from '@salon/domain';
import en from '../../../../lang/en/quote_pdf.json' with { type: 'json' };
import fr from '../../../../lang/fr/quote_pdf.json' with { type: 'json' };

export const quotePdfMessages = defineMessages({
  title: { id: 'quote_pdf.title', defaultMessage: 'Devis' },
  reference: { id: 'quote_pdf.reference', defaultMessage: 'Devis n° {reference}' },
  issuedOn: { id: 'quote_pdf.issued_on', defaultMessage: 'Établi le {date}' },
  validUntil: {
    id: 'quote_pdf.valid_until',
    defaultMessage:
      'Valable jusqu’au {date} inclus{hasDiscount, select, yes {, dernier jour de la remise comptée} other {}}. Au-delà, les montants sont calculés à nouveau avec les remises alors en vigueur.',
  },
  signedOn: {
    id: 'quote_pdf.signed_on',
    defaultMessage: 'Devis validé le {date} : ses montants et ses remises sont ceux de ce jour.',
  },
  seller: { id: 'quote_pdf.seller', defaultMessage: 'Organisateur' },
  buyer: { id: 'quote_pdf.buyer', defaultMessage: 'Exposant' },
  legalIds: { id: 'quote_pdf.legal_ids', defaultMessage: 'SIREN {siren} · SIRET {siret}' },
  vatNumber: {
    id: 'quote_pdf.vat_number',
    defaultMessage: 'N° de TVA intracommunautaire : {number}',
  },
  registration: { id: 'quote_pdf.registration', defaultMessage: 'Votre participation' },
  event: {
    id: 'quote_pdf.event',
    defaultMessage: '{event}, du {start} au {end}{hasVenue, select, yes {, {venue}} other {}}',
  },
  brands: { id: 'quote_pdf.brands', defaultMessage: 'Marque(s) : {brands}' },
  lines: { id: 'quote_pdf.lines', defaultMessage: 'Détail du devis' },
  description: { id: 'quote_pdf.description', defaultMessage: 'Désignation' },
  quantity: { id: 'quote_pdf.quantity', defaultMessage: 'Quantité' },
  unitPrice: { id: 'quote_pdf.unit_price', defaultMessage: 'Prix unitaire HT' },
  lineTotal: { id: 'quote_pdf.line_total', defaultMessage: 'Montant HT' },
  amounts: { id: 'quote_pdf.amounts', defaultMessage: 'Montants' },
  discounts: { id: 'quote_pdf.discounts', defaultMessage: 'Remises et conditions' },
  rebookingCondition: {
    id: 'quote_pdf.rebooking_condition',
    defaultMessage:
      'Remise de réinscription : {percent, number} % du sous-total HT, réservée aux exposants qui se réinscrivent{hasDate, select, yes {, si le devis est validé au plus tard le {date}} other {}}.',
  },
  earlyBookingCondition: {
    id: 'quote_pdf.early_booking_condition',
    defaultMessage:
      'Remise early booking : {percent, number} % du sous-total HT si le devis est validé au plus tard le {date}{counted, select, yes { (comptée dans ce devis)} other {}}.',
  },
  salesCondition: {
    id: 'quote_pdf.sales_condition',
    defaultMessage:
      'Remise commerciale : {percent, number} % du sous-total HT, accordée par votre conseiller commercial.',
  },
  noDiscount: {
    id: 'quote_pdf.no_discount',
    defaultMessage: 'Ce devis ne compte aucune remise.',
  },
  schedule: { id: 'quote_pdf.schedule', defaultMessage: 'Échéancier de paiement' },
  installment: { id: 'quote_pdf.installment', defaultMessage: 'Échéance' },
  share: { id: 'quote_pdf.share', defaultMessage: 'Part' },
  amountTtc: { id: 'quote_pdf.amount_ttc', defaultMessage: 'Montant TTC' },
  deadline: { id: 'quote_pdf.deadline', defaultMessage: 'Date limite' },
  firstInstallmentTerm: {
    id: 'quote_pdf.first_installment_term',
    defaultMessage:
      'Le 1er acompte est dû à la signature : il se règle dans les {days} jours qui suivent la validation du devis.',
  },
  terms: { id: 'quote_pdf.terms', defaultMessage: 'Ce que vous acceptez en validant ce devis' },
  termsIntro: {
    id: 'quote_pdf.terms_intro',
    defaultMessage:
      'Vous validez ce devis sur le portail exposant. En le validant, vous acceptez les documents suivants, publiés sur le site du salon :',
  },
  termsOfParticipation: {
    id: 'quote_pdf.terms_of_participation',
    defaultMessage: 'les conditions de participation',
  },
  generalRules: {
    id: 'quote_pdf.general_rules',
    defaultMessage: 'le règlement général des manifestations',
  },
  privacy: {
    id: 'quote_pdf.privacy',
    defaultMessage: 'la politique de données personnelles',
  },
  fileName: { id: 'quote_pdf.file_name', defaultMessage: 'devis-{reference}' },
});

export type QuotePdfMessageId = (typeof quotePdfMessages)[keyof typeof quotePdfMessages]['id'];

/** Formats a text of the quote's PDF in French or English (French the fallback, spec §1). */
export const translatePdf = createTranslator<QuotePdfMessageId>({ fr, en });
