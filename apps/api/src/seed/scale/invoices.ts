// The scale seed's invoices and credit notes (docs/performance.md "The scale seed"; docs/payments.md
// "Numbering", "An issued document never changes"). Each paid installment has its invoice, its
// document frozen as the issue freezes it (installmentDocument, the same code), and its payment
// report; some final invoices have a credit note (creditNoteDocument). Numbers are gapless per
// seller, series and year, in the order of the documents' dates, after what the database's
// counters already hold (the demo's). The PDF and XML are not stored: the first download renders
// them from the frozen document and stores them, as it does for any document whose files are not
// stored yet (core/einvoicing/files.ts).
import { creditNoteAmounts, parisDate } from '@salon/domain';
import type { BillingConfig } from '../../core/billing/config';
import { vatTreatmentOf } from '../../core/billing/vat';
import { creditNoteDocument, installmentDocument } from '../../core/einvoicing/build';
import type { EDocument } from '../../core/einvoicing/document';
import type { InvoiceRow } from '../../infra/db/rows';
import type { Random } from './random';
import type { PaidInstallmentPlan, RegistrationPlan } from './registrations';
import { totalsOf } from '../../areas/rebooking/bundles';

type Seller = BillingConfig['seller'];
const DAY = 86_400_000;

export interface CreditPlan {
  id: string;
  original: PaidInstallmentPlan;
  issuedAt: Date;
  amountHt: number;
}

/** A document's number, drawn in date order before any row is written. */
export interface Numbered {
  series: 'F' | 'AV';
  year: number;
  sequence: number;
  number: string;
}

/** Credit notes: a commercial gesture of 10 % on some final invoices, weeks after them. */
export function planCredits(random: Random, plans: RegistrationPlan[], now: Date): CreditPlan[] {
  const credits: CreditPlan[] = [];
  for (const plan of plans) {
    const final = plan.paid.find((paid) => paid.payment.kind === 'solde');
    if (!final || !random.chance(0.12)) continue;
    const issuedAt = new Date(Math.min(final.paidAt.getTime() + 20 * DAY, now.getTime() - DAY));
    if (issuedAt <= final.paidAt) continue;
    const amountHt = Math.max(1, Math.round(final.payment.amountHt / 10));
    credits.push({ id: random.uuid(), original: final, issuedAt, amountHt });
  }
  return credits;
}

/**
 * Numbers every document in the order of its date, per series and year, each series and year
 * going on from `last` (the counters already in the database). Answers the numbers by document id
 * and the counters to write back.
 */
