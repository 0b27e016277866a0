// Payments of the installments (spec §4 rebooking flow 4-5, §9; ARCHITECTURE.md security
// decisions): card payments through the provider (paid only on its signed notification, an
// idempotency key per request, refused in a blackout window), bank transfers with a unique
// reference (cancelable, marked received by the sales team), and the invoice of each paid
// installment, numbered without gaps per year.
import { createHash, randomBytes } from 'node:crypto';
import { installmentOrder, parisDate, paymentBlackoutAt, stageAfterPayment } from '@salon/domain';
import type { InstallmentKind, PaymentNotification } from '@salon/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/client';
import {
  accounts,
  campaigns,
  invoiceCounters,
  invoices,
  offers,
  opportunities,
  payments,
  providerEvents,
  transactions,
  transfers,
  users,
} from '../db/schema';
import { fail } from '../errors';
import { newId, newToken } from '../auth/crypto';
import { enqueueEmail, portalLink } from '../email/outbox';
import { toInvoice, toPayment } from './mappers';
import type { PaymentRow, TransactionRow, TransferRow, UserRow } from './mappers';
import { saveOpportunity } from './quotes';
import { cardProviderOf } from '../payments/provider';

function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** A reference people can read and type: prefix, year, 8 characters without look-alikes. */
function newReference(prefix: string, year: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return `${prefix}-${year}-${code}`;
}

interface OwnedPayment {
  payment: PaymentRow;
  accountId: string;
  eventName: string;
  etape: string;
}

async function ownedPayment(tx: Executor, user: UserRow, paymentId: string): Promise<OwnedPayment> {
  const [row] = await tx
    .select({
      payment: payments,
      accountId: opportunities.accountId,
      eventName: campaigns.eventName,
      etape: opportunities.etape,
    })
    .from(payments)
    .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
    .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row || row.accountId !== user.accountId) throw fail.notFound();
  return row;
}

/** An installment can be paid once the earlier ones are paid or on their way (spec §9 order). */
async function assertPayable(tx: Executor, owned: OwnedPayment): Promise<void> {
  if (owned.etape === 'Annulé') throw fail.businessRule('error.business_rule');
  if (owned.payment.status === 'paid') throw fail.businessRule('error.business_rule');
  if (owned.payment.status === 'pending_transfer')
    throw fail.businessRule('action.transfer_pending');
  const siblings = await tx
    .select()
    .from(payments)
    .where(eq(payments.opportunityId, owned.payment.opportunityId));
  const position = installmentOrder.indexOf(owned.payment.kind as InstallmentKind);
  const earlierUnpaid = siblings.some(
    (other) =>
      installmentOrder.indexOf(other.kind as InstallmentKind) < position && other.status !== 'paid',
  );
  if (earlierUnpaid) throw fail.businessRule('error.business_rule');
}

/** The provider's page for the transaction: asked outside any database transaction. */
async function cardAnswer(ctx: AppContext, transaction: TransactionRow) {
  return {
    transaction_id: transaction.id,
    redirect_url: await cardProviderOf(ctx).checkoutUrl(ctx, transaction),
  };
}

/**
 * POST /transaction-create (added): starts a card payment of an installment. The same idempotency
 * key with the same request returns the same transaction; with another request, 4090. Refused in
 * a blackout window (spec §1, §9: 4220 'notice.payment_blackout').
 */
export async function startCardPayment(
  ctx: AppContext,
  user: UserRow,
  input: { payment_id: string; idempotency_key: string; langue?: 'fr' | 'en' },
) {
  const hash = requestHash({
    payment_id: input.payment_id,
    langue: input.langue ?? null,
    user: user.id,
  });
  const existing = async () => {
    const [found] = await ctx.db.read((db) =>
      db.select().from(transactions).where(eq(transactions.idempotencyKey, input.idempotency_key)),
    );
    if (!found) return null;
    if (found.requestHash !== hash) throw fail.conflict();
    return cardAnswer(ctx, found);
  };
  const replay = await existing();
  if (replay) return replay;
  if (paymentBlackoutAt(ctx.now(), ctx.config.paymentBlackout)) {
    throw fail.businessRule('notice.payment_blackout');
  }
  try {
    const created = await ctx.db.tx(async (tx) => {
      const owned = await ownedPayment(tx, user, input.payment_id);
      await assertPayable(tx, owned);
      const now = ctx.now();
      // An earlier attempt left on the provider's page is superseded: it can no longer pay.
      await tx
        .update(transactions)
        .set({ status: 'canceled', completedAt: now })
        .where(
          and(eq(transactions.paymentId, owned.payment.id), eq(transactions.status, 'pending')),
        );
      const [transaction] = await tx
        .insert(transactions)
        .values({
          id: newId(),
          paymentId: owned.payment.id,
          accountId: owned.accountId,
          idempotencyKey: input.idempotency_key,
          requestHash: hash,
          validationToken: newToken(),
          amount: owned.payment.amount,
          reference: newReference('CB', Number(parisDate(now).slice(0, 4))),
          langue: input.langue ?? (user.langue === 'en' ? 'en' : 'fr'),
        })
        .returning();
      await tx
        .update(payments)
        .set({ status: 'processing', method: 'card' })
        .where(eq(payments.id, owned.payment.id));
      return transaction!;
    });
    return await cardAnswer(ctx, created);
  } catch (error) {
    // Two requests with one key at once: the second finds the first's transaction.
    if (isUniqueViolation(error)) {
      const again = await existing();
      if (again) return again;
    }
    throw error;
  }
}

