// Numbering under concurrency (docs/payments.md "Numbering"): invoices issued by payments made at
// the same time, through two API instances on one PostgreSQL server, and credit notes issued at
// the same time, each keep a gapless sequence per seller, series and year, with no number twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/infra/db/schema';
import {
  addCompany,
  buyers,
  installmentsOf,
  operator,
  paidBooking,
  payNow,
} from './einvoice-fixture';
import { startTestApp } from './helpers';
import type { TestApp } from './helpers';

const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL); // no server: PGlite runs one transaction at a time

onPostgres(
  'gapless numbers under parallel issue on PostgreSQL (docs/payments.md "Numbering")',
  () => {
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      first = await startTestApp('postgres', { seed: true });
      second = await startTestApp('postgres', {
        sharing: { database: first.database, connection: 'another' },
      });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('numbers invoices of parallel payments and parallel credit notes without gaps or twins', async () => {
      const account = await addCompany(first, buyers.french);
      const bookings = [];
      for (let index = 0; index < 12; index += 1) {
        bookings.push(await paidBooking(first, account, 0, new Date('2026-02-02T10:00:00Z')));
      }
      const firsts = await Promise.all(
        bookings.map(async (id) => (await installmentsOf(first, id))[0]!),
      );
      await Promise.all(
        firsts.map((payment, index) => payNow(index % 2 ? first : second, payment.id)),
      );

      const rows = await first.ctx.db.read((db) =>
        db.select().from(invoices).where(eq(invoices.series, 'F')),
      );
      for (const year of new Set(rows.map((row) => row.year))) {
        const numbers = rows
          .filter((row) => row.year === year)
          .map((row) => row.sequence)
          .sort((a, b) => a - b);
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      }
      const fresh = rows.filter((row) => firsts.some((payment) => payment.id === row.paymentId));
      expect(fresh).toHaveLength(12);

      const notes = await Promise.all(
        fresh.slice(0, 8).map((invoice, index) =>
          (index % 2 ? first : second).ok('operatorCreditNote', {
            headers: operator,
            params: { id: invoice.id },
            body: { reason: 'Annulation' },
          }),
        ),
      );
      expect(notes).toHaveLength(8);
      const credits = await first.ctx.db.read((db) =>
        db.select().from(invoices).where(eq(invoices.series, 'AV')),
      );
      expect(credits.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8,
      ]);
      expect(new Set(credits.map((row) => row.number)).size).toBe(8);
    });
  },
);
