// Reading PostgreSQL's plans for the EXPLAIN test (scale-explain.test.ts; docs/testing.md "Indexes
// proven"): what the driver sent, captured, and the two faults a plan can show at scale.
import pg from 'pg';

export interface CapturedQuery {
  /** The call of the API that sent it (`GET /me`...). */
  call: string;
  text: string;
  values: unknown[];
}

/** A node of `EXPLAIN (FORMAT JSON)`, the fields read here. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

type QueryArguments = [unknown, unknown?, unknown?];

/**
 * Captures every query any pg client of this process sends while `record(call)` names a call
 * (pg.Client's `query`: the pool, drizzle's transactions and the pipelined reads all end there).
 * Answers the list it fills and the function that puts `query` back.
 */
export function captureQueries(): {
  queries: CapturedQuery[];
  record(call: string | null): void;
  restore(): void;
} {
  const queries: CapturedQuery[] = [];
  let current: string | null = null;
  const prototype = pg.Client.prototype as unknown as {
    query: (...args: QueryArguments) => unknown;
  };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: QueryArguments) {
    const [config, second] = args;
    if (current) {
      const shaped = config as { text?: string; values?: unknown[] } | string;
      const text = typeof shaped === 'string' ? shaped : shaped?.text;
      const values = Array.isArray(second)
        ? second
        : typeof shaped === 'object'
          ? (shaped?.values ?? [])
          : [];
      if (text) queries.push({ call: current, text, values });
    }
    return original.apply(this, args);
  };
  return {
    queries,
    record: (call) => {
      current = call;
    },
    restore: () => {
      prototype.query = original;
    },
  };
}

/** Statements that have a plan (not begin, commit, set, savepoint...). */
export function isPlannable(text: string): boolean {
  return /^\s*(select|with|insert|update|delete)\b/i.test(text);
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** What the rules know of the database: each table's rows, its partial indexes, "large". */
export interface Tables {
  rowsOf(table: string): number;
  /** Indexes with a WHERE: read without a condition, they hold only the rows their WHERE keeps. */
  partial: ReadonlySet<string>;
  threshold: number;
}

/**
 * A read of every row of a large table: a sequential scan, or a read of a whole index without a
 * condition (a partial index's rows are only those its WHERE keeps: not a whole read).
 */
function readsAll(node: PlanNode, tables: Tables): boolean {
  const table = node['Relation Name'];
  if (!table || tables.rowsOf(table) <= tables.threshold) return false;
  if (node['Node Type'] === 'Seq Scan') return true;
  const indexRead = node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan';
  const partial = tables.partial.has(node['Index Name'] ?? '');
  return indexRead && !partial && node['Index Cond'] === undefined;
}

/** A read of a large table, whole or by a condition (every row the condition keeps). */
function readsLarge(node: PlanNode, tables: Tables): boolean {
  const table = node['Relation Name'];
  return table !== undefined && tables.rowsOf(table) > tables.threshold;
}

/**
 * The faults of one plan, naming each table: a large table read whole (a sequential scan; an
 * index read without a condition, unless a Limit stops it), and, in a query that pages (a Limit),
 * a Sort fed by a large table: every row its condition keeps read and sorted for one page (the
 * pending transfers of every campaign for the overview's first 50), where an index would give the
 * rows in order.
 */
export function planFaults(root: PlanNode, tables: Tables): string[] {
  const faults: string[] = [];
  const visit = (node: PlanNode, limited: boolean) => {
    const table = node['Relation Name'];
    const whole = readsAll(node, tables);
    if (whole && (node['Node Type'] === 'Seq Scan' || !limited)) {
      faults.push(`${table} (${tables.rowsOf(table!)} rows) read whole (${node['Node Type']})`);
    }
    if (limited && node['Node Type'] === 'Sort') {
      const fed = nodes(node).filter((below) => readsLarge(below, tables));
      if (fed.length > 0) {
        const tables = fed.map((below) => below['Relation Name']).join(', ');
        faults.push(`a page sorted without an index (${tables})`);
      }
    }
    for (const child of node.Plans ?? []) visit(child, limited || node['Node Type'] === 'Limit');
  };
  visit(root, false);
  return faults;
}

/** A query as a fault names it: from its FROM on (the selected columns say nothing). */
function shortened(text: string): string {
  const from = text.search(/\sfrom\s/i);
  return (from > 0 ? `select … ${text.slice(from + 1)}` : text).slice(0, 400);
}

/**
 * EXPLAINs each captured query (once per call) on the database of `url`, after ANALYZE, and
 * answers its faults as `call: fault in query`. The planner's own choice first; a fault it shows
 * is one only if no index can avoid it (sequential scans and sorts disabled): on a table of a few
 * hundred pages a sequential scan or a sort can be the cheaper plan where an index exists, which
 * the full size would use.
 */
export async function explainFaults(
  url: string,
  queries: readonly CapturedQuery[],
  threshold: number,
): Promise<string[]> {
  const explain = new pg.Client({ connectionString: url });
  await explain.connect();
  try {
    await explain.query('analyze');
    const sizes = await explain.query<{ relname: string; rows: number }>(
      `select relname, reltuples::int as rows from pg_class
       where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    const partial = await explain.query<{ name: string }>(
      'select indexrelid::regclass::text as name from pg_index where indpred is not null',
    );
    const tables: Tables = {
      rowsOf: (table) => sizes.rows.find((row) => row.relname === table)?.rows ?? 0,
      partial: new Set(partial.rows.map((row) => row.name)),
      threshold,
    };
    const planOf = async (query: CapturedQuery, forced: boolean) => {
      await explain.query('begin');
      try {
        if (forced) await explain.query('set local enable_seqscan = off');
        if (forced) await explain.query('set local enable_sort = off');
        const { rows } = await explain.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `explain (format json) ${query.text}`,
          query.values,
        );
        return planFaults(rows[0]!['QUERY PLAN'][0]!.Plan, tables);
      } finally {
        await explain.query('rollback');
      }
    };
    const seen = new Set<string>();
    const faults: string[] = [];
    for (const query of queries.filter((captured) => isPlannable(captured.text))) {
      if (seen.has(`${query.call}\n${query.text}`)) continue;
      seen.add(`${query.call}\n${query.text}`);
      if ((await planOf(query, false)).length === 0) continue;
      for (const fault of await planOf(query, true)) {
        faults.push(`${query.call}: ${fault} in ${shortened(query.text)}`);
      }
    }
    return faults;
  } finally {
    await explain.end();
  }
}
