// What the API's outboxes share (the email outbox, src/infra/email/outbox.ts; the e-invoicing
// outbox, src/core/einvoicing/outbox.ts; docs/api.md): a row is claimed with a lease in a short
// transaction (SKIP LOCKED on a PostgreSQL server, so several API instances share the outbox), sent
// outside any transaction, then marked sent; a worker runs rounds on a timer, one at a time.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './db/client';

/** The columns every outbox table has. */
export type OutboxTable = PgTable & {
  id: PgColumn;
  createdAt: PgColumn;
  sentAt: PgColumn;
  nextAttemptAt: PgColumn;
};

/** Claims the oldest row due at `now()`, leasing it for `leaseMs` (five minutes by default). */
export function claimDueRow<Row extends { id: string }>(
  db: Database,
  table: OutboxTable,
  now: () => Date,
  leaseMs = 300_000,
): Promise<Row | null> {
  return db.tx(async (tx) => {
    const at = now();
    const pending = tx
      .select()
      .from(table as PgTable)
      .where(and(isNull(table.sentAt), lte(table.nextAttemptAt, at)))
      .orderBy(asc(table.createdAt))
      .limit(1);
    const [found] = (await (db.kind === 'postgres'
      ? pending.for('update', { skipLocked: true })
      : pending)) as unknown as Row[];
    if (!found) return null;
    await tx
      .update(table)
      .set({ nextAttemptAt: new Date(at.getTime() + leaseMs) } as never)
      .where(eq(table.id, found.id));
    return found;
  });
}

export interface OutboxWorker {
  /** Runs one round now (tests, shutdown). */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` (none when 0), one round at a time, and once at once to resume
 * what a previous run left; a failed round is logged with `failure` and the next one tries again.
 */
export function startRounds(
  round: () => Promise<number>,
  intervalMs: number,
  failure: (error: unknown) => void,
): OutboxWorker {
  let running: Promise<number> | null = null;
  const flush = () => {
    running ??= round()
      .catch((error: unknown) => {
        failure(error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void flush(), intervalMs) : null;
  timer?.unref();
  void flush();
  return {
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