export function numberDocuments(
  plans: RegistrationPlan[],
  credits: CreditPlan[],
  last: Map<string, number>,
): Map<string, Numbered> {
  const events = [
    ...plans.flatMap((plan) =>
      plan.paid.map((paid) => ({ id: paid.invoiceId, at: paid.paidAt, series: 'F' as const })),
    ),
    ...credits.map((credit) => ({ id: credit.id, at: credit.issuedAt, series: 'AV' as const })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
  const numbers = new Map<string, Numbered>();
  for (const { id, at, series } of events) {
    const year = Number(parisDate(at).slice(0, 4));
    const key = `${series}:${year}`;
    const sequence = (last.get(key) ?? 0) + 1;
    last.set(key, sequence);
    const number = `${series}-${year}-${String(sequence).padStart(6, '0')}`;
    numbers.set(id, { series, year, sequence, number });
  }
  return numbers;
}

function invoiceOf(
  plan: RegistrationPlan,
  paid: PaidInstallmentPlan,
  numbered: Numbered,
  document: EDocument,
  seller: Seller,
): InvoiceRow {
  const { payment } = paid;
  const { account, opportunity, campaign } = plan;
  return {
    id: paid.invoiceId,
    seller: seller.siren,
    ...numbered,
    typeCode: document.typeCode,
    paymentId: payment.id,
    creditedInvoiceId: null,
    reason: null,
    opportunityId: opportunity.id,
    accountId: account.id,
    kind: payment.kind,
    service: payment.service,
    event: campaign.eventName,
    amount: payment.amount,
    amountHt: payment.amountHt,
    vat: payment.vat,
    vatRate: document.vat.percent,
    issueDate: document.issueDate,
    dueDate: payment.dueDate,
    billing: {
      name: account.name,
      street: account.billingStreet,
      postalCode: account.billingPostalCode,
      city: account.billingCity,
      country: account.billingCountry,
      tva: account.tva,
      siret: account.siret,
      stand: opportunity.stand,
      percentage: payment.percentage,
      paidAt: paid.paidAt.toISOString(),
    },
    document,
    pdf: null,
    xml: null,
    langue: document.language,
    method: paid.method,
    platformStatus: 'deposited',
    platformMessage: null,
    platformStatusAt: new Date(paid.paidAt.getTime() + 3_600_000),
    createdAt: paid.paidAt,
  };
}

/** How long the platform takes to report a document paid: its payment e-reported, a refund made. */
const SETTLED_AFTER = 30 * DAY;

/**
 * Where the e-invoicing platform stands with a seeded document on the seed's day (docs/performance.md
 * "The scale seed"): one issued over a month before has been reported paid (an invoice's payment
 * e-reported, a credit note's refund made), a week after its issue; a recent one is deposited. So the
 * operator overview's documents the platform has not reported paid are the recent ones, as in a
 * running show, not three years of history.
 */
export function onPlatform(row: InvoiceRow, now: Date): InvoiceRow {
  const issued = row.createdAt.getTime();
  if (now.getTime() - issued <= SETTLED_AFTER) return row;
  return { ...row, platformStatus: 'paid', platformStatusAt: new Date(issued + 7 * DAY) };
}

/** The invoices of one registration's paid installments, in the order they were paid. */
export function registrationInvoices(
  plan: RegistrationPlan,
  numbers: Map<string, Numbered>,
  seller: Seller,
): InvoiceRow[] {
  if (plan.paid.length === 0) return [];
  const vat = vatTreatmentOf(plan.account, plan.offer.vatRate);
  const bundle = { ...plan, pendingTransfer: false };
  const totals = totalsOf(bundle, plan.opportunity.validatedAt!);
  const issued: InvoiceRow[] = [];
  for (const paid of plan.paid) {
    const numbered = numbers.get(paid.invoiceId)!;
    const day = parisDate(paid.paidAt);
    const document = installmentDocument({
      number: numbered.number,
      issueDate: day,
      language: plan.account.langue === 'en' ? 'en' : 'fr',
      seller,
      payment: paid.payment,
      opportunity: plan.opportunity,
      campaign: plan.campaign,
      account: plan.account,
      lines: plan.lines,
      vat,
      totals,
      discountRate: plan.offer.discountRate,
      downPayments: issued.filter((row) => row.typeCode === '386'),
      method: paid.method,
      paidOn: day,
    });
    issued.push(invoiceOf(plan, paid, numbered, document, seller));
  }
  return issued;
}

/** A credit note on its original invoice, as the sales team's credit note call writes it. */
export function creditNoteOf(
  credit: CreditPlan,
  original: InvoiceRow,
  numbered: Numbered,
  seller: Seller,
): InvoiceRow {
  const amounts = creditNoteAmounts(
    { amountHt: original.amountHt, vat: original.vat, vatPercent: original.vatRate, credited: [] },
    credit.amountHt,
  );
  if (!amounts.ok) throw new Error(`credit note ${credit.id}: ${amounts.reason}`);
  const issueDate = parisDate(credit.issuedAt);
  const reason = 'Geste commercial';
  const document = creditNoteDocument(
    { row: original, document: original.document as EDocument },
    { number: numbered.number, issueDate, reason, amountHt: amounts.amountHt, vat: amounts.vat },
    seller,
  );
  return {
    ...original,
    id: credit.id,
    ...numbered,
    typeCode: '381',
    paymentId: null,
    creditedInvoiceId: original.id,
    reason,
    amount: amounts.amount,
    amountHt: amounts.amountHt,
    vat: amounts.vat,
    issueDate,
    dueDate: issueDate,
    document,
    platformStatusAt: new Date(credit.issuedAt.getTime() + 3_600_000),
    createdAt: credit.issuedAt,
  };
}