const wireStatus = (status: string) =>
  status === 'success' ? 'success' : status === 'pending' ? 'pending' : 'failure';

/**
 * POST /transaction-update (spec §7; the portal's payment-validation/{token}): what became of a
 * card transaction, as the provider's signed notification decided, never the browser's return.
 */
export async function transactionStatus(ctx: AppContext, user: UserRow, token: string) {
  return ctx.db.read(async (db) => {
    const [row] = await db
      .select({ transaction: transactions, payment: payments })
      .from(transactions)
      .innerJoin(payments, eq(payments.id, transactions.paymentId))
      .where(eq(transactions.validationToken, token))
      .limit(1);
    if (!row || row.transaction.accountId !== user.accountId) throw fail.notFound();
    return {
      transaction_id: row.transaction.id,
      payment_id: row.payment.id,
      opportunity_id: row.payment.opportunityId,
      kind: row.payment.kind as InstallmentKind,
      method: 'card' as const,
      status: wireStatus(row.transaction.status) as 'pending' | 'success' | 'failure',
      amount: row.transaction.amount,
      reference: row.transaction.reference,
    };
  });
}

function transferAnswer(ctx: AppContext, transfer: TransferRow) {
  return {
    transfer_id: transfer.id,
    payment_id: transfer.paymentId,
    amount: transfer.amount,
    reference: transfer.reference,
    bank: { ...ctx.config.bank },
    status: transfer.status as 'pending' | 'received' | 'canceled',
    created_at: transfer.createdAt.toISOString(),
  };
}

const euros = (cents: number, lang: string) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

/**
 * POST /transaction-update-transfer (spec §4 step 5, §7): pay an installment by bank transfer.
 * The installment waits for the transfer; the exhibitor gets the bank details and a unique
 * reference, on screen and by email.
 */
