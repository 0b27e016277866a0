// The company's invoices and credit notes (spec §7 GET /me/invoices, GET /me/invoice_pdf/:id): the
// list, and the stored Factur-X file of one of them.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { invoiceListColumns } from '../../core/einvoicing/answers';
import { storedFiles } from '../../core/einvoicing/files';
import { pageFrom, pageRequest, readPage, sortKeyOf } from '../../core/paging';
import type { Keyset, PageAsked } from '../../core/paging';
import { toInvoice } from '../../core/mappers';
import type { Executor } from '../../infra/db/client';
import type { UserRow } from '../../infra/db/rows';
import { invoices, opportunities } from '../../infra/db/schema';
import { fail } from '../../infra/errors';

const credited = alias(invoices, 'credited');

/**
 * The list's order, newest first (docs/api.md "Paging"): the issue date, then the time of issue,
 * then the id, unique, so that every page follows the one before without a gap or a repeat.
 */
const newestFirst: Keyset = {
  columns: [
    { column: invoices.issueDate, kind: 'date' },
    { column: invoices.createdAt, kind: 'instant' },
    { column: invoices.id, kind: 'text' },
  ],
  descending: true,
};

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
      ...sortKeyOf(newestFirst),
    })
    .from(invoices)
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .leftJoin(opportunities, eq(opportunities.id, invoices.opportunityId))
    .$dynamic();

const ofAccount = eq(invoices.accountId, sql.placeholder('accountId'));

/**
 * GET /me/invoices (spec §7, §2 pro/invoices 'history of paid invoices'): the company's invoices and
 * credit notes, newest first, one page (prepared statements). Every document here is issued when
 * its installment is paid (docs/payments.md), so the list is the history: the balances due and
 * overdue are the unpaid installments of GET /me/payments, never paged, so a balance never hides
 * on a later page (docs/api.md "Paging").
 */
export async function listInvoices(ctx: AppContext, user: UserRow, query: PageAsked | undefined) {
  if (!user.accountId) return { invoices: [], next: null };
  const accountId = user.accountId;
  const page = pageRequest(newestFirst, query);
  const rows = await ctx.db.read(() =>
    readPage(ctx.db, 'me_invoices', newestFirst, page, ofAccount, invoicesOf, { accountId }),
  );
  const { rows: shown, next } = pageFrom(rows, page.limit);
  return { invoices: shown.map(toInvoice), next };
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
