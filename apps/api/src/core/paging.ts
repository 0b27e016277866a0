// Keyset paging of the lists that grow without bound (docs/api.md "Paging"): the operator
// overview's lists, a company's invoices, the unmatched bank entries. A list is read in a stable
// order whose last column is unique (the id, or another unique key); a page asks one row more than
// its limit to know whether a next page exists, and the next cursor is the last row's sort key,
// base64url of its JSON. A page after a cursor is a row comparison `(a, b, id) > (…)`, which an
// index on the same columns answers without a sort; never an offset, which reads and drops every
// row before it.
import { DEFAULT_PAGE_LIMIT, errorCodes } from '@salon/domain';
import { and, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod/mini';
import { safeParse } from 'zod/v4/core';
import type { Database, Executor } from '../infra/db/client';
import { ApiError } from '../infra/errors';

/** How a sort key's column is written in a cursor and read back. */
type KeyKind = 'instant' | 'date' | 'text';

export interface KeyColumn {
  column: AnyColumn;
  kind: KeyKind;
}

/** A list's order: its columns, the last one unique, all ascending or all descending. */
export interface Keyset {
  columns: readonly KeyColumn[];
  descending: boolean;
}

const instantText = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const dateText = /^\d{4}-\d{2}-\d{2}$/;
const valueSchemas: Record<KeyKind, z.ZodMiniString> = {
  instant: z.string().check(z.regex(instantText)),
  date: z.string().check(z.regex(dateText)),
  text: z.string().check(z.minLength(1), z.maxLength(200)),
};

/**
 * A column as the cursor writes it: an instant to the microsecond in UTC (a JavaScript Date would
 * lose the microseconds PostgreSQL keeps, and two rows written in one transaction would tie), a
 * date and a text as they are.
 */
function keyText({ column, kind }: KeyColumn): SQL<string> {
  if (kind === 'instant') {
    return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<string>`${column}::text`;
}

function keyValue(kind: KeyKind, value: string | Placeholder): SQL {
  if (kind === 'instant') return sql`${value}::timestamptz`;
  if (kind === 'date') return sql`${value}::date`;
  return sql`${value}`;
}

/**
 * The column to select beside a row: its sort key as the cursor's JSON text, written by the
 * database (a text[] would be parsed into an array at every row, when only a page's last row
 * becomes a cursor).
 */
export function sortKeyOf(keyset: Keyset): { sortKey: SQL<string> } {
  const parts = sql.join(keyset.columns.map(keyText), sql`, `);
  return { sortKey: sql<string>`json_build_array(${parts})::text` };
}

/** `ORDER BY` of the keyset. */
export function orderOf(keyset: Keyset): SQL[] {
  return keyset.columns.map(({ column }) =>
    keyset.descending ? sql`${column} desc` : sql`${column} asc`,
  );
}

/** The rows after a cursor's key, in the keyset's order. */
export function after(keyset: Keyset, key: readonly (string | Placeholder)[]): SQL {
  const columns = sql.join(
    keyset.columns.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const values = sql.join(
    keyset.columns.map(({ kind }, index) => keyValue(kind, key[index]!)),
    sql`, `,
  );
  return keyset.descending ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

/** A cursor that is not one of ours: 400 with code 2201 on `cursor` (docs/api.md "Paging"). */
const badCursor = () =>
  new ApiError(errorCodes.validationFailed, 'error.input_errors', {
    cursor: ['validation.invalid'],
  }).withStatus(400);

/** The sort key a cursor carries, checked against the keyset's columns; 400 otherwise. */
export function readCursor(keyset: Keyset, cursor: string): string[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const schema = z.tuple(keyset.columns.map(({ kind }) => valueSchemas[kind]) as [z.ZodMiniString]);
  const result = safeParse(schema, decoded);
  if (!result.success) throw badCursor();
  return result.data as string[];
}

/** A cursor from a sort key's JSON text (`sortKeyOf`). */
export function writeCursor(sortKey: string): string {
  return Buffer.from(sortKey, 'utf8').toString('base64url');
}

/** The placeholders of a keyset's key in a prepared page statement: `key0`, `key1`... */
function keyPlaceholders(keyset: Keyset): Placeholder[] {
  return keyset.columns.map((_, index) => sql.placeholder(`key${index}`));
}

/** A page's query as the endpoint's schema parses it. */
export interface PageAsked {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** What a paged query needs: the keyset's filter after the cursor, and the rows to ask. */
export function pageRequest(keyset: Keyset, query: PageAsked | undefined) {
  const limit = query?.limit ?? DEFAULT_PAGE_LIMIT;
  const key = query?.cursor ? readCursor(keyset, query.cursor) : null;
  return {
    limit,
    /** One more than the page, to know whether another follows. */
    fetch: limit + 1,
    /** The sort key the page starts after; null for the first page. */
    key,
    after: key ? after(keyset, key) : undefined,
  };
}

/** A page from the rows asked (`limit + 1` at most): its rows and the next cursor, or null. */
export function pageFrom<Row extends { sortKey: string }>(
  rows: readonly Row[],
  limit: number,
): { rows: Row[]; next: string | null } {
  if (rows.length <= limit) return { rows: [...rows], next: null };
  const page = rows.slice(0, limit);
  return { rows: page, next: writeCursor(page[page.length - 1]!.sortKey) };
}

/** What a page statement is given: the rows to ask (`fetch`) and the key's values (`key0`...). */
function pageValues(page: { fetch: number; key: readonly string[] | null }) {
  const values: Record<string, string | number> = { fetch: page.fetch };
  (page.key ?? []).forEach((value, index) => {
    values[`key${index}`] = value;
  });
  return values;
}

/**
 * One page of a list as a prepared statement (docs/performance.md "API throughput"): two per list,
 * its first page (`name`) and a page after a key (`name_after`), each built once by `build` with
 * the keyset's filter after the key's placeholders (or none) and the limit `readPage` gives.
 * Run it with `pageValues(page)`, inside `Database.read`.
 */
function pageStatement<P>(
  db: Database,
  name: string,
  keyset: Keyset,
  afterKey: boolean,
  build: (db: Executor, after: SQL | undefined) => { prepare(name: string): P },
): P {
  return db.statement(afterKey ? `${name}_after` : name, (executor) =>
    build(executor, afterKey ? after(keyset, keyPlaceholders(keyset)) : undefined),
  );
}

/**
 * A page of a list, read by its prepared statement (`pageStatement`): the rows `select` reads
 * (its columns, with `sortKeyOf`, and its joins; a dynamic query) that `where` keeps, after the
 * page's key, in the keyset's order, `fetch` at most. `values` fills the other placeholders.
 */
export function readPage<Query extends PgSelect>(
  db: Database,
  name: string,
  keyset: Keyset,
  page: { fetch: number; key: readonly string[] | null },
  where: SQL | undefined,
  select: (db: Executor) => Query,
  values: Record<string, unknown> = {},
) {
  // The usual page's limit written in its statement, any other bound in a statement of its own:
  // with a bound limit PostgreSQL plans the statement again at each call (its generic plan guesses
  // a tenth of the rows, dearer than the custom plan of the same shape); written, the generic plan
  // is kept (docs/performance.md "The benchmark at scale"). drizzle writes an SQL limit as is.
  const usual = page.fetch === DEFAULT_PAGE_LIMIT + 1;
  const limit = usual
    ? (sql.raw(String(page.fetch)) as unknown as number)
    : sql.placeholder('fetch');
  return pageStatement(
    db,
    usual ? name : `${name}_limit`,
    keyset,
    page.key !== null,
    (executor, afterKey) =>
      select(executor)
        .where(and(where, afterKey))
        .orderBy(...orderOf(keyset))
        .limit(limit),
  ).execute({ ...values, ...pageValues(page) });
}
