// The operator overview's lists (docs/api.md "Paging"), each read one page at a time in a stable
// order whose last column is unique: what waits longest comes first, but the documents on the
// approved platform, newest first as the sales team reads them (docs/payments.md "The platform").
// Each list says how to count it and how to read a page of it after a sort key.
import { documentTypeCodes, PENDING_REVIEW_STAGE } from '@salon/domain';
import type { OverviewList } from '@salon/domain';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { proofsOf } from '../../core/billing/proofs';
import { notRefunded, refundRows, refundsOldestFirst } from '../../core/billing/refunds';
import { selectOperatorInvoices, toOperatorInvoice } from '../../core/einvoicing/answers';
import { firstRegistrationSummary, inactiveContactSummary } from '../../core/mappers';
import { orderOf, sortKeyOf, type Keyset } from '../../core/paging';
import type { Executor } from '../../infra/db/client';
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
  sortKey: string[];
}

export interface OverviewListReader {
  keyset: Keyset;
  /** Its rows in all. */
  where: SQL | undefined;
  table: Parameters<ReturnType<Executor['select']>['from']>[0];
  /** `fetch` rows at most, after the sort key's filter `after` when it is given. */
  page(ctx: Ctx, db: Executor, after: SQL | undefined, fetch: number): Promise<Keyed[]>;
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
const keyed = <Row extends { sortKey: string[] }>(rows: Row[], item: (row: Row) => unknown) =>
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
const firstRegistrations: OverviewListReader = {
  keyset: firstRegistrationsOrder,
  table: firstRegistrationRequests,
  where: eq(firstRegistrationRequests.status, 'pending'),
  async page(_ctx, db, after, fetch) {
    const rows = await db
      .select({ request: firstRegistrationRequests, ...sortKeyOf(firstRegistrationsOrder) })
      .from(firstRegistrationRequests)
      .where(and(this.where, after))
      .orderBy(...orderOf(firstRegistrationsOrder))
      .limit(fetch);
    return keyed(rows, ({ request }) => firstRegistrationSummary(request));
  },
};

/** Bank transfers to receive, with their proofs (spec §4 step 5). */
const pendingTransfers: OverviewListReader = {
  keyset: transfersOrder,
  table: transfers,
  where: eq(transfers.status, 'pending'),
  async page(ctx, db, after, fetch) {
    const rows = await db
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
      .where(and(this.where, after))
      .orderBy(...orderOf(transfersOrder))
      .limit(fetch);
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
const quotesToRevise: OverviewListReader = {
  keyset: reviewsOrder,
  table: opportunities,
  where: eq(opportunities.etape, PENDING_REVIEW_STAGE),
  async page(_ctx, db, after, fetch) {
    const rows = await db
      .select({
        opportunity: opportunities,
        company: accounts.name,
        event: campaigns.eventName,
        ...sortKeyOf(reviewsOrder),
      })
      .from(opportunities)
      .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
      .innerJoin(campaigns, eq(campaigns.id, opportunities.campaignId))
      .where(and(this.where, after))
      .orderBy(...orderOf(reviewsOrder))
      .limit(fetch);
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
const inactiveContacts: OverviewListReader = {
  keyset: inactiveOrder,
  table: users,
  where: eq(users.active, false),
  async page(_ctx, db, after, fetch) {
    const rows = await db
      .select({ user: users, company: accounts.name, ...sortKeyOf(inactiveOrder) })
      .from(users)
      .leftJoin(accounts, eq(accounts.id, users.accountId))
      .where(and(this.where, after))
      .orderBy(...orderOf(inactiveOrder))
      .limit(fetch);
    return keyed(rows, ({ user, company }) => inactiveContactSummary(user, company));
  },
};

/** Card payments approved too late, to refund (docs/security.md "Card payments"). */
const refunds: OverviewListReader = {
  keyset: refundsOldestFirst,
  table: transactions,
  where: notRefunded,
  page: (_ctx, db, after, fetch) => refundRows(db, and(notRefunded, after), fetch),
};

/** Documents the platform has not reported paid, newest first; `where` narrows them. */
const documents = (where: SQL | undefined): OverviewListReader => ({
  keyset: documentsOrder,
  table: invoices,
  where,
  async page(_ctx, db, after, fetch) {
    const rows = await selectOperatorInvoices(db, sortKeyOf(documentsOrder))
      .where(and(where, after))
      .orderBy(...orderOf(documentsOrder))
      .limit(fetch);
    return keyed(rows, (row) => toOperatorInvoice(row, row.company));
  },
});

const notPaidOnPlatform = ne(invoices.platformStatus, 'paid');

export const overviewLists: Record<OverviewList, OverviewListReader> = {
  first_registrations: firstRegistrations,
  pending_transfers: pendingTransfers,
  quotes_to_revise: quotesToRevise,
  inactive_contacts: inactiveContacts,
  refunds_due: refunds,
  // Credit notes whose refund the platform has not reported paid (docs/payments.md).
  credit_notes_to_refund: documents(
    and(notPaidOnPlatform, eq(invoices.typeCode, documentTypeCodes.credit_note)),
  ),
  einvoices: documents(notPaidOnPlatform),
};

/** How many rows a list holds in all. */
export async function totalOf(db: Executor, reader: OverviewListReader): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(reader.table).where(reader.where);
  return Number(counted?.total ?? 0);
}