export async function startTransfer(
  ctx: AppContext,
  user: UserRow,
  input: { payment_id: string; idempotency_key: string },
) {
  const hash = requestHash({ payment_id: input.payment_id, user: user.id });
  const existing = async () => {
    const [found] = await ctx.db.read((db) =>
      db.select().from(transfers).where(eq(transfers.idempotencyKey, input.idempotency_key)),
    );
    if (!found) return null;
    if (found.requestHash !== hash) throw fail.conflict();
    return transferAnswer(ctx, found);
  };
  const replay = await existing();
  if (replay) return replay;
  try {
    return await ctx.db.tx(async (tx) => {
      const owned = await ownedPayment(tx, user, input.payment_id);
      await assertPayable(tx, owned);
      const now = ctx.now();
      await tx
        .update(transactions)
        .set({ status: 'canceled', completedAt: now })
        .where(
          and(eq(transactions.paymentId, owned.payment.id), eq(transactions.status, 'pending')),
        );
      const [transfer] = await tx
        .insert(transfers)
        .values({
          id: newId(),
          paymentId: owned.payment.id,
          accountId: owned.accountId,
          idempotencyKey: input.idempotency_key,
          requestHash: hash,
          amount: owned.payment.amount,
          reference: newReference('VIR', Number(parisDate(now).slice(0, 4))),
        })
        .returning();
      await tx
        .update(payments)
        .set({ status: 'pending_transfer', method: 'transfer' })
        .where(eq(payments.id, owned.payment.id));
      await enqueueEmail(tx, {
        kind: 'transfer_pending',
        to: user.email,
        langue: user.langue,
        data: {
          firstname: user.firstname,
          amount: euros(transfer!.amount, user.langue),
          event: owned.eventName,
          reference: transfer!.reference,
          iban: ctx.config.bank.iban,
          bic: ctx.config.bank.bic,
          holder: ctx.config.bank.holder,
        },
      });
      return transferAnswer(ctx, transfer!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const again = await existing();
      if (again) return again;
    }
    throw error;
  }
}

/**
 * POST /transaction-cancel-transfer (added; spec §4 step 5): a pending transfer is canceled; the
 * installment is due again, to be paid by card.
 */
export async function cancelTransfer(ctx: AppContext, user: UserRow, transferId: string) {
  return ctx.db.tx(async (tx) => {
    const [transfer] = await tx.select().from(transfers).where(eq(transfers.id, transferId));
    if (!transfer || transfer.accountId !== user.accountId) throw fail.notFound();
    if (transfer.status !== 'pending') throw fail.businessRule('error.business_rule');
    const [canceled] = await tx
      .update(transfers)
      .set({ status: 'canceled', completedAt: ctx.now() })
      .where(and(eq(transfers.id, transfer.id), eq(transfers.status, 'pending')))
      .returning();
    if (!canceled) throw fail.conflict();
    await tx
      .update(payments)
      .set({ status: 'due', method: null })
      .where(and(eq(payments.id, transfer.paymentId), eq(payments.status, 'pending_transfer')));
    return transferAnswer(ctx, canceled);
  });
}

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

/**
 * The provider's signed notification (added; ARCHITECTURE.md): the only place a card payment
 * becomes paid. A replayed event is acknowledged and ignored; so is a notification for a
 * transaction already settled or superseded.
 */
export async function handleNotification(ctx: AppContext, input: PaymentNotification) {
  await ctx.db.tx(async (tx) => {
    const recorded = await tx
      .insert(providerEvents)
      .values({ id: input.event_id, transactionId: input.transaction_id })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (recorded.length === 0) return;
    const [transaction] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, input.transaction_id));
    if (!transaction) throw fail.notFound();
    if (transaction.amount !== input.amount) throw fail.conflict();
    const now = ctx.now();
    const settled = await tx
      .update(transactions)
      .set({ status: input.status === 'approved' ? 'success' : 'failure', completedAt: now })
      .where(and(eq(transactions.id, transaction.id), eq(transactions.status, 'pending')))
      .returning({ id: transactions.id });
    if (settled.length === 0) return;
    if (input.status === 'approved') {
      await markPaid(ctx, tx, transaction.paymentId, 'card', transaction.langue);
    } else {
      await tx
        .update(payments)
        .set({ status: 'due', method: null })
        .where(and(eq(payments.id, transaction.paymentId), eq(payments.status, 'processing')));
    }
  });
  return { success: true as const };
}

/** Operator: a pending transfer was received (spec §4 step 5); the installment is paid. */
export async function transferReceived(ctx: AppContext, transferId: string) {
  return ctx.db.tx(async (tx) => {
    const [transfer] = await tx
      .update(transfers)
      .set({ status: 'received', completedAt: ctx.now() })
      .where(and(eq(transfers.id, transferId), eq(transfers.status, 'pending')))
      .returning();
    if (!transfer) {
      const [found] = await tx.select().from(transfers).where(eq(transfers.id, transferId));
      if (!found) throw fail.notFound();
      throw fail.businessRule('error.business_rule');
    }
    await markPaid(ctx, tx, transfer.paymentId, 'transfer', null);
    return transferAnswer(ctx, transfer);
  });
}

/** GET /me/payments (spec §7): every installment of the company, by due date. */
export async function listPayments(ctx: AppContext, user: UserRow) {
  if (!user.accountId) return [];
  return ctx.db.read(async (db) => {
    const rows = await db
      .select({ payment: payments, eventName: campaigns.eventName })
      .from(payments)
      .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
      .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
      .where(eq(opportunities.accountId, user.accountId!))
      .orderBy(asc(payments.dueDate));
    const ids = rows.map((row) => row.payment.id);
    const pending =
      ids.length === 0
        ? []
        : await db
            .select({ paymentId: transfers.paymentId, reference: transfers.reference })
            .from(transfers)
            .where(and(inArray(transfers.paymentId, ids), eq(transfers.status, 'pending')));
    return rows.map((row) =>
      toPayment(
        row.payment,
        row.eventName,
        pending.find((transfer) => transfer.paymentId === row.payment.id)?.reference ?? null,
      ),
    );
  });
}

/** GET /me/invoices (spec §7): the company's invoices, newest first. */
export async function listInvoices(ctx: AppContext, user: UserRow) {
  if (!user.accountId) return [];
  const rows = await ctx.db.read((db) =>
    db
      .select()
      .from(invoices)
      .where(eq(invoices.accountId, user.accountId!))
      .orderBy(desc(invoices.year), desc(invoices.sequence)),
  );
  return rows.map(toInvoice);
}

export async function ownInvoice(ctx: AppContext, user: UserRow, id: string) {
  const [row] = await ctx.db.read((db) => db.select().from(invoices).where(eq(invoices.id, id)));
  if (!row || row.accountId !== user.accountId) throw fail.notFound();
  return row;
}
