// The operator CLI's overview (docs/api.md "Operator CLI", "Paging"): `list` prints each list's
// first page with its total, and how to read the rest; `more <list>` prints the next pages of one
// list, following the cursor the server gave.
import { overviewLists, overviewPageCalls } from '@salon/domain';
import type { OperatorInvoice, OperatorOverview, OverviewList } from '@salon/domain';
import { call, euros } from './client';
import { refundLine } from './statements';
import { printLines } from './terminal';

type Items = { [L in OverviewList]: OperatorOverview[L][number] };

/** An issued document: id, number, kind, amount, company, the invoice it credits, its status. */
function documentLine(d: OperatorInvoice): string {
  const credits = d.credited_reference ? ` credits ${d.credited_reference}` : '';
  const message = d.platform_message ? ` (${d.platform_message})` : '';
  return `${d.id}  ${d.reference}  ${d.document}${credits}  ${euros(d.amount_ttc)}  ${d.company} — ${d.event}  platform: ${d.platform_status}${message}`;
}

/** Each list: its title and one line per row. */
const lists: { [L in OverviewList]: { title: string; line: (item: Items[L]) => string } } = {
  first_registrations: {
    title: 'First-registration requests',
    line: (r) => `${r.id}  ${r.company_name}  <${r.email}>  ${r.created_at}`,
  },
  pending_transfers: {
    title: 'Pending bank transfers',
    line: (t) =>
      `${t.transfer_id}  ${t.reference}  ${euros(t.amount)}  ${t.company} — ${t.event}  ${
        t.proof ? `proof: ${t.proof.name} (${t.proof.kind}, ${t.proof.size} bytes)` : 'no proof yet'
      }`,
  },
  quotes_to_revise: {
    title: 'Quotes to revise',
    line: (q) => {
      const asked = [
        q.surface_rbkg && 'surface',
        q.angles_rbkg && 'angles',
        q.account_rbkg && 'account',
      ]
        .filter(Boolean)
        .join(', ');
      return `${q.id}  ${q.company} — ${q.event}  [${asked}] ${q.comment_rbkg ?? ''}`;
    },
  },
  inactive_contacts: {
    title: 'Inactive contacts',
    line: (c) => `${c.id}  ${c.name} <${c.email}>  ${c.company ?? ''}`,
  },
  refunds_due: { title: 'Card payments to refund', line: refundLine },
  credit_notes_to_refund: { title: 'Refunds due (credit notes)', line: documentLine },
  einvoices: { title: 'E-invoices not reported paid by the platform', line: documentLine },
};

/** A list's name on the command line: `first-registrations`. */
const commandName = (list: OverviewList) => list.replaceAll('_', '-');

/** The rows of a page, and how to read the next one when there is one. */
function printPage<L extends OverviewList>(
  list: L,
  page: { items: Items[L][]; total: number; next: string | null },
  heading: boolean,
): void {
  const { title, line } = lists[list];
  const count =
    page.items.length === page.total ? `${page.total}` : `${page.items.length} of ${page.total}`;
  printLines(
    ...(heading ? ['', `${title} (${count})`] : []),
    ...page.items.map((item) => `  ${line(item)}`),
    ...(page.next ? [`  … more: operator -- more ${commandName(list)} --cursor ${page.next}`] : []),
  );
}

export function printOverview(overview: OperatorOverview): void {
  const section = <L extends OverviewList>(list: L) =>
    printPage(
      list,
      {
        items: overview[list] as Items[L][],
        total: overview.totals[list],
        next: overview.next[list],
      },
      true,
    );
  for (const list of [
    'first_registrations',
    'pending_transfers',
    'quotes_to_revise',
    'inactive_contacts',
  ] as const)
    section(list);
  printLines('', `Bank statement credits waiting for a decision: ${overview.bank_entries_waiting}`);
  for (const list of ['refunds_due', 'credit_notes_to_refund', 'einvoices'] as const) section(list);
}

/** `list [--limit <n>]`: each list's first page. */
export async function listCommand(values: { limit?: string | undefined }): Promise<void> {
  const query = values.limit ? { limit: values.limit } : undefined;
  printOverview((await call('operatorOverview', { query })) as OperatorOverview);
}

/**
 * `more <list> [--cursor <c>] [--limit <n>] [--all]`: one page of a list (from its start without
 * a cursor), or, with `--all`, every page to its end.
 */
export async function moreCommand(
  [name]: string[],
  values: { cursor?: string | undefined; limit?: string | undefined; all?: boolean | undefined },
): Promise<void> {
  const list = overviewLists.find((candidate) => commandName(candidate) === name);
  if (!list) {
    throw new Error(
      `Unknown list: ${name ?? '(none)'}; one of ${overviewLists.map(commandName).join(', ')}`,
    );
  }
  let cursor = values.cursor;
  for (let first = true; ; first = false) {
    const page = (await call(overviewPageCalls[list], {
      query: { ...(cursor ? { cursor } : {}), ...(values.limit ? { limit: values.limit } : {}) },
    })) as { items: Items[typeof list][]; total: number; next: string | null };
    const more = values.all === true && page.next !== null;
    printPage(list, more ? { ...page, next: null } : page, first);
    if (!more) return;
    cursor = page.next!;
  }
}
