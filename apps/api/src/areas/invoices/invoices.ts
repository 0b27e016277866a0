// The company's invoices (spec §7 GET /me/invoices, GET /me/invoice_pdf/:id): the list, and one
// invoice of the caller's company for its PDF.
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { toInvoice } from '../../core/mappers';
import type { Executor } from '../../infra/db/client';
import type { UserRow } from '../../infra/db/rows';
import { invoices, opportunities } from '../../infra/db/schema';
import { fail } from '../../infra/errors';

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
      // The stand it is for (spec §2 pro/invoices): its opportunity's, null while to be allocated.
      stand: opportunities.stand,
    })
    .from(invoices)
    .leftJoin(opportunities, eq(opportunities.id, invoices.opportunityId))
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
