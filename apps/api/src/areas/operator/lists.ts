// The operator overview's lists (docs/api.md "Paging"), each read one page at a time in a stable
// order whose last column is unique: what waits longest comes first, but the documents on the
// approved platform, newest first as the sales team reads them (docs/payments.md "The platform").
// Each list says how to count it and how to read a page of it after a sort key, as prepared
// statements (docs/performance.md "The benchmark at scale": built once, parsed once a connection).
import { documentTypeCodes, PENDING_REVIEW_STAGE } from '@salon/domain';
import type { OverviewList } from '@salon/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { proofsOf } from '../../core/billing/proofs';
import {
  notRefunded,
  refundItem,
  refundsOldestFirst,
  selectRefunds,
} from '../../core/billing/refunds';
import { selectOperatorInvoices, toOperatorInvoice } from '../../core/einvoicing/answers';
import { firstRegistrationSummary, inactiveContactSummary } from '../../core/mappers';
import { readPage, sortKeyOf } from '../../core/paging';
import type { Keyset, pageRequest } from '../../core/paging';
import type { Executor } from '../../infra/db/client';
import { byId, textConstant } from '../../infra/db/lookups';
import {
  accounts,
  campaigns,
  firstRegistrationRequests,
  invoices,
  opportunities,
  payments,
  transactions,
  transfers,
  users,
} from '../../infra/db/schema';

type Ctx = AppContext<BillingConfig>;

/** A row of a page and its sort key (the next cursor, when it is the page's last). */
export interface Keyed {
  item: unknown;
  sortKey: string;
}

/** A page as `pageRequest` asks it: the rows to fetch, after the key when there is one. */
export type PageAsk = Pick<ReturnType<typeof pageRequest>, 'fetch' | 'key'>;

export interface OverviewListReader {
  keyset: Keyset;
  /** Its rows in all. */
  where: SQL;
  table: Parameters<ReturnType<Executor['select']>['from']>[0];
  /** A page of its rows (`fetch` at most, after the key when there is one), with their keys. */
  page(ctx: Ctx, db: Executor, page: PageAsk): Promise<Keyed[]>;
}

const oldestFirst = (
  column: Keyset['columns'][number]['column'],
  id: Keyset['columns'][number]['column'],
): Keyset => ({
  columns: [
    { column, kind: 'instant' },
    { column: id, kind: 'text' },
  ],
  descending: false,
});

/** A page's rows as items with their sort key. */
const keyed = <Row extends { sortKey: string }>(rows: Row[], item: (row: Row) => unknown) =>
  rows.map((row) => ({ item: item(row), sortKey: row.sortKey }));

const firstRegistrationsOrder = oldestFirst(
  firstRegistrationRequests.createdAt,
  firstRegistrationRequests.id,
);
const transfersOrder = oldestFirst(transfers.createdAt, transfers.id);
const reviewsOrder = oldestFirst(opportunities.updatedAt, opportunities.id);
const inactiveOrder = oldestFirst(users.createdAt, users.id);
const documentsOrder: Keyset = {
  columns: [
    { column: invoices.createdAt, kind: 'instant' },
    { column: invoices.id, kind: 'text' },
  ],
  descending: true,
};

/** First-registration requests to decide (spec §1: selection committee). */
const firstRegistrationsWhere = eq(firstRegistrationRequests.status, 'pending');
const firstRegistrations: OverviewListReader = {
  keyset: firstRegistrationsOrder,
  table: firstRegistrationRequests,
  where: firstRegistrationsWhere,
  async page(ctx, _db, page) {
    const rows = await readPage(
      ctx.db,
      'overview_first_registrations',
      firstRegistrationsOrder,
      page,
      firstRegistrationsWhere,
      (db) =>
        db
          .select({ request: firstRegistrationRequests, ...sortKeyOf(firstRegistrationsOrder) })
          .from(firstRegistrationRequests)
          .$dynamic(),
    );
    return keyed(rows, ({ request }) => firstRegistrationSummary(request));
  },
};

/** Bank transfers to receive, with their proofs (spec §4 step 5). */
// The constant written in the statement, not bound: a prepared statement's generic plan can use a
// partial index only when its WHERE names the index's own constant (docs/performance.md "The
// benchmark at scale": bound, it was planned again at every call).
const pendingTransfersWhere = sql`${transfers.status} = 'pending'`;
const pendingTransfers: OverviewListReader = {
  keyset: transfersOrder,
  table: transfers,
  where: pendingTransfersWhere,
  async page(ctx, db, page) {
    const rows = await readPage(
      ctx.db,
      'overview_pending_transfers',
      transfersOrder,
      page,
      pendingTransfersWhere,
      (executor) =>
        executor
          .select({
            transfer: transfers,
            company: accounts.name,
            event: campaigns.eventName,
            ...sortKeyOf(transfersOrder),
          })
          .from(transfers)
          .innerJoin(payments, eq(payments.id, transfers.paymentId))
          .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
          .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
          .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
          .$dynamic(),
    );
    const proofs = await proofsOf(
      db,
      rows.map(({ transfer }) => transfer.id),
    );
    return keyed(rows, ({ transfer, company, event }) => ({
      transfer_id: transfer.id,
      payment_id: transfer.paymentId,
      amount: transfer.amount,
      reference: transfer.reference,
      bank: { ...ctx.config.bank },
      status: 'pending' as const,
      created_at: transfer.createdAt.toISOString(),
      proof: proofs.get(transfer.id) ?? null,
      company,
      event,
    }));
  },
};

