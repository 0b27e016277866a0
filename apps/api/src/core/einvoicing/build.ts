// What each kind of document says (docs/payments.md "Invoice types"), built from the records when
// it is issued and frozen in its row (./document.ts):
// - a down-payment invoice (386): one line, the installment's share of the booking;
// - the final invoice (380): the whole booking (the quote's lines, its discounts as allowances on
//   the whole document, its VAT), less the down payments already invoiced (each one named), asking
//   for what remains;
// - a credit note (381): one line crediting part or all of an invoice, which it names.
import { applicableDiscount, installmentDocumentKind, sirenOf, vatTreatment } from '@salon/domain';
import type { InstallmentKind, QuoteTotals, VatTreatment } from '@salon/domain';
import type { Seller } from '../billing/config';
import type {
  AccountRow,
  CampaignRow,
  InvoiceRow,
  OpportunityRow,
  PaymentRow,
  QuoteLineRow,
} from '../../infra/db/rows';
import { toCampaign } from '../mappers';
import type {
  DocumentAllowance,
  DocumentBuyer,
  DocumentSeller,
  DocumentTotals,
  EDocument,
} from './document';
import { invoiceMessages as m, invoiceText } from './messages';

export function documentSeller(seller: Seller): DocumentSeller {
  return {
    name: seller.name,
    street: seller.street,
    postalCode: seller.postalCode,
    city: seller.city,
    country: seller.country,
    siren: seller.siren,
    siret: seller.siret,
    vatNumber: seller.vatNumber,
    legalForm: seller.legalForm,
    shareCapital: seller.shareCapital,
    rcs: seller.rcs,
    vatOnDebits: seller.vatOnDebits,
  };
}

/** The buyer: its SIREN when it is a French company (the first nine digits of its SIRET). */
export function documentBuyer(account: AccountRow): DocumentBuyer {
  const country = (account.billingCountry || account.country || 'FR').toUpperCase();
  const french = country === 'FR' || country === 'MC';
  return {
    name: account.name,
    street: account.billingStreet || account.street || '',
    postalCode: account.billingPostalCode || account.postalCode || '',
    city: account.billingCity || account.city || '',
    country,
    siren: french ? sirenOf(account.siret) : null,
    vatNumber: account.tva?.replace(/\s/g, '') || null,
  };
}

/** What every installment's invoice knows when it is issued (core/billing/paid.ts). */
export interface InstallmentFacts {
  number: string;
  issueDate: string;
  language: 'fr' | 'en';
  seller: Seller;
  payment: PaymentRow;
  opportunity: OpportunityRow;
  campaign: CampaignRow;
  account: AccountRow;
  lines: QuoteLineRow[];
  vat: VatTreatment;
  /** The quote's totals, at the treatment's VAT rate (the balance lists the whole booking). */
  totals: QuoteTotals;
  discountRate: number;
  /** The down-payment invoices already issued for the opportunity (the balance deducts them). */
  downPayments: InvoiceRow[];
  method: 'card' | 'transfer';
  paidOn: string;
}

const vatOf = (vat: VatTreatment): EDocument['vat'] => ({
  category: vat.category,
  percent: vat.percent,
  exemptionCode: vat.exemptionCode,
  messageKey: vat.messageKey,
});

function commonOf(facts: InstallmentFacts) {
  return {
    number: facts.number,
    issueDate: facts.issueDate,
    language: facts.language,
    seller: documentSeller(facts.seller),
    buyer: documentBuyer(facts.account),
    vat: vatOf(facts.vat),
    event: facts.campaign.eventName,
    stand: facts.opportunity.stand,
    serviceDate: facts.campaign.eventStartDate,
    reason: null,
    payment: {
      dueDate: facts.payment.dueDate,
      paidOn: facts.paidOn,
      method: facts.method,
      latePenaltyPercent: facts.seller.latePenaltyPercent,
    },
  };
}

function downPaymentDocument(facts: InstallmentFacts): EDocument {
  const { payment, language } = facts;
  const description = invoiceText(m.downPaymentLine, language, {
    installment: invoiceText(`installment.${payment.kind as InstallmentKind}`, language),
    percent: payment.percentage,
    event: facts.campaign.eventName,
    hasStand: facts.opportunity.stand ? 'yes' : 'no',
    stand: facts.opportunity.stand ?? '',
  });
  const totals: DocumentTotals = {
    lines: payment.amountHt,
    allowances: 0,
    taxBasis: payment.amountHt,
    vat: payment.vat,
    grandTotal: payment.amount,
    prepaid: 0,
    duePayable: payment.amount,
  };
  return {
    ...commonOf(facts),
    kind: 'down_payment',
    typeCode: '386',
    lines: [{ description, quantity: 1, unitPrice: payment.amountHt, total: payment.amountHt }],
    allowances: [],
    totals,
    references: [],
  };
}

/** The booking's discounts, each on the whole document, named with its rate. */
function allowancesOf(facts: InstallmentFacts): DocumentAllowance[] {
  const { totals, language } = facts;
  const when = facts.opportunity.validatedAt ?? new Date(`${facts.issueDate}T12:00:00Z`);
  const discount = applicableDiscount(
    { rebooking: facts.opportunity.rebooking },
    toCampaign(facts.campaign),
    when,
  );
  const percent = discount?.percent ?? 0;
  return [
    { message: m.rebookingDiscount, amount: totals.rebookingDiscount, percent },
    { message: m.earlyBookingDiscount, amount: totals.earlyBookingDiscount, percent },
    { message: m.globalDiscount, amount: totals.globalDiscount, percent: facts.discountRate },
  ]
    .filter((allowance) => allowance.amount > 0)
    .map((allowance) => ({
      reason: invoiceText(allowance.message, language, { percent: allowance.percent }),
      amount: allowance.amount,
    }));
}

