// An installment paid (spec §4 rebooking flow 4-5): its invoice, numbered without gaps per year
// in the transaction of the payment with the billing details frozen; the opportunity's next stage
// (domain `stageAfterPayment`); the payment-received email.
import { parisDate, stageAfterPayment } from '@salon/domain';
import type { InstallmentKind } from '@salon/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  accounts,
  campaigns,
  invoiceCounters,
  invoices,
  offers,
  opportunities,
  payments,
  users,
} from '../../db/schema';
import { newId } from '../../auth/crypto';
import { enqueueEmail, portalLink } from '../../email/outbox';
import { saveOpportunity } from '../quotes';
import { euros } from './installments';

/**
 * Marks an installment paid, once: issues its invoice (next number of the year, in this
 * transaction, so numbers have no gaps) and moves the opportunity on (spec §4: 'Acompte perçu'
 * after the 1st installment, which unlocks booth, badges and invitations).
 */
export async function markPaid(
  ctx: AppContext,
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
  const { opportunity, campaign, account } = row;

  const issueDate = parisDate(now);
  const year = Number(issueDate.slice(0, 4));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  const sequence = counter!.last;
  const langue =
    payerLanguage === 'en' || (payerLanguage === null && account.langue === 'en') ? 'en' : 'fr';
  const [offerRow] = await tx
    .select({ vatRate: offers.vatRate })
    .from(offers)
    .where(eq(offers.opportunityId, opportunity.id));
  const invoiceId = newId();
  await tx.insert(invoices).values({
    id: invoiceId,
    number: `F-${year}-${String(sequence).padStart(6, '0')}`,
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
    method,
  });
  await tx.update(payments).set({ invoiceId }).where(eq(payments.id, payment.id));

  const target = stageAfterPayment(payment.kind as InstallmentKind, opportunity.etape);
  if (target) await saveOpportunity(tx, opportunity, { etape: target, etapeOffre: target }, now);

  const recipients = await tx
    .select()
    .from(users)
    .where(and(eq(users.accountId, account.id), eq(users.role, 'exposant'), eq(users.active, true)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const recipient = recipients[0];
  if (recipient && options.notify !== false) {
    await enqueueEmail(tx, {
      kind: 'payment_received',
      to: recipient.email,
      langue: recipient.langue,
      data: {
        firstname: recipient.firstname,
        amount: euros(payment.amount, recipient.langue),
        event: campaign.eventName,
        reference: `F-${year}-${String(sequence).padStart(6, '0')}`,
        link: portalLink(ctx, recipient.langue, 'pro/invoices'),
      },
    });
  }
  return true;
}
