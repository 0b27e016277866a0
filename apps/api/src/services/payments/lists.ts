// What the company paid and owes (spec §7 GET /me/payments, GET /me/invoices,
// GET /me/invoice_pdf/:id): its installments with any pending transfer, and its invoices.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { campaigns, invoices, opportunities, payments, transfers } from '../../db/schema';
import { fail } from '../../errors';
import { toInvoice, toPayment } from '../mappers';
import type { UserRow } from '../mappers';

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

/** The columns the list shows (docs/performance.md "API throughput"): not the frozen billing JSON. */
const invoicesOf = (db: Executor) =>
  db
    .select({
      id: invoices.id,
      opportunityId: invoices.opportunityId,
      event: invoices.event,
      service: invoices.service,
      kind: invoices.kind,
      amount: invoices.amount,
      amountHt: invoices.amountHt,
      vat: invoices.vat,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      number: invoices.number,
    })
    .from(invoices)
    .where(eq(invoices.accountId, sql.placeholder('accountId')))
    .orderBy(desc(invoices.year), desc(invoices.sequence));

/** GET /me/invoices (spec §7): the company's invoices, newest first (a prepared statement). */
export async function listInvoices(ctx: AppContext, user: UserRow) {
  if (!user.accountId) return [];
  const accountId = user.accountId;
  const rows = await ctx.db.read(() =>
    ctx.db.statement('me_invoices', invoicesOf).execute({ accountId }),
  );
  return rows.map(toInvoice);
}

/** An invoice of the caller's company (4040 otherwise, like an unknown one). */
export async function ownInvoice(ctx: AppContext, user: UserRow, id: string) {
  const [row] = await ctx.db.read((db) => db.select().from(invoices).where(eq(invoices.id, id)));
  if (!row || row.accountId !== user.accountId) throw fail.notFound();
  return row;
}
