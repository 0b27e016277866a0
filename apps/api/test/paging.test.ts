// Lists that grow without bound page with a keyset cursor (docs/api.md "Paging"): a company's
// invoices over the years (spec §2 pro/invoices, spec §7 GET /me/invoices), the operator
// overview's lists and the unmatched bank entries. Walking every page gives every row once, in
// order, ties included; a cursor that is not the server's answers 400 with 2201; on PGlite and
// PostgreSQL.
import { NEXT_CURSOR_HEADER, endpoints, type EndpointName } from '@salon/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankEntries,
  firstRegistrationRequests,
  invoices,
  opportunities,
  payments,
  users,
} from '../src/infra/db/schema';
import { operator } from './billing-fixture';
import { DEMO_ACCOUNTS, databaseKinds, seededApp } from './helpers';
import type { TestApp } from './helpers';
import { runCli } from './operator-cli';

const [exhibitor] = DEMO_ACCOUNTS;
/** One instant for many rows: ties that only the id breaks. */
const SAME_INSTANT = new Date('2025-03-04T10:00:00.123456Z');

describe.each(databaseKinds)('paged lists on %s (docs/api.md "Paging")', (kind) => {
  let t: TestApp;
  let pro: string;
  let demoAccountId: string;
  seededApp(kind, async (app) => {
    t = app;
    pro = await t.login(exhibitor!.email, exhibitor!.password, 'exposant');
    const [user] = await t.ctx.db.read((db) =>
      db.select().from(users).where(eq(users.email, exhibitor!.email)),
    );
    demoAccountId = user!.accountId!;
  });

  /** 23 copies of one of the demo's invoices: 12 issued the same day at the same instant. */
  beforeAll(async () => {
    await t.ctx.db.tx(async (tx) => {
      const [model] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.accountId, demoAccountId))
        .limit(1);
      const copies = Array.from({ length: 23 }, (_, index) => ({
        ...model!,
        id: `paging-invoice-${String(index).padStart(2, '0')}`,
        number: `F-1990-${String(index).padStart(6, '0')}`,
        year: 1990,
        sequence: index + 1,
        paymentId: null,
        creditedInvoiceId: null,
        typeCode: '386',
        platformStatus: 'pending',
        issueDate: index < 12 ? '2024-05-06' : `2023-0${(index % 9) + 1}-15`,
        createdAt: index < 12 ? SAME_INSTANT : new Date(Date.UTC(2023, index % 9, 15)),
      }));
      await tx.insert(invoices).values(copies);
      await tx.insert(firstRegistrationRequests).values(
        Array.from({ length: 7 }, (_, index) => ({
          id: `paging-request-${index}`,
          email: `paging-${index}@example.test`,
          companyName: `Paging ${index}`,
          variant: 'exposant',
          langue: 'fr',
          payload: {},
          createdAt: SAME_INSTANT,
        })),
      );
      await tx.insert(bankEntries).values(
        Array.from({ length: 9 }, (_, index) => ({
          id: `paging-entry-${index}`,
          bankReference: `PAGING-${index}`,
          bookingDate: '2025-03-04',
          amount: 100 + index,
          currency: 'EUR',
          remittance: 'nothing we know',
          status: 'waiting',
          reason: 'no_match',
          importedAt: SAME_INSTANT,
        })),
      );
    });
  });

  /** Every page of a list, from the first, `limit` rows each; the rows and the pages' sizes. */
  async function walk<Row>(
    read: (cursor: string | null) => Promise<{ rows: Row[]; next: string | null }>,
  ) {
    const rows: Row[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const answer = await read(cursor);
      rows.push(...answer.rows);
      sizes.push(answer.rows.length);
      if (!answer.next) return { rows, sizes };
      cursor = answer.next;
    }
    throw new Error('more than 100 pages');
  }

  const invoicePage = async (cursor: string | null, limit = '5') => {
    const result = await t.call('invoices', {
      token: pro,
      query: { limit, ...(cursor ? { cursor } : {}) },
    });
    expect(result.status).toBe(200);
    const next = result.headers[NEXT_CURSOR_HEADER];
    return {
      rows: result.json.data as { id: string; date: string }[],
      next: typeof next === 'string' ? next : null,
    };
  };

  it('walks a company’s invoices newest first, each once, ties included (spec §2 pro/invoices)', async () => {
    const whole = await t.call('invoices', { token: pro, query: { limit: '200' } });
    const all = whole.json.data as { id: string; date: string }[];
    expect(whole.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(all.length).toBeGreaterThan(23);
    const { rows, sizes } = await walk((cursor) => invoicePage(cursor));
    expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(sizes.slice(0, -1).every((size) => size === 5)).toBe(true);
    const dates = rows.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The twelve issued at one instant come in the order of their ids, descending.
    const tied = rows.map((row) => row.id).filter((id) => id.startsWith('paging-invoice-'));
    expect(tied.slice(0, 12)).toEqual(
      Array.from({ length: 12 }, (_, i) => `paging-invoice-${String(11 - i).padStart(2, '0')}`),
    );
  });

  it('answers the first 50 without parameters, the next cursor in its header (spec §7 list)', async () => {
    const first = await t.call('invoices', { token: pro });
    expect(first.status).toBe(200);
    const rows = first.json.data as unknown[];
    expect(rows.length).toBe(Math.min(50, rows.length));
    const second = await invoicePage(null, '3');
    expect(second.rows.map((row) => row.id)).toEqual(
      (rows as { id: string }[]).slice(0, 3).map((row) => row.id),
    );
  });

  it('refuses a cursor or a limit it did not write with 400 and 2201, never a 5xx', async () => {
    const forged = Buffer.from(JSON.stringify(['2024-05-06', 'yesterday', 'x'])).toString(
      'base64url',
    );
    const cases: Record<string, string>[] = [
      { cursor: 'not a cursor!' },
      { cursor: 'bm90IGpzb24' },
      { cursor: forged },
      { cursor: Buffer.from('{"a":1}').toString('base64url') },
      { limit: '0' },
      { limit: '201' },
      { limit: 'ten' },
    ];
    for (const query of cases) {
      const refused = await t.call('invoices', { token: pro, query });
      expect(refused.status, JSON.stringify(query)).toBe(400);
      expect(refused.json.code).toBe(2201);
    }
    const operatorRefused = await t.call('operatorBankEntriesWaiting', {
      headers: operator,
      query: { cursor: forged },
    });
    expect(operatorRefused.status).toBe(400);
    expect(operatorRefused.json).toMatchObject({
      code: 2201,
      errors: { cursor: expect.any(Array) },
    });
  });

  it('keeps every balance due or overdue whole, whatever the invoices’ page (spec §2 pro/invoices)', async () => {
    // The balances due and overdue are the unpaid installments (GET /me/payments), never paged;
    // the invoices' pages hold only documents issued when an installment was paid.
    expect('query' in endpoints.payments).toBe(false);
    const listed = await t.ok<{ id: string; status: string }[]>('payments', { token: pro });
    const stored = await t.ctx.db.read((db) =>
      db
        .select({ id: payments.id, status: payments.status })
        .from(payments)
        .innerJoin(opportunities, eq(opportunities.id, payments.opportunityId))
        .where(eq(opportunities.accountId, demoAccountId)),
    );
    const unpaid = (rows: { id: string; status: string }[]) =>
      rows
        .filter((row) => row.status !== 'paid')
        .map((row) => row.id)
        .sort();
    expect(unpaid(listed).length).toBeGreaterThan(0);
    expect(unpaid(listed)).toEqual(unpaid(stored));
    const invoiced = await t.ctx.db.read((db) =>
      db
        .select({ status: payments.status })
        .from(invoices)
        .innerJoin(payments, eq(payments.id, invoices.paymentId))
        .where(eq(invoices.accountId, demoAccountId)),
    );
    expect(invoiced.length).toBeGreaterThan(0);
    expect(invoiced.every((row) => row.status === 'paid')).toBe(true);
  });

  const operatorPage =
    <Row>(name: EndpointName, field: 'items' | 'entries', limit = '2') =>
    async (cursor: string | null) => {
      const page = await t.ok<Record<string, unknown> & { next: string | null; total: number }>(
        name,
        { headers: operator, query: { limit, ...(cursor ? { cursor } : {}) } },
      );
      return { rows: page[field] as Row[], next: page.next, total: page.total };
    };

  it('pages the unmatched bank entries oldest first, ties broken by the bank reference', async () => {
    const read = operatorPage<{ bank_reference: string }>('operatorBankEntriesWaiting', 'entries');
    const { rows } = await walk(read);
    const ours = rows.map((row) => row.bank_reference).filter((ref) => ref.startsWith('PAGING-'));
    expect(ours).toEqual(Array.from({ length: 9 }, (_, i) => `PAGING-${i}`));
    expect((await read(null)).total).toBe(rows.length);
    expect(new Set(rows.map((row) => row.bank_reference)).size).toBe(rows.length);
  });

  it('answers each list of the overview’s first page with its total and next cursor, and pages it', async () => {
    const overview = await t.ok<{
      first_registrations: { id: string }[];
      einvoices: { id: string; date: string }[];
      totals: Record<string, number>;
      next: Record<string, string | null>;
    }>('operatorOverview', { headers: operator, query: { limit: '3' } });
    expect(overview.first_registrations).toHaveLength(3);
    expect(overview.totals.first_registrations).toBeGreaterThanOrEqual(7);
    expect(overview.next.first_registrations).toEqual(expect.any(String));
    const requests = await walk(
      operatorPage<{ id: string }>('operatorOverviewFirstRegistrations', 'items', '3'),
    );
    expect(requests.rows.slice(0, 3)).toEqual(overview.first_registrations);
    expect(requests.rows).toHaveLength(overview.totals.first_registrations!);
    const ours = requests.rows.map((row) => row.id).filter((id) => id.startsWith('paging-'));
    expect(ours).toEqual(Array.from({ length: 7 }, (_, i) => `paging-request-${i}`));
    // The documents on the platform, newest first, each once across the pages.
    const documents = await walk(
      operatorPage<{ id: string }>('operatorOverviewEinvoices', 'items', '4'),
    );
    expect(documents.rows).toHaveLength(overview.totals.einvoices!);
    expect(new Set(documents.rows.map((row) => row.id)).size).toBe(documents.rows.length);
    expect(documents.rows.slice(0, 3).map((row) => row.id)).toEqual(
      overview.einvoices.map((row) => row.id),
    );
  });

  it('pages every list of the overview to its total, a whole list with no next cursor', async () => {
    const overview = await t.ok<{ totals: Record<string, number>; next: Record<string, unknown> }>(
      'operatorOverview',
      { headers: operator },
    );
    const inactive = await t.ctx.db.read((db) =>
      db.select({ id: users.id }).from(users).where(eq(users.active, false)),
    );
    expect(overview.totals.inactive_contacts).toBe(inactive.length);
    for (const [list, total] of Object.entries(overview.totals)) {
      if (total <= 50) expect(overview.next[list], list).toBeNull();
    }
  });

  it('shows each list’s total and follows the cursors in the operator CLI (list, more, bank-entries)', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const listed = await runCli(base, 'list', '--limit', '2');
    const total = (
      await t.ok<{ totals: { first_registrations: number } }>('operatorOverview', {
        headers: operator,
      })
    ).totals.first_registrations;
    expect(listed).toContain(`First-registration requests (2 of ${total})`);
    const cursor = /more first-registrations --cursor (\S+)/.exec(listed)?.[1];
    expect(cursor).toEqual(expect.any(String));
    const rest = await runCli(
      base,
      'more',
      'first-registrations',
      '--cursor',
      cursor!,
      '--all',
      '--limit',
      '2',
    );
    expect(listed).toContain('paging-0@example.test');
    for (let i = 2; i < 7; i += 1) expect(rest).toContain(`paging-${i}@example.test`);
    expect(rest).not.toContain('… more');
    const entries = await runCli(base, 'bank-entries', '--limit', '4', '--all');
    for (let i = 0; i < 9; i += 1) expect(entries).toContain(`PAGING-${i}`);
    const firstPage = await runCli(base, 'bank-entries', '--limit', '4');
    expect(firstPage).toMatch(/Credits waiting for a decision \(4 of \d+\)/);
    expect(firstPage).toContain('… more: operator -- bank-entries --cursor ');
  });
});
