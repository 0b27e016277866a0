// Issuing a paid installment's invoice (docs/payments.md "Invoices are e-invoices"), in the
// transaction of the payment: its number (gapless per seller, series and year, ./numbering.ts),
// everything it says frozen in its row (./build.ts), the payment recorded for e-reporting, and
// both queued for the approved platform (./outbox.ts). Its PDF and XML are rendered from the frozen
// document right after (./files.ts), outside the payment's transaction, and stored once.
import { opportunityQuoteTotals, parisDate } from '@salon/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { newId } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import type { AccountRow, CampaignRow, OpportunityRow, PaymentRow } from '../../infra/db/rows';
import {
  einvoiceOutbox,
  invoices,
  offers,
  paymentReports,
  payments,
  quoteLines,
} from '../../infra/db/schema';
import type { BillingConfig } from '../billing/config';
import { vatTreatmentOf } from '../billing/vat';
import { toCampaign } from '../mappers';
import { installmentDocument } from './build';
import type { InstallmentFacts } from './build';
import { nextDocumentNumber } from './numbering';

export interface PaidInstallment {
  payment: PaymentRow;
  opportunity: OpportunityRow;
  campaign: CampaignRow;
  account: AccountRow;
  method: 'card' | 'transfer';
  /** When it was paid: the invoice's date. */
  paidAt: Date;
}

/** Queues a document, and a payment report when there is one, for the platform. */
export async function queueForPlatform(
  tx: Executor,
  invoiceId: string,
  reportId: string | null,
): Promise<void> {
  // Due at once (the worker's clock decides from there on).
  const due = new Date(0);
  await tx
    .insert(einvoiceOutbox)
    .values({ id: newId(), kind: 'document', invoiceId, nextAttemptAt: due });
  if (reportId) {
    await tx
      .insert(einvoiceOutbox)
      .values({ id: newId(), kind: 'payment', invoiceId, reportId, nextAttemptAt: due });
  }
}

/** What the invoice of this installment must know, read in the payment's transaction. */
async function factsOf(
  ctx: AppContext<BillingConfig>,
  tx: Executor,
  paid: PaidInstallment,
  number: string,
  language: 'fr' | 'en',
): Promise<InstallmentFacts> {
  const { payment, opportunity, campaign, account, paidAt } = paid;
  const [offer] = await tx.select().from(offers).where(eq(offers.opportunityId, opportunity.id));
  const lines = await tx
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.opportunityId, opportunity.id))
    .orderBy(asc(quoteLines.position));
  const downPayments = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.opportunityId, opportunity.id), eq(invoices.typeCode, '386')))
    .orderBy(asc(invoices.issueDate), asc(invoices.sequence));
  const vat = vatTreatmentOf(account, offer?.vatRate ?? ctx.config.seller.vatRate);
  const discountRate = offer?.discountRate ?? 0;
  const totals = opportunityQuoteTotals(
    { rebooking: opportunity.rebooking },
    toCampaign(campaign),
    lines.map((line) => ({ quantity: line.quantity, unit_price: line.unitPrice })),
    opportunity.validatedAt ?? paidAt,
    { discountRate, vatPercent: vat.percent },
  );
  return {
    number,
    issueDate: parisDate(paidAt),
    language,
    seller: ctx.config.seller,
    payment,
    opportunity,
    campaign,
    account,
    lines,
    vat,
    totals,
    discountRate,
    downPayments,
    method: paid.method,
    paidOn: parisDate(paidAt),
  };
}

/**
 * Issues the installment's invoice, the company's billing details frozen in it, and records the
 * payment for e-reporting. Returns the invoice's number.
 */
export async function issueInstallmentInvoice(
  ctx: AppContext<BillingConfig>,
  tx: Executor,
  paid: PaidInstallment,
  payerLanguage: string | null,
): Promise<string> {
  const { payment, opportunity, campaign, account, paidAt } = paid;
  const issueDate = parisDate(paidAt);
  const year = Number(issueDate.slice(0, 4));
  const seller = ctx.config.seller.siren;
  const numbered = await nextDocumentNumber(tx, seller, 'F', year);
  const langue =
    payerLanguage === 'en' || (payerLanguage === null && account.langue === 'en') ? 'en' : 'fr';
  const facts = await factsOf(ctx, tx, paid, numbered.number, langue);
  const document = installmentDocument(facts);
  const invoiceId = newId();
  await tx.insert(invoices).values({
    id: invoiceId,
    seller,
    ...numbered,
    typeCode: document.typeCode,
    paymentId: payment.id,
    opportunityId: opportunity.id,
    accountId: account.id,
    kind: payment.kind,
    service: payment.service,
    event: campaign.eventName,
    amount: payment.amount,
    amountHt: payment.amountHt,
    vat: payment.vat,
    vatRate: facts.vat.percent,
    issueDate,
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
      paidAt: paidAt.toISOString(),
    },
    document,
    langue,
    method: paid.method,
  });
  await tx.update(payments).set({ invoiceId }).where(eq(payments.id, payment.id));
  const reportId = newId();
  await tx.insert(paymentReports).values({
    id: reportId,
    invoiceId,
    paymentId: payment.id,
    paidOn: issueDate,
    amount: payment.amount,
    method: paid.method,
  });
  await queueForPlatform(tx, invoiceId, reportId);
  return numbered.number;
}
