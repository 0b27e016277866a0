// Bulk inserts on a PostgreSQL pool (docs/performance.md "The scale seed"): rows written as
// multi-row INSERTs of a few thousand parameters each, one round trip a batch, never one a row.
// Values go through each column's own driver mapping (jsonb, timestamps, bytea) as drizzle's
// inserts do; a value left undefined takes the column's default.
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** PostgreSQL takes at most 65,535 parameters a statement; batches stay well under. */
const MAX_PARAMETERS = 30_000;

/** Inserts `rows` into `table` in batches; answers the number of rows written. */
export async function bulkInsert<Table extends PgTable>(
  pool: pg.Pool | pg.PoolClient,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table));
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perBatch) {
    const values: unknown[] = [];
    const tuples = rows.slice(start, start + perBatch).map((row) => {
      const cells = columns.map(([key, column]) => {
        const value = (row as Record<string, unknown>)[key];
        if (value === undefined) return 'DEFAULT';
        values.push(value === null ? null : column.mapToDriverValue(value));
        return `$${values.length}`;
      });
      return `(${cells.join(', ')})`;
    });
    await pool.query(
      `insert into "${getTableName(table)}" (${names}) values ${tuples.join(', ')}`,
      values,
    );
  }
  return rows.length;
}