function finalDocument(facts: InstallmentFacts): EDocument {
  const { totals } = facts;
  const references = facts.downPayments.map((invoice) => ({
    number: invoice.number,
    issueDate: invoice.issueDate,
    amount: invoice.amount,
  }));
  const prepaid = references.reduce((sum, reference) => sum + reference.amount, 0);
  return {
    ...commonOf(facts),
    kind: 'final',
    typeCode: '380',
    lines: facts.lines.map((line, index) => ({
      description: line.label,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: totals.lineTotals[index] ?? 0,
    })),
    allowances: allowancesOf(facts),
    totals: {
      lines: totals.subtotalHt,
      allowances: totals.subtotalHt - totals.totalHt,
      taxBasis: totals.totalHt,
      vat: totals.vat,
      grandTotal: totals.totalTtc,
      prepaid,
      duePayable: totals.totalTtc - prepaid,
    },
    references,
  };
}

/** The invoice of a paid installment: a down payment before the show, the final one for the balance. */
export function installmentDocument(facts: InstallmentFacts): EDocument {
  return installmentDocumentKind(facts.payment.kind as InstallmentKind) === 'final'
    ? finalDocument(facts)
    : downPaymentDocument(facts);
}

/** A credit note on `original` for `amounts` (excluding VAT, VAT), issued `issueDate`. */
export function creditNoteDocument(
  original: { row: InvoiceRow; document: EDocument },
  credit: { number: string; issueDate: string; reason: string; amountHt: number; vat: number },
  seller: Seller,
): EDocument {
  const source = original.document;
  const amount = credit.amountHt + credit.vat;
  const description = invoiceText(m.creditLine, source.language, {
    number: source.number,
    reason: credit.reason,
  });
  return {
    ...source,
    kind: 'credit_note',
    typeCode: '381',
    number: credit.number,
    issueDate: credit.issueDate,
    seller: documentSeller(seller),
    lines: [{ description, quantity: 1, unitPrice: credit.amountHt, total: credit.amountHt }],
    allowances: [],
    totals: {
      lines: credit.amountHt,
      allowances: 0,
      taxBasis: credit.amountHt,
      vat: credit.vat,
      grandTotal: amount,
      prepaid: 0,
      duePayable: amount,
    },
    references: [
      { number: source.number, issueDate: source.issueDate, amount: original.row.amount },
    ],
    reason: credit.reason,
    payment: {
      dueDate: credit.issueDate,
      paidOn: null,
      method: null,
      latePenaltyPercent: seller.latePenaltyPercent,
    },
  };
}

/** The billing details an invoice froze before documents were (the column `billing`). */
interface FrozenBilling {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  tva: string | null;
  siret: string | null;
  stand: string | null;
  percentage: number;
  paidAt: string;
}

/**
 * The document of an invoice issued before invoices froze their document (docs/payments.md
 * "Invoices issued before"): its one installment line, from the billing details it froze.
 */
export function legacyDocument(row: InvoiceRow, seller: Seller): EDocument {
  const billing = row.billing as FrozenBilling;
  const language = row.langue === 'en' ? 'en' : 'fr';
  const vat = vatTreatment({ country: billing.country, vatNumber: billing.tva }, row.vatRate);
  const account = {
    name: billing.name,
    billingStreet: billing.street,
    billingPostalCode: billing.postalCode,
    billingCity: billing.city,
    billingCountry: billing.country,
    tva: billing.tva,
    siret: billing.siret,
  } as AccountRow;
  const description = invoiceText(m.downPaymentLine, language, {
    installment: invoiceText(`installment.${row.kind as InstallmentKind}`, language),
    percent: billing.percentage,
    event: row.event,
    hasStand: billing.stand ? 'yes' : 'no',
    stand: billing.stand ?? '',
  });
  const paidOn = billing.paidAt.slice(0, 10);
  return {
    kind: row.typeCode === '380' ? 'final' : 'down_payment',
    typeCode: row.typeCode,
    number: row.number,
    issueDate: row.issueDate,
    language,
    seller: documentSeller(seller),
    buyer: documentBuyer(account),
    vat: vatOf({ ...vat, percent: vat.category === 'S' ? row.vatRate : 0 }),
    event: row.event,
    stand: billing.stand,
    serviceDate: row.issueDate,
    lines: [{ description, quantity: 1, unitPrice: row.amountHt, total: row.amountHt }],
    allowances: [],
    totals: {
      lines: row.amountHt,
      allowances: 0,
      taxBasis: row.amountHt,
      vat: row.vat,
      grandTotal: row.amount,
      prepaid: 0,
      duePayable: row.amount,
    },
    references: [],
    reason: null,
    payment: {
      dueDate: row.dueDate,
      paidOn,
      method: row.method === 'transfer' ? 'transfer' : 'card',
      latePenaltyPercent: seller.latePenaltyPercent,
    },
  };
}
