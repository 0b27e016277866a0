// An installment paid (spec §4 rebooking flow 4-5): its invoice, numbered without gaps per year
// in the transaction of the payment with the billing details frozen; the opportunity's next stage
// (domain `stageAfterPayment`); the payment-received email. The one way a payment becomes paid,
// by card (the provider's notification) or by transfer (the sales team's receipt).
import { parisDate, stageAfterPayment } from '@salon/domain';
import type { InstallmentKind } from '@salon/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { newId } from '../../infra/crypto';
import type { Executor } from '../../infra/db/client';
import type { AccountRow, CampaignRow, OpportunityRow, PaymentRow } from '../../infra/db/rows';
import {
  accounts,
  campaigns,
  invoiceCounters,
  invoices,
  offers,
  opportunities,
  payments,
  users,
} from '../../infra/db/schema';
import { enqueueEmail, portalLink } from '../../infra/email/outbox';
import { saveOpportunity } from '../opportunities';
import type { BillingConfig } from './config';
import { euros } from './money';

type BillingContext = AppContext<BillingConfig>;

interface PaidInstallment {
  payment: PaymentRow;
  opportunity: OpportunityRow;
  campaign: CampaignRow;
  account: AccountRow;
  method: 'card' | 'transfer';
  now: Date;
}

/** The next invoice number of the year, taken in the payment's transaction (no gaps). */
async function nextInvoiceNumber(tx: Executor, year: number) {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  const sequence = counter!.last;
  return { sequence, number: `F-${year}-${String(sequence).padStart(6, '0')}` };
}

/** Issues the installment's invoice, the company's billing details frozen in it. */
async function issueInvoice(
  ctx: BillingContext,
  tx: Executor,
  paid: PaidInstallment,
  payerLanguage: string | null,
): Promise<string> {
  const { payment, opportunity, campaign, account, now } = paid;
  const issueDate = parisDate(now);
  const year = Number(issueDate.slice(0, 4));
  const { sequence, number } = await nextInvoiceNumber(tx, year);
  const langue =
    payerLanguage === 'en' || (payerLanguage === null && account.langue === 'en') ? 'en' : 'fr';
  const [offerRow] = await tx
    .select({ vatRate: offers.vatRate })
    .from(offers)
    .where(eq(offers.opportunityId, opportunity.id));
  const invoiceId = newId();
  await tx.insert(invoices).values({
    id: invoiceId,
    number,
    year,
    sequence,
    paymentId: payment.id,
    opportunityId: opportunity.id,
    accountId: account.id,
    kind: payment.kind,
    service: payment.service,
    event: campaign.eventName,
    amount: payment.amount,
    amountHt: payment.amountHt,
    vat: payment.vat,
    vatRate: offerRow?.vatRate ?? ctx.config.seller.vatRate,
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
      paidAt: now.toISOString(),
    },
    langue,
    method: paid.method,
  });
  await tx.update(payments).set({ invoiceId }).where(eq(payments.id, payment.id));
  return number;
}

/** The payment-received email, to the company's first active exhibitor contact. */
async function sendPaymentReceived(
  ctx: BillingContext,
  tx: Executor,
  paid: PaidInstallment,
  invoiceNumber: string,
): Promise<void> {
  const [recipient] = await tx
    .select()
    .from(users)
    .where(
      and(eq(users.accountId, paid.account.id), eq(users.role, 'exposant'), eq(users.active, true)),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!recipient) return;
  await enqueueEmail(tx, {
    kind: 'payment_received',
    to: recipient.email,
    langue: recipient.langue,
    data: {
      firstname: recipient.firstname,
      amount: euros(paid.payment.amount, recipient.langue),
      event: paid.campaign.eventName,
      reference: invoiceNumber,
      link: portalLink(ctx, recipient.langue, 'pro/invoices'),
    },
  });
}

/**
 * Marks an installment paid, once: issues its invoice (next number of the year, in this
 * transaction, so numbers have no gaps) and moves the opportunity on (spec §4: the 1st deposit's stage
 * after the 1st installment, which unlocks booth, badges and invitations).
 */
export async function markPaid(
  ctx: BillingContext,
  tx: Executor,
  paymentId: string,
  method: 'card' | 'transfer',
  payerLanguage: string | null,
  options: { notify?: boolean } = {},
): Promise<boolean> {
  const now = ctx.now();
  const [payment] = await tx
    .update(payments)
    .set({ status: 'paid', method, paidAt: now })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'paid')))
    .returning();
  if (!payment) return false;
  const [row] = await tx
    .select({ opportunity: opportunities, campaign: campaigns, account: accounts })
    .from(opportunities)
    .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(eq(opportunities.id, payment.opportunityId));
  if (!row) throw new Error(`payment ${paymentId} without its opportunity`);
  const paid: PaidInstallment = { payment, ...row, method, now };
  const invoiceNumber = await issueInvoice(ctx, tx, paid, payerLanguage);

  const target = stageAfterPayment(payment.kind as InstallmentKind, row.opportunity.etape);
  if (target) {
    await saveOpportunity(tx, row.opportunity, { etape: target, etapeOffre: target }, now);
  }
  if (options.notify !== false) await sendPaymentReceived(ctx, tx, paid, invoiceNumber);
  return true;
}
