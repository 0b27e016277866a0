// Idempotent creation (docs/api.md "Idempotency"): a call that creates something carries an
// idempotency key, stored unique with a hash of its request. The same key with the same request
// answers what the first call made; with another request, 4090 (spec §8 conflict). Two requests
// with one key at once: the second's insert fails on the unique key, and it answers the first's.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../infra/db/client';
import type { transactions, transfers } from '../infra/db/schema';
import { fail } from '../infra/errors';

/** The hash of a request: what must be the same for a key to be replayed. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** The tables whose rows are created under an idempotency key. */
type KeyedTable = typeof transactions | typeof transfers;

export interface IdempotentCreation<T extends KeyedTable, Answer> {
  table: T;
  key: string;
  /** The request's hash (`requestHash`), stored with the row. */
  hash: string;
  /** Creates the row with `key` and `hash`, in its own database transaction. */
  create: () => Promise<T['$inferSelect']>;
  /** The answer for a row, made now or by an earlier request with the same key. */
  answer: (row: T['$inferSelect']) => Answer | Promise<Answer>;
}

/** Runs `create` once per idempotency key; see the file's header for the rules. */
export async function idempotent<T extends KeyedTable, Answer>(
  ctx: AppContext,
  creation: IdempotentCreation<T, Answer>,
): Promise<Answer> {
  const { table, key, hash } = creation;
  const earlier = async (): Promise<T['$inferSelect'] | undefined> => {
    const [found] = await ctx.db.read((db) =>
      db
        .select()
        .from(table as KeyedTable)
        .where(eq(table.idempotencyKey, key)),
    );
    if (found && found.requestHash !== hash) throw fail.conflict();
    return found as T['$inferSelect'] | undefined;
  };
  let row = await earlier();
  if (!row) {
    try {
      row = await creation.create();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      row = await earlier();
      if (!row) throw error;
    }
  }
  return creation.answer(row);
}
