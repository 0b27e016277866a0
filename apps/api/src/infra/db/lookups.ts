// Pieces of SQL the paged lists are written with (docs/performance.md "The benchmark at scale"): a
// page's statement is planned at each call when its limit is bound, and a one-table query with
// one-row subqueries plans in a fifth of the time of the same rows joined; a constant written in
// the statement, not bound, lets a prepared statement keep its generic plan on a partial index.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A column written with its table's name (or `as`): drizzle leaves it out in a one-table query. */
const qualified = (column: AnyPgColumn, as = getTableName(column.table)): SQL =>
  sql.raw(`"${as}"."${column.name}"`);

/**
 * The value of `column` in the row of its table whose key `id` equals `key` (a column of the
 * outer query), as a one-row subquery; `as` names the table when it is the outer one's too.
 */
export function byId<T>(column: AnyPgColumn, id: AnyPgColumn, key: AnyPgColumn, as?: string) {
  const table = getTableName(column.table);
  const from = sql.raw(as ? `"${table}" as "${as}"` : `"${table}"`);
  return sql<T>`(select ${qualified(column, as)} from ${from} where ${qualified(id, as)} = ${qualified(key)})`;
}

/** A text constant written in the statement (quotes doubled), where a bound value would be planned at each call. */
export const textConstant = (value: string): SQL => sql.raw(`'${value.replaceAll("'", "''")}'`);
