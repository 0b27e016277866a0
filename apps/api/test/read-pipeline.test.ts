// The hot reads' pipelined connections (src/infra/db/pg-pipeline.ts, apps/api/README.md "Fifth pass"):
// many calls at once share a few connections and each gets its own answer; a failed call fails
// alone; a connection the server ends is replaced; one that cannot open answers with an error
// instead of leaving its calls waiting; with DATABASE_READ_PIPELINES=0 the calls use the pool.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPool } from '../src/infra/db/client';
import type { Database, Executor } from '../src/infra/db/client';
import { READS_APPLICATION_NAME } from '../src/infra/db/pg-pipeline';
import { accounts } from '../src/infra/db/schema';
import { createTestDatabase } from './helpers';
import type { TestDatabase } from './helpers';

const echo = (db: Executor) =>
  db
    .select({ n: sql<number>`${sql.placeholder('n')}::int` })
    .from(accounts)
    .limit(1);

const divide = (db: Executor) =>
  db
    .select({ n: sql<number>`100 / ${sql.placeholder('n')}::int` })
    .from(accounts)
    .limit(1);

/** The rows of a raw query on a PostgreSQL server (pg's result). */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.read((executor) => executor.execute(query));
  return (result as unknown as { rows: T[] }).rows;
}

const readsOfThisDatabase = sql`from pg_stat_activity where datname = current_database() and application_name = ${READS_APPLICATION_NAME}`;

/** The server processes of the pipelined connections to this database. */
async function readBackends(db: Database): Promise<number[]> {
  const rows = await rowsOf<{ pid: number }>(db, sql`select pid ${readsOfThisDatabase}`);
  return rows.map((row) => row.pid);
}

// PostgreSQL's pipeline mode only (PGlite has one connection, no pipeline): runs where
// TEST_DATABASE_URL is set, as in CI.
describe.runIf(process.env.TEST_DATABASE_URL)('pipelined reads on PostgreSQL', () => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    db = test.db;
    await db.tx((tx) => tx.insert(accounts).values({ id: 'acc-pipeline', name: 'Pipeline SA' }));
  });
  afterAll(() => test?.drop());

  it('answers 200 calls made at once, each with its own values, on at most two connections', async () => {
    const statement = db.statement('test_pipeline_echo', echo);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => db.read(() => statement.execute({ n }))),
    );
    answers.forEach((answer, n) => expect(answer).toEqual([{ n }]));
    const backends = await readBackends(db);
    expect(backends.length).toBeGreaterThan(0);
    expect(backends.length).toBeLessThanOrEqual(2);
  });

  it('fails a call alone: the calls written behind it on the same connection are answered', async () => {
    const statement = db.statement('test_pipeline_divide', divide);
    const settled = await Promise.allSettled(
      [5, 4, 0, 2, 1, 0, 10].map((n) => db.read(() => statement.execute({ n }))),
    );
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(settled[2]).toMatchObject({ reason: { code: '22012' } });
    expect(settled[6]).toEqual({ status: 'fulfilled', value: [{ n: 10 }] });
  });

  it('replaces a connection the server ends, and answers the calls after it', async () => {
    const statement = db.statement('test_pipeline_after_end', echo);
    await db.read(() => statement.execute({ n: 1 }));
    const before = await readBackends(db);
    await rowsOf(db, sql`select pg_terminate_backend(pid) ${readsOfThisDatabase}`);
    await vi.waitFor(
      async () => {
        const answers = await Promise.all(
          [1, 2, 3].map((n) => db.read(() => statement.execute({ n }))),
        );
        expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
      },
      { timeout: 5_000, interval: 50 },
    );
    const after = await readBackends(db);
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((pid) => before.includes(pid))).toBe(false);
  });

  it('answers with an error when its connection cannot open, instead of leaving the call waiting', async () => {
    const unreachable = fromPool(
      new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 1 }),
    );
    try {
      const statement = unreachable.statement('test_pipeline_unreachable', echo);
      await expect(unreachable.read(() => statement.execute({ n: 1 }))).rejects.toThrow();
    } finally {
      await unreachable.close();
    }
  });

  it('sends the calls through the pool when DATABASE_READ_PIPELINES is 0', async () => {
    const [current] = await rowsOf<{ name: string }>(db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current!.name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const pooled = fromPool(pool, 0);
    try {
      const statement = pooled.statement('test_pipeline_pooled', echo);
      const answers = await Promise.all(
        [7, 8].map((n) => pooled.read(() => statement.execute({ n }))),
      );
      expect(answers).toEqual([[{ n: 7 }], [{ n: 8 }]]);
      expect(pool.totalCount).toBeGreaterThan(0);
      const [named] = await pooled.read((executor) =>
        executor.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, 'acc-pipeline')),
      );
      expect(named).toEqual({ id: 'acc-pipeline' });
    } finally {
      await pooled.close();
    }
  });
});
