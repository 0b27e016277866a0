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
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { pageFrom, pageRequest, type PageAsked } from '../../core/paging';
import type { Executor } from '../../infra/db/client';
import { bankEntries } from '../../infra/db/schema';
import { overviewLists, totalOf } from './lists';

type Ctx = AppContext<BillingConfig>;

async function pageOfList(ctx: Ctx, db: Executor, list: OverviewList, query: PageAsked) {
  const reader = overviewLists[list];
  const page = pageRequest(reader.keyset, query);
  const rows = await reader.page(ctx, db, page.after, page.fetch);
  const { rows: shown, next } = pageFrom(rows, page.limit);
  return { items: shown.map(({ item }) => item), total: await totalOf(db, reader), next };
}

/** One page of one list of the overview (`GET /operator/overview/<list>?cursor=&limit=`). */
export function overviewPage(ctx: Ctx, list: OverviewList, query: PageAsked) {
  return ctx.db.read((db) => pageOfList(ctx, db, list, query));
}

/** What waits for the sales team: each list's first page of `limit` rows (the CLI's `list`). */
export async function overview(ctx: Ctx, query: { limit?: number | undefined }) {
  return ctx.db.read(async (db) => {
    const pages: Record<string, Awaited<ReturnType<typeof pageOfList>>> = {};
    // One after the other: PGlite has one connection, a pool gains little for seven small reads.
    for (const list of listNames) pages[list] = await pageOfList(ctx, db, list, query);
    const [waiting] = await db
      .select({ entries: count() })
      .from(bankEntries)
      .where(eq(bankEntries.status, 'waiting'));
    const field = <T>(pick: (page: (typeof pages)[string]) => T) =>
      Object.fromEntries(listNames.map((list) => [list, pick(pages[list]!)])) as Record<
        OverviewList,
        T
      >;
    return {
      ...field((page) => page.items),
      bank_entries_waiting: Number(waiting?.entries ?? 0),
      totals: field((page) => page.total),
      next: field((page) => page.next),
      // Each list's items are what its reader maps (./lists.ts); the response schema serialises them.
    } as OperatorOverview;
  });
}
