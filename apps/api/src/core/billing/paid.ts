// An installment paid (spec §4 rebooking flow 4-5): its invoice, a Factur-X e-invoice issued in
// the transaction of the payment (core/einvoicing/issue.ts: numbered without gaps, everything it
// says frozen, the payment recorded for e-reporting); the opportunity's next stage (domain
// `stageAfterPayment`); the payment-received email. The one way a payment becomes paid, by card
// (the provider's notification) or by transfer (the sales team's receipt).
import { stageAfterPayment } from '@salon/domain';
import type { InstallmentKind } from '@salon/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../infra/db/client';
import { accounts, campaigns, opportunities, payments, users } from '../../infra/db/schema';
import { enqueueEmail, portalLink } from '../../infra/email/outbox';
import { issueInstallmentInvoice } from '../einvoicing/issue';
import type { PaidInstallment } from '../einvoicing/issue';
import { saveOpportunity } from '../opportunities';
import type { BillingConfig } from './config';
import { euros } from './money';

type BillingContext = AppContext<BillingConfig>;

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
 * after the 1st installment, which unlocks booth, badges and invitations). `paidAt` (now by
 * default) dates the payment and its invoice: the demo seed pays on past days.
 */
export async function markPaid(
  ctx: BillingContext,
  tx: Executor,
  paymentId: string,
  method: 'card' | 'transfer',
  payerLanguage: string | null,
  options: { notify?: boolean; paidAt?: Date } = {},
): Promise<boolean> {
  const now = options.paidAt ?? ctx.now();
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
  const paid: PaidInstallment = { payment, ...row, method, paidAt: now };
  const invoiceNumber = await issueInstallmentInvoice(ctx, tx, paid, payerLanguage);

  const target = stageAfterPayment(payment.kind as InstallmentKind, row.opportunity.etape);
  if (target) {
    await saveOpportunity(tx, row.opportunity, { etape: target, etapeOffre: target }, now);
  }
  if (options.notify !== false) await sendPaymentReceived(ctx, tx, paid, invoiceNumber);
  return true;
}
