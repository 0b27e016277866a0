// The CII XML of a document (UN/CEFACT Cross Industry Invoice D16B, Factur-X 1.07 profile
// EN 16931; docs/payments.md "The XML"): written from the same frozen document as its PDF, by a
// small typed builder rather than a library that would drop what it does not know. Element order
// follows the Factur-X EN 16931 XSD; the business rules are the EN 16931's for CII (tests check
// both). Category O (outside the scope of VAT) carries neither the seller's nor the buyer's VAT
// identifier (rule BR-O-02): the seller is identified by its SIREN (BT-30) and the PDF still
// prints its VAT number among its legal mentions.
import { escapeXml } from '../../infra/xml';
import type { DocumentBuyer, DocumentSeller, EDocument } from './document';
import { RECOVERY_FEE_CENTS } from './document';
import { invoiceMessages as m, invoiceText } from './messages';

const NAMESPACES = [
  'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
  'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"',
].join(' ');

/** An element, or nothing when its content is null (optional elements). */
const el = (name: string, content: string | null, attributes = ''): string =>
  content === null ? '' : `<${name}${attributes ? ` ${attributes}` : ''}>${content}</${name}>`;
const text = (name: string, value: string | null, attributes = '') =>
  el(name, value === null ? null : escapeXml(value), attributes);

/** Cents as a decimal with two places, exactly. */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
const decimal = (value: number) => String(Number(value.toFixed(4)));
const date102 = (day: string, type: 'udt' | 'qdt' = 'udt') =>
  `<${type}:DateTimeString format="102">${day.replaceAll('-', '')}</${type}:DateTimeString>`;

/** Whether the document carries VAT identifiers (not under category O, BR-O-02). */
const carriesVatIds = (document: EDocument) => document.vat.category !== 'O';

function address(party: DocumentSeller | DocumentBuyer): string {
  return el(
    'ram:PostalTradeAddress',
    text('ram:PostcodeCode', party.postalCode || null) +
      text('ram:LineOne', party.street || null) +
      text('ram:CityName', party.city || null) +
      text('ram:CountryID', party.country),
  );
}

const taxRegistration = (vatNumber: string | null) =>
  vatNumber ? el('ram:SpecifiedTaxRegistration', text('ram:ID', vatNumber, 'schemeID="VA"')) : '';

function sellerParty(document: EDocument): string {
  const { seller, language } = document;
  const legal = invoiceText(m.legal, language, {
    legalForm: seller.legalForm,
    capital: formatCapital(seller.shareCapital, language),
    rcs: seller.rcs,
  });
  return el(
    'ram:SellerTradeParty',
    text('ram:Name', seller.name) +
      text('ram:Description', legal) +
      el('ram:SpecifiedLegalOrganization', text('ram:ID', seller.siren, 'schemeID="0002"')) +
      address(seller) +
      (carriesVatIds(document) ? taxRegistration(seller.vatNumber) : ''),
  );
}

function buyerParty(document: EDocument): string {
  const { buyer } = document;
  const legal = buyer.siren
    ? el('ram:SpecifiedLegalOrganization', text('ram:ID', buyer.siren, 'schemeID="0002"'))
    : '';
  return el(
    'ram:BuyerTradeParty',
    text('ram:Name', buyer.name) +
      legal +
      address(buyer) +
      (carriesVatIds(document) ? taxRegistration(buyer.vatNumber) : ''),
  );
}

/** The capital as printed: euros without cents, in the document's language. */
export function formatCapital(euros: number, language: 'fr' | 'en'): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(euros);
}

/** The VAT rate, which a service outside the scope of VAT does not carry (BR-O-05, BR-O-06). */
const rateOf = (document: EDocument) =>
  document.vat.category === 'O'
    ? ''
    : text('ram:RateApplicablePercent', decimal(document.vat.percent));

function categoryTax(document: EDocument, tag: 'ram:ApplicableTradeTax' | 'ram:CategoryTradeTax') {
  return el(
    tag,
    text('ram:TypeCode', 'VAT') +
      text('ram:CategoryCode', document.vat.category) +
      rateOf(document),
  );
}

function lineItems(document: EDocument): string {
  return document.lines
    .map((line, index) =>
      el(
        'ram:IncludedSupplyChainTradeLineItem',
        el('ram:AssociatedDocumentLineDocument', text('ram:LineID', String(index + 1))) +
          el('ram:SpecifiedTradeProduct', text('ram:Name', line.description)) +
          el(
            'ram:SpecifiedLineTradeAgreement',
            el('ram:NetPriceProductTradePrice', text('ram:ChargeAmount', amount(line.unitPrice))),
          ) +
          el(
            'ram:SpecifiedLineTradeDelivery',
            text('ram:BilledQuantity', decimal(line.quantity), 'unitCode="C62"'),
          ) +
          el(
            'ram:SpecifiedLineTradeSettlement',
            categoryTax(document, 'ram:ApplicableTradeTax') +
              el(
                'ram:SpecifiedTradeSettlementLineMonetarySummation',
                text('ram:LineTotalAmount', amount(line.total)),
              ),
          ),
      ),
    )
    .join('');
}

