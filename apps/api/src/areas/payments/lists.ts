// What the company pays (spec §7 GET /me/payments): its installments with any pending transfer,
// whether a transfer of each was cancelled (then it is paid by card only, spec §4 flow 5), and
// the stand each is for (spec §2 pro/invoices).
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { toPayment } from '../../core/mappers';
import type { UserRow } from '../../infra/db/rows';
import { campaigns, opportunities, payments, transfers } from '../../infra/db/schema';

/** GET /me/payments (spec §7): every installment of the company, by due date. */
export async function listPayments(ctx: AppContext, user: UserRow) {
  if (!user.accountId) return [];
  return ctx.db.read(async (db) => {
    const rows = await db
      .select({ payment: payments, eventName: campaigns.eventName, stand: opportunities.stand })
      .from(payments)
      .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
      .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
      .where(eq(opportunities.accountId, user.accountId!))
      .orderBy(asc(payments.dueDate));
    const ids = rows.map((row) => row.payment.id);
    const attempts =
      ids.length === 0
        ? []
        : await db
            .select({
              paymentId: transfers.paymentId,
              reference: transfers.reference,
              status: transfers.status,
            })
            .from(transfers)
            .where(inArray(transfers.paymentId, ids));
    const of = (paymentId: string, status: string) =>
      attempts.find((transfer) => transfer.paymentId === paymentId && transfer.status === status);
    return rows.map((row) =>
      toPayment(
        row.payment,
        row.eventName,
        {
          reference: of(row.payment.id, 'pending')?.reference ?? null,
          canceled: Boolean(of(row.payment.id, 'canceled')),
        },
        row.stand,
      ),
    );
  });
}
