// Bank transfers of the installments (spec §4 rebooking flow 5, §7): started with an idempotency
// key (docs/api.md "Idempotency"), with the bank details and a unique reference on screen and by
// email; cancelable while pending (the installment is due again, by card); marked received by the
// sales team, which pays and invoices the installment.
import { parisDate } from '@salon/domain';
import type { TransferProof } from '@salon/domain';
import { and, desc, eq } from 'drizzle-orm';
import { euros } from '../../core/billing/money';
import { markPaid } from '../../core/billing/paid';
import { proofsOf } from '../../core/billing/proofs';
import { idempotent, requestHash } from '../../core/idempotency';
import type { TransferRow, UserRow } from '../../infra/db/rows';
import { payments, transfers } from '../../infra/db/schema';
import { enqueueEmail } from '../../infra/email/outbox';
import { fail } from '../../infra/errors';
import type { PaymentsContext } from './config';
import { newReference, startAttempt } from './installments';

export function transferAnswer(
  ctx: PaymentsContext,
  transfer: TransferRow,
  proof: TransferProof | null = null,
) {
  return {
    transfer_id: transfer.id,
    payment_id: transfer.paymentId,
    amount: transfer.amount,
    reference: transfer.reference,
    bank: { ...ctx.config.bank },
    status: transfer.status as 'pending' | 'received' | 'canceled',
    created_at: transfer.createdAt.toISOString(),
    proof,
  };
}

/**
 * GET /me/transfers (added): the company's bank transfers, newest first, with their proofs (the
 * pending-transfer page finds its transfer by the reference in its URL, spec §2).
 */
export async function listTransfers(ctx: PaymentsContext, user: UserRow) {
  return ctx.db.read(async (db) => {
    if (!user.accountId) return [];
    const rows = await db
      .select()
      .from(transfers)
      .where(eq(transfers.accountId, user.accountId))
      .orderBy(desc(transfers.createdAt));
    const proofs = await proofsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => transferAnswer(ctx, row, proofs.get(row.id) ?? null));
  });
}

/**
 * POST /transaction-update-transfer (spec §4 step 5, §7): pay an installment by bank transfer.
 * The installment waits for the transfer; the exhibitor gets the bank details and a unique
 * reference, on screen and by email.
 */
export async function startTransfer(
  ctx: PaymentsContext,
  user: UserRow,
  input: { payment_id: string; idempotency_key: string },
) {
  const hash = requestHash({ payment_id: input.payment_id, user: user.id });
  return idempotent(ctx, {
    table: transfers,
    key: input.idempotency_key,
    hash,
    answer: (transfer) => transferAnswer(ctx, transfer),
    create: () =>
      ctx.db.tx(async (tx) => {
        const now = ctx.now();
        const { owned, columns } = await startAttempt(tx, user, input.payment_id, now, {
          key: input.idempotency_key,
          hash,
        });
        const [transfer] = await tx
          .insert(transfers)
          .values({
            ...columns,
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
        return transfer!;
      }),
  });
}

/**
 * POST /transaction-cancel-transfer (added; spec §4 step 5): a pending transfer is canceled; the
 * installment is due again, to be paid by card.
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
    await tx
      .update(payments)
      .set({ status: 'due', method: null })
      .where(and(eq(payments.id, transfer.paymentId), eq(payments.status, 'pending_transfer')));
    return transferAnswer(ctx, canceled);
  });
}

/** Operator: a pending transfer was received (spec §4 step 5); the installment is paid. */
export async function transferReceived(ctx: PaymentsContext, transferId: string) {
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
