// Bank transfers of the installments (spec §4 rebooking flow 5, §7): started with an idempotency
// key (docs/api.md "Idempotency"), with the bank details, a unique reference and the SEPA payment
// QR code on screen and by email; refused for an installment whose transfer was cancelled (card
// only, spec §4 flow 5); cancelable while pending (the installment is due again, by card; its proof
// is deleted); received by the sales team or by a bank statement, which pays and invoices it.
import { parisDate, printedIban } from '@salon/domain';
import type { TransferProof } from '@salon/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { CardProvider } from '../../card-provider';
import { euros } from '../../core/billing/money';
import { markPaid } from '../../core/billing/paid';
import { proofsOf } from '../../core/billing/proofs';
import { idempotent, requestHash } from '../../core/idempotency';
import { violatedUniqueIndex } from '../../infra/db/client';
import type { Executor } from '../../infra/db/client';
import type { TransferRow, UserRow } from '../../infra/db/rows';
import { payments, transferProofs, transfers } from '../../infra/db/schema';
import { enqueueEmail } from '../../infra/email/outbox';
import { fail } from '../../infra/errors';
import type { PaymentsContext } from './config';
import { awaitAttempt, newReference, startAttempt } from './installments';
import type { OwnedPayment } from './installments';
import { expireSuperseded } from './provider-sessions';
import { sepaQrOf } from './sepa-qr';

/** A transfer as the API answers it; a pending one with its SEPA QR code. */
export async function transferAnswer(
  ctx: PaymentsContext,
  transfer: TransferRow,
  proof: TransferProof | null = null,
) {
  const status = transfer.status as 'pending' | 'received' | 'canceled';
  return {
    transfer_id: transfer.id,
    payment_id: transfer.paymentId,
    amount: transfer.amount,
    reference: transfer.reference,
    bank: { ...ctx.config.bank },
    status,
    created_at: transfer.createdAt.toISOString(),
    proof,
    ...(status === 'pending' ? { sepa_qr: await sepaQrOf(ctx.config.bank, transfer) } : {}),
  };
}

/**
 * GET /me/transfers (added): the company's bank transfers, newest first, with their proofs (the
 * pending-transfer page finds its transfer by the reference in its URL, spec §2).
 */
export async function listTransfers(ctx: PaymentsContext, user: UserRow) {
  const rows = await ctx.db.read(async (db) => {
    if (!user.accountId) return [];
    const found = await db
      .select()
      .from(transfers)
      .where(eq(transfers.accountId, user.accountId))
      .orderBy(desc(transfers.createdAt));
    const proofs = await proofsOf(
      db,
      found.map((row) => row.id),
    );
    return found.map((row) => ({ row, proof: proofs.get(row.id) ?? null }));
  });
  return Promise.all(rows.map(({ row, proof }) => transferAnswer(ctx, row, proof)));
}

/** The transfer-pending email: the bank details, the reference and the QR code (spec §4 step 5). */
async function sendTransferPending(
  ctx: PaymentsContext,
  tx: Executor,
  user: UserRow,
  transfer: TransferRow,
  owned: OwnedPayment,
) {
  const qr = await sepaQrOf(ctx.config.bank, transfer);
  await enqueueEmail(tx, {
    kind: 'transfer_pending',
    to: user.email,
    langue: user.langue,
    data: {
      firstname: user.firstname,
      amount: euros(transfer.amount, user.langue),
      event: owned.eventName,
      reference: transfer.reference,
      iban: printedIban(ctx.config.bank.iban),
      bic: ctx.config.bank.bic,
      holder: ctx.config.bank.holder,
      qrImage: qr.image,
    },
  });
}

/** A second pending transfer of one installment, stopped by the index (docs/security.md). */
function onePendingTransfer(error: unknown): never {
  if (violatedUniqueIndex(error) === 'transfers_one_pending_idx') {
    throw fail.businessRule('action.transfer_pending');
  }
  throw error;
}

/**
 * POST /transaction-update-transfer (spec §4 step 5, §7): pay an installment by bank transfer.
 * The installment waits for the transfer; the exhibitor gets the bank details, a unique reference
 * and the SEPA QR code, on screen and by email. A card attempt left open is superseded and its
 * provider session expired.
 */
export async function startTransfer(
  ctx: PaymentsContext,
  provider: CardProvider,
  user: UserRow,
  input: { payment_id: string; idempotency_key: string },
) {
  const hash = requestHash({ payment_id: input.payment_id, user: user.id });
  return idempotent(ctx, {
    table: transfers,
    key: input.idempotency_key,
    hash,
    answer: (transfer) => transferAnswer(ctx, transfer),
    create: async () => {
      const { transfer, superseded } = await ctx.db
        .tx(async (tx) => {
          const now = ctx.now();
          const attempt = await startAttempt(
            tx,
            user,
            { paymentId: input.payment_id, method: 'transfer', now },
            { key: input.idempotency_key, hash },
          );
          const [created] = await tx
            .insert(transfers)
            .values({
              ...attempt.columns,
              reference: newReference('VIR', Number(parisDate(now).slice(0, 4))),
            })
            .returning();
          await awaitAttempt(tx, attempt.owned.payment.id, 'transfer');
          await sendTransferPending(ctx, tx, user, created!, attempt.owned);
          return { transfer: created!, superseded: attempt.superseded };
        })
        .catch(onePendingTransfer);
      await expireSuperseded(ctx, provider, superseded);
      return transfer;
    },
  });
}

/**
 * POST /transaction-cancel-transfer (added; spec §4 step 5): a pending transfer is canceled; the
 * installment is due again, to be paid by card only (spec §4 flow 5). Its proof is deleted: the
 * organiser keeps no file of a transfer that will not come (docs/security.md "Proofs of
 * transfer").
 */
export async function cancelTransfer(ctx: PaymentsContext, user: UserRow, transferId: string) {
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
    await tx.delete(transferProofs).where(eq(transferProofs.transferId, transfer.id));
    await tx
      .update(payments)
      .set({ status: 'due', method: null })
      .where(and(eq(payments.id, transfer.paymentId), eq(payments.status, 'pending_transfer')));
    return transferAnswer(ctx, canceled);
  });
}

/**
 * A pending transfer received (spec §4 step 5): the installment is paid and invoiced, in the
 * caller's transaction. Null when the transfer is no longer pending. The sales team's call and the
 * statement import both receive transfers this way.
 */
export async function receiveTransfer(
  ctx: PaymentsContext,
  tx: Executor,
  transferId: string,
): Promise<TransferRow | null> {
  const [transfer] = await tx
    .update(transfers)
    .set({ status: 'received', completedAt: ctx.now() })
    .where(and(eq(transfers.id, transferId), eq(transfers.status, 'pending')))
    .returning();
  if (!transfer) return null;
  await markPaid(ctx, tx, transfer.paymentId, 'transfer', null);
  return transfer;
}

/** Operator: a pending transfer was received (spec §4 step 5); the installment is paid. */
export async function transferReceived(ctx: PaymentsContext, transferId: string) {
  return ctx.db.tx(async (tx) => {
    const transfer = await receiveTransfer(ctx, tx, transferId);
    if (!transfer) {
      const [found] = await tx.select().from(transfers).where(eq(transfers.id, transferId));
      if (!found) throw fail.notFound();
      throw fail.businessRule('error.business_rule');
    }
    return transferAnswer(ctx, transfer);
  });
}