/** The VAT breakdown (BG-23): one category per document. */
function vatBreakdown(document: EDocument): string {
  const { vat, totals, language } = document;
  const exempt = vat.category !== 'S';
  return el(
    'ram:ApplicableTradeTax',
    text('ram:CalculatedAmount', amount(totals.vat)) +
      text('ram:TypeCode', 'VAT') +
      (exempt ? text('ram:ExemptionReason', invoiceText(vat.messageKey, language)) : '') +
      text('ram:BasisAmount', amount(totals.taxBasis)) +
      text('ram:CategoryCode', vat.category) +
      (exempt ? text('ram:ExemptionReasonCode', vat.exemptionCode) : '') +
      // BT-8: VAT due on the invoice's date (on debits, code 5) or on payment (code 72).
      (exempt ? '' : text('ram:DueDateTypeCode', document.seller.vatOnDebits ? '5' : '72')) +
      rateOf(document),
  );
}

function allowances(document: EDocument): string {
  return document.allowances
    .map((allowance) =>
      el(
        'ram:SpecifiedTradeAllowanceCharge',
        el('ram:ChargeIndicator', '<udt:Indicator>false</udt:Indicator>') +
          text('ram:ActualAmount', amount(allowance.amount)) +
          text('ram:Reason', allowance.reason) +
          categoryTax(document, 'ram:CategoryTradeTax'),
      ),
    )
    .join('');
}

/** The payment terms (BT-20, BT-9): the terms, the penalties, the fee, no early discount. */
export function paymentTermsText(document: EDocument): string {
  const { language, payment, kind } = document;
  const fee = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(RECOVERY_FEE_CENTS / 100);
  return [
    invoiceText(kind === 'credit_note' ? m.refundTerms : m.terms, language),
    invoiceText(m.penalty, language, { rate: payment.latePenaltyPercent }),
    invoiceText(m.recoveryFee, language, { fee }),
    invoiceText(m.noDiscount, language),
  ].join(' ');
}

function monetarySummation(document: EDocument): string {
  const { totals } = document;
  return el(
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
    text('ram:LineTotalAmount', amount(totals.lines)) +
      (document.allowances.length > 0
        ? text('ram:AllowanceTotalAmount', amount(totals.allowances))
        : '') +
      text('ram:TaxBasisTotalAmount', amount(totals.taxBasis)) +
      text('ram:TaxTotalAmount', amount(totals.vat), 'currencyID="EUR"') +
      text('ram:GrandTotalAmount', amount(totals.grandTotal)) +
      (totals.prepaid > 0 ? text('ram:TotalPrepaidAmount', amount(totals.prepaid)) : '') +
      text('ram:DuePayableAmount', amount(totals.duePayable)),
  );
}

function settlement(document: EDocument): string {
  const references = document.references
    .map((reference) =>
      el(
        'ram:InvoiceReferencedDocument',
        text('ram:IssuerAssignedID', reference.number) +
          el('ram:FormattedIssueDateTime', date102(reference.issueDate, 'qdt')),
      ),
    )
    .join('');
  return el(
    'ram:ApplicableHeaderTradeSettlement',
    text('ram:InvoiceCurrencyCode', 'EUR') +
      vatBreakdown(document) +
      allowances(document) +
      el(
        'ram:SpecifiedTradePaymentTerms',
        text('ram:Description', paymentTermsText(document)) +
          el('ram:DueDateDateTime', date102(document.payment.dueDate)),
      ) +
      monetarySummation(document) +
      references,
  );
}

/** The notes (BG-1) with their UNTDID 4451 subjects: the legal mentions the PDF prints too. */
function notes(document: EDocument): string {
  const { language, seller } = document;
  const entries: [string, string][] = [
    [
      'REG',
      invoiceText(m.legal, language, {
        legalForm: seller.legalForm,
        capital: formatCapital(seller.shareCapital, language),
        rcs: seller.rcs,
      }),
    ],
    ['AAI', natureText(document)],
    ['PMT', paymentTermsText(document)],
  ];
  if (seller.vatOnDebits && document.vat.category === 'S') {
    entries.push(['TXD', invoiceText(m.vatOnDebits, language)]);
  }
  if (document.reason !== null) entries.push(['AAI', document.reason]);
  return entries
    .map(([subject, content]) =>
      el('ram:IncludedNote', text('ram:Content', content) + text('ram:SubjectCode', subject)),
    )
    .join('');
}

/** The nature of the operation: services, the event, the stand, the first day of the show. */
export function natureText(document: EDocument): string {
  const day = new Intl.DateTimeFormat(document.language === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(`${document.serviceDate}T12:00:00Z`));
  return invoiceText(m.nature, document.language, {
    event: document.event,
    hasStand: document.stand ? 'yes' : 'no',
    stand: document.stand ?? '',
    date: day,
  });
}

/** The document's CII XML (Factur-X, profile EN 16931). */
export function ciiXml(document: EDocument): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(
    'rsm:CrossIndustryInvoice',
    el(
      'rsm:ExchangedDocumentContext',
      el(
        'ram:GuidelineSpecifiedDocumentContextParameter',
        text('ram:ID', 'urn:cen.eu:en16931:2017'),
      ),
    ) +
      el(
        'rsm:ExchangedDocument',
        text('ram:ID', document.number) +
          text('ram:TypeCode', document.typeCode) +
          el('ram:IssueDateTime', date102(document.issueDate)) +
          notes(document),
      ) +
      el(
        'rsm:SupplyChainTradeTransaction',
        lineItems(document) +
          el('ram:ApplicableHeaderTradeAgreement', sellerParty(document) + buyerParty(document)) +
          el(
            'ram:ApplicableHeaderTradeDelivery',
            el(
              'ram:ActualDeliverySupplyChainEvent',
              el('ram:OccurrenceDateTime', date102(document.serviceDate)),
            ),
          ) +
          settlement(document),
      ),
    NAMESPACES,
  )}\n`;
}
