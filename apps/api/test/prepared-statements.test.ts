// The hot reads' prepared statements (`Database.statement`, docs/performance.md "API throughput"):
// on PGlite they are named statements prepared once (src/infra/db/pglite-statements.ts), on PostgreSQL
// named statements run through pg without drizzle's per-call layers (src/infra/db/pg-statements.ts).
// Either way a statement answers exactly what the same query answers unprepared: every column
// type of the demo data (text, integers, reals, dates, timestamps, JSON, a left join without
// match), call after call, after a call that failed, and many at once.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/infra/db/client';
import { accounts, brands, invoices, tokens, users } from '../src/infra/db/schema';
import { DEMO_ACCOUNTS, databaseKinds, seededApp } from './helpers';
import type { TestApp } from './helpers';

const invoicesOf = (db: Executor) =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, sql.placeholder('accountId')))
    .orderBy(desc(invoices.year), desc(invoices.sequence));

const accountWithBrands = (db: Executor) =>
  db
    .select({ account: accounts, brand: brands })
    .from(accounts)
    .leftJoin(brands, eq(brands.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .orderBy(asc(brands.name));

const userTokens = (db: Executor) =>
  db
    .select({ token: tokens, user: users })
    .from(tokens)
    .leftJoin(users, eq(users.id, tokens.userId))
    .where(eq(users.email, sql.placeholder('email')))
    .orderBy(asc(tokens.createdAt));

describe.each(databaseKinds)('prepared statements on %s (docs/performance.md)', (kind) => {
  let t: TestApp;
  let accountId: string;
  seededApp(kind, async (app) => {
    t = app;
    await t.login(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password, 'exposant');
    const [user] = await t.ctx.db.read((db) =>
      db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)),
    );
    accountId = user!.accountId!;
  });

  it('answers the invoices list as the unprepared query does (dates, integers, reals, JSON)', async () => {
    const plain = await t.ctx.db.read((db) => invoicesOf(db).execute({ accountId }));
    expect(plain.length).toBeGreaterThan(0);
    const statement = t.ctx.db.statement('test_invoices', invoicesOf);
    for (let call = 0; call < 3; call += 1) {
      expect(await t.ctx.db.read(() => statement.execute({ accountId }))).toEqual(plain);
    }
    expect(await t.ctx.db.read(() => statement.execute({ accountId: 'nobody' }))).toEqual([]);
  });

  it('answers a left join with and without a match, and timestamps as dates', async () => {
    const statement = t.ctx.db.statement('test_account_brands', accountWithBrands);
    const plain = await t.ctx.db.read((db) => accountWithBrands(db).execute({ accountId }));
    expect(plain[0]?.brand).not.toBeNull();
    expect(await t.ctx.db.read(() => statement.execute({ accountId }))).toEqual(plain);

    const tokenStatement = t.ctx.db.statement('test_user_tokens', userTokens);
    const email = DEMO_ACCOUNTS[0].email;
    const tokenRows = await t.ctx.db.read(() => tokenStatement.execute({ email }));
    expect(tokenRows.length).toBeGreaterThan(0);
    expect(tokenRows[0]!.token.expiresAt).toBeInstanceOf(Date);
    expect(tokenRows).toEqual(await t.ctx.db.read((db) => userTokens(db).execute({ email })));
  });

  it('answers a left join without a match with a null object, as drizzle does', async () => {
    const brandNamed = (db: Executor) =>
      db
        .select({ account: { id: accounts.id, name: accounts.name }, brand: brands })
        .from(accounts)
        .leftJoin(
          brands,
          and(eq(brands.accountId, accounts.id), eq(brands.name, sql.placeholder('brand'))),
        )
        .where(eq(accounts.id, sql.placeholder('accountId')));
    const statement = t.ctx.db.statement('test_brand_named', brandNamed);
    const values = { accountId, brand: 'no such brand' };
    const plain = await t.ctx.db.read((db) => brandNamed(db).execute(values));
    expect(plain).toEqual([{ account: { id: accountId, name: expect.any(String) }, brand: null }]);
    expect(await t.ctx.db.read(() => statement.execute(values))).toEqual(plain);
  });

  it('keeps answering after a call that failed', async () => {
    const failing = t.ctx.db.statement('test_failing', (db) =>
      db
        .select({ n: sql<number>`1 / ${sql.placeholder('zero')}::int` })
        .from(accounts)
        .limit(1),
    );
    await expect(t.ctx.db.read(() => failing.execute({ zero: 0 }))).rejects.toThrow();
    expect(await t.ctx.db.read(() => failing.execute({ zero: 1 }))).toEqual([{ n: 1 }]);
    const statement = t.ctx.db.statement('test_invoices_again', invoicesOf);
    expect((await t.ctx.db.read(() => statement.execute({ accountId }))).length).toBeGreaterThan(0);
  });

  it('answers calls made together on a fresh statement, each connection preparing it once', async () => {
    const statement = t.ctx.db.statement('test_invoices_together', invoicesOf);
    const plain = await t.ctx.db.read((db) => invoicesOf(db).execute({ accountId }));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, call) =>
        t.ctx.db.read(() =>
          statement.execute({ accountId: call % 3 === 2 ? 'nobody' : accountId }),
        ),
      ),
    );
    answers.forEach((answer, call) => expect(answer).toEqual(call % 3 === 2 ? [] : plain));
  });
});