/** Quotes to revise after a change request (spec §4 rebooking flow, 2). */
// The stage written in the statement (the pending transfers' reason).
const quotesToReviseWhere = sql`${opportunities.etape} = ${textConstant(PENDING_REVIEW_STAGE)}`;
const quotesToRevise: OverviewListReader = {
  keyset: reviewsOrder,
  table: opportunities,
  where: quotesToReviseWhere,
  async page(ctx, _db, page) {
    const rows = await readPage(
      ctx.db,
      'overview_quotes_to_revise',
      reviewsOrder,
      page,
      quotesToReviseWhere,
      (db) =>
        db
          .select({
            opportunity: opportunities,
            company: byId<string>(accounts.name, accounts.id, opportunities.accountId),
            event: byId<string>(campaigns.eventName, campaigns.id, opportunities.campaignId),
            ...sortKeyOf(reviewsOrder),
          })
          .from(opportunities)
          .$dynamic(),
    );
    return keyed(rows, ({ opportunity, company, event }) => ({
      id: opportunity.id,
      company,
      event,
      comment_rbkg: opportunity.commentRbkg,
      surface_rbkg: opportunity.surfaceRbkg,
      angles_rbkg: opportunity.anglesRbkg,
      account_rbkg: opportunity.accountRbkg,
      version: opportunity.version,
    }));
  },
};

/** Contacts to activate (spec §8 'Contact inactive'). */
const inactiveContactsWhere = sql`${users.active} = false`;
const inactiveContacts: OverviewListReader = {
  keyset: inactiveOrder,
  table: users,
  where: inactiveContactsWhere,
  async page(ctx, _db, page) {
    const rows = await readPage(
      ctx.db,
      'overview_inactive_contacts',
      inactiveOrder,
      page,
      inactiveContactsWhere,
      (db) =>
        db
          .select({
            user: users,
            company: byId<string | null>(accounts.name, accounts.id, users.accountId),
            ...sortKeyOf(inactiveOrder),
          })
          .from(users)
          .$dynamic(),
    );
    return keyed(rows, ({ user, company }) => inactiveContactSummary(user, company));
  },
};

/** Card payments approved too late, to refund (docs/security.md "Card payments"). */
const refunds: OverviewListReader = {
  keyset: refundsOldestFirst,
  table: transactions,
  where: notRefunded!,
  async page(ctx, _db, page) {
    const rows = await readPage(
      ctx.db,
      'overview_refunds_due',
      refundsOldestFirst,
      page,
      notRefunded,
      selectRefunds,
    );
    return rows.map(refundItem);
  },
};

/** Documents the platform has not reported paid, newest first; `where` narrows them. */
const documents = (name: string, where: SQL): OverviewListReader => ({
  keyset: documentsOrder,
  table: invoices,
  where,
  async page(ctx, _db, page) {
    const rows = await readPage(ctx.db, `overview_${name}`, documentsOrder, page, where, (db) =>
      selectOperatorInvoices(db, sortKeyOf(documentsOrder)),
    );
    return keyed(rows, (row) => toOperatorInvoice(row, row.company));
  },
});

// Written, not bound, for the partial index (see the pending transfers').
const notPaidOnPlatform = sql`${invoices.platformStatus} <> 'paid'`;

export const overviewLists: Record<OverviewList, OverviewListReader> = {
  first_registrations: firstRegistrations,
  pending_transfers: pendingTransfers,
  quotes_to_revise: quotesToRevise,
  inactive_contacts: inactiveContacts,
  refunds_due: refunds,
  // Credit notes whose refund the platform has not reported paid (docs/payments.md).
  credit_notes_to_refund: documents(
    'credit_notes_to_refund',
    and(notPaidOnPlatform, eq(invoices.typeCode, documentTypeCodes.credit_note))!,
  ),
  einvoices: documents('einvoices', notPaidOnPlatform),
};

/** How many rows of `table` match `where`, as a subquery of a statement that counts. */
export const countOf = (table: OverviewListReader['table'], where: SQL) =>
  sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);

/** How many rows a list holds in all. */
export const totalOf = (reader: OverviewListReader) => countOf(reader.table, reader.where);
