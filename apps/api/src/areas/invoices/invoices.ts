// The company's invoices and credit notes (spec §7 GET /me/invoices, GET /me/invoice_pdf/:id): the
// list, and the stored Factur-X file of one of them.
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { invoiceListColumns } from '../../core/einvoicing/answers';
import { storedFiles } from '../../core/einvoicing/files';
import { toInvoice } from '../../core/mappers';
import type { Executor } from '../../infra/db/client';
import type { UserRow } from '../../infra/db/rows';
import { invoices, opportunities } from '../../infra/db/schema';
import { fail } from '../../infra/errors';

const credited = alias(invoices, 'credited');

/**
 * The columns the list shows (docs/performance.md "API throughput"): not the frozen document nor
 * its files; a credit note names the invoice it credits.
 */
const invoicesOf = (db: Executor) =>
  db
    .select({
      ...invoiceListColumns,
      creditedNumber: credited.number,
      // The stand it is for (spec §2 pro/invoices): its opportunity's, null while to be allocated.
      stand: opportunities.stand,
    })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .leftJoin(opportunities, eq(opportunities.id, invoices.opportunityId))
    .where(eq(invoices.accountId, sql.placeholder('accountId')))
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt), desc(invoices.number));

/** GET /me/invoices (spec §7): the company's invoices, newest first (a prepared statement). */
export async function listInvoices(ctx: AppContext, user: UserRow) {
  if (!user.accountId) return [];
  const accountId = user.accountId;
  const rows = await ctx.db.read(() =>
    ctx.db.statement('me_invoices', invoicesOf).execute({ accountId }),
  );
  return rows.map(toInvoice);
}

/**
 * The stored Factur-X file of an invoice or credit note of the caller's company (4040 otherwise,
 * like an unknown one): always the bytes stored at issue (docs/payments.md "An issued document
 * never changes").
 */
export async function ownInvoiceFile(ctx: AppContext<BillingConfig>, user: UserRow, id: string) {
  const [row] = await ctx.db.read((db) =>
    db.select({ accountId: invoices.accountId }).from(invoices).where(eq(invoices.id, id)),
  );
  if (!row || row.accountId !== user.accountId) throw fail.notFound();
  const files = await storedFiles(ctx, id);
  if (!files) throw fail.notFound();
  return files;
}
