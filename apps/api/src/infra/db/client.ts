// One query layer over the two databases (docs/api.md "Databases"): embedded PGlite (the default, one process and
// one connection: every use goes through a queue) and a PostgreSQL server through `pg` (a pool;
// transactions retried on serialization failures and deadlocks).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_POOL_MAX, DEFAULT_READ_PIPELINES } from '../config/database';
import type { DatabaseConfig } from '../config/database';
import { migrationsFolder } from '../paths';
import { namedStatementClient } from './pglite-statements';
import { pipelinedReads, pooledReads } from './pg-pipeline';
import { leanOn } from './pg-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or a transaction: both run the same queries. */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; everything it writes commits together or not at all. */
  tx<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` each time a transaction ends, committed or not (the session cache empties
   * itself then: a write may end a session, docs/security.md "Sessions").
   */
  afterTransaction(listener: () => void): void;
  /** Runs reads outside a transaction (on PGlite, still queued behind other work). */
  read<T>(fn: (db: Executor) => Promise<T>): Promise<T>;
  /**
   * A statement of the hot path, built once for this database and reused (docs/performance.md
   * "API throughput"): drizzle builds its SQL once instead of at every request and, on a
   * PostgreSQL server, each connection parses and plans it once (a named prepared statement).
   * `build` gets the database and returns a query whose values are `sql.placeholder`s; run the
   * statement inside `read`.
   */
  statement<P>(name: string, build: (db: Executor) => { prepare(name: string): P }): P;
  /** Applies the versioned migrations of drizzle/. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** A FIFO queue: PGlite has one connection, so transactions must not interleave. */
class Queue {
  #tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn, fn);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/** The listeners of `Database.afterTransaction`, and `run` that calls them once `fn` settles. */
function transactionEnds() {
  const listeners: Array<() => void> = [];
  return {
    add: (listener: () => void) => void listeners.push(listener),
    async run<T>(fn: () => Promise<T>): Promise<T> {
      try {
        return await fn();
      } finally {
        for (const listener of listeners) listener();
      }
    },
  };
}

/**
 * The prepared statements of one database, by name (`Database.statement`); `adapt`, when given,
 * adjusts each one once it is built (PGlite's named statements, below).
 */
function statements(
  db: Executor,
  adapt?: (statement: unknown, name: string) => void,
): Database['statement'] {
  const built = new Map<string, unknown>();
  return <P>(name: string, build: (db: Executor) => { prepare(name: string): P }): P => {
    let statement = built.get(name) as P | undefined;
    if (statement === undefined) {
      statement = build(db).prepare(name);
      adapt?.(statement, name);
      built.set(name, statement);
    }
    return statement;
  };
}

/**
 * drizzle's PGlite driver prepares nothing: its statement sends the SQL through `client.query` at
 * every call, which PGlite parses and plans again. The statement's client becomes one that
 * prepares it once under its name (src/infra/db/pglite-statements.ts). drizzle-orm's
 * `PglitePreparedQuery` keeps its client in `client` and calls only its `query`.
 */
function namedOnPglite(client: PGlite) {
  return (statement: unknown, name: string) => {
    const prepared = statement as { client?: unknown };
    if (!prepared.client || typeof (prepared.client as PGlite).query !== 'function') {
      throw new Error(`drizzle's PGlite statement ${name} has no client to prepare it with`);
    }
    prepared.client = namedStatementClient(client, name);
  };
}

const RETRYABLE = new Set(['40001', '40P01']);

function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the error is PostgreSQL's unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/** The unique index or constraint a unique violation (23505) names; undefined otherwise. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Wraps an open PGlite (in memory, a data directory, or a loaded dump). */
export function fromPglite(client: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Executor;
  const queue = new Queue();
  const ends = transactionEnds();
  return {
    kind: 'pglite',
    tx: (fn) =>
      ends.run(() => queue.run(() => db.transaction((tx) => fn(tx as unknown as Executor)))),
    afterTransaction: ends.add,
    read: (fn) => queue.run(() => fn(db)),
    statement: statements(db, namedOnPglite(client)),
    migrate: () =>
      queue.run(() =>
        migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder }),
      ),
    close: async () => {
      await queue.run(async () => {
        if (!client.closed) await client.close();
      });
      onClose?.();
    },
  };
}

/**
 * Wraps a node-postgres pool; the hot reads go through `readPipelines` pipelined connections of
 * their own (src/infra/db/pg-pipeline.ts), or through the pool when it is 0.
 */
export function fromPool(pool: pg.Pool, readPipelines = DEFAULT_READ_PIPELINES): Database {
  // An idle connection's error (the server ending it: a restart, a dropped database) is the
  // pool's: it drops that connection. Unheard, it would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Executor;
  const reads = readPipelines > 0 ? pipelinedReads(pool.options, readPipelines) : pooledReads(pool);
  const ends = transactionEnds();
  return {
    kind: 'postgres',
    tx: (fn) =>
      ends.run(async () => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await db.transaction((tx) => fn(tx as unknown as Executor));
          } catch (error) {
            if (attempt >= 5 || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error;
            await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
          }
        }
      }),
    afterTransaction: ends.add,
    read: (fn) => fn(db),
    statement: statements(db, leanOn(reads)),
    migrate: () =>
      migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder }),
    close: async () => {
      await reads.end();
      await pool.end();
    },
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Opens the configured database. A PGlite data directory is locked for this process: opening it
 * from two processes would corrupt it (docs/api.md "Databases"), so a second server refuses to start.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolMax ?? DEFAULT_POOL_MAX,
    });
    return fromPool(pool, config.readPipelines);
  }
  if (config.dataDir === null) return fromPglite(await PGlite.create());

  mkdirSync(config.dataDir, { recursive: true });
  const lock = path.join(config.dataDir, 'pglite.lock');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `The data directory ${config.dataDir} is in use by process ${pid}: PGlite allows one process only. Stop it, or set DATA_DIR to another directory.`,
      );
    }
  }
  writeFileSync(lock, String(process.pid));
  const client = await PGlite.create({ dataDir: path.join(config.dataDir, 'pglite') });
  return fromPglite(client, () => rmSync(lock, { force: true }));
}
