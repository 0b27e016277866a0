// What waits for the sales team (spec §1, §4; the operator CLI's `list`, an added call behind the
// operator key): first-registration requests to decide, bank transfers to receive with their
// proofs, quotes to revise after a change request, contacts to activate, credits of bank
// statements to decide (docs/payments.md "Statement import"), card payments to refund
// (docs/security.md "Card payments"), documents on the approved platform. Each list can grow
// without bound: the overview answers its first page, its total and its next cursor, and
// `GET /operator/overview/<list>` the pages after (docs/api.md "Paging"). The sales team's actions
// are their areas' own calls (registration, rebooking, payments, badges, booth).
import { overviewLists as listNames } from '@salon/domain';
import type { OperatorOverview, OverviewList } from '@salon/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { pageFrom, pageRequest, type PageAsked } from '../../core/paging';
import type { Executor } from '../../infra/db/client';
import { bankEntries } from '../../infra/db/schema';
import { countOf, overviewLists, totalOf, type Keyed } from './lists';

type Ctx = AppContext<BillingConfig>;

/** A page of one list: its items and the next cursor, from the rows asked (one more). */
async function pageOfList(ctx: Ctx, db: Executor, list: OverviewList, query: PageAsked) {
  const reader = overviewLists[list];
  const page = pageRequest(reader.keyset, query);
  const rows: Keyed[] = await reader.page(ctx, db, page);
  const { rows: shown, next } = pageFrom(rows, page.limit);
  return { items: shown.map(({ item }) => item), next };
}

/** One page of one list of the overview (`GET /operator/overview/<list>?cursor=&limit=`). */
export function overviewPage(ctx: Ctx, list: OverviewList, query: PageAsked) {
  return ctx.db.read(async (db) => {
    // Both at once, as the overview's statements (below).
    const [page, [counted]] = await Promise.all([
      pageOfList(ctx, db, list, query),
      ctx.db
        .statement(`overview_total_${list}`, (executor) =>
          executor.select({ total: totalOf(overviewLists[list]) }).from(sql`(select 1) as one`),
        )
        .execute(),
    ]);
    return { ...page, total: counted?.total ?? 0 };
  });
}

/**
 * Every list's total and the bank credits waiting, in one statement: one round trip where each
 * count was one (docs/performance.md "The benchmark at scale").
 */
const totalsStatement = (db: Executor) =>
  db
    .select({
      ...(Object.fromEntries(
        listNames.map((list) => [list, totalOf(overviewLists[list])]),
      ) as Record<OverviewList, ReturnType<typeof totalOf>>),
      bankEntriesWaiting: countOf(bankEntries, eq(bankEntries.status, 'waiting')),
    })
    .from(sql`(select 1) as one`);

/** What waits for the sales team: each list's first page of `limit` rows (the CLI's `list`). */
export async function overview(ctx: Ctx, query: { limit?: number | undefined }) {
  return ctx.db.read(async (db) => {
    // All at once: on a server the statements leave in one write of a pipelined connection
    // (docs/performance.md "API throughput"); PGlite runs them one after the other.
    const [totalsRows, ...listPages] = await Promise.all([
      ctx.db.statement('overview_totals', totalsStatement).execute(),
      ...listNames.map((list) => pageOfList(ctx, db, list, query)),
    ]);
    const totals = totalsRows[0]!;
    const pages = Object.fromEntries(listNames.map((list, index) => [list, listPages[index]!]));
    const field = <T>(pick: (list: OverviewList) => T) =>
      Object.fromEntries(listNames.map((list) => [list, pick(list)])) as Record<OverviewList, T>;
    return {
      ...field((list) => pages[list]!.items),
      bank_entries_waiting: totals.bankEntriesWaiting,
      totals: field((list) => totals[list]),
      next: field((list) => pages[list]!.next),
      // Each list's items are what its reader maps (./lists.ts); the response schema serialises them.
    } as OperatorOverview;
  });
}
