// The approved platform (docs/payments.md "The platform"): every issued document, and every
// payment for e-reporting, leaves through the e-invoicing outbox to the platform's connector; the
// embedded default drops each Factur-X file and its status file into EINVOICE_DIR. A failing
// platform is retried, and nothing is lost. The demo data's paid invoices are dated the day their
// installment was paid (docs/api.md "Demo data"). The seller's legal identity is configuration,
// required in production.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parisDate } from '@salon/domain';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { sendPendingEinvoices } from '../src/core/einvoicing/outbox';
import { directoryConnector } from '../src/infra/einvoice/directory';
import type { PlatformConnector } from '../src/infra/einvoice/connector';
import { einvoiceOutbox, invoices, paymentReports, payments } from '../src/infra/db/schema';
import { sha256 } from './einvoice-fixture';
import { PRODUCTION_ENV, startTestApp } from './helpers';
import type { TestApp } from './helpers';

describe('the approved platform and the demo data (docs/payments.md "The platform")', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-einvoices-'));
  const unsent = () =>
    t.ctx.db.read((db) => db.select().from(einvoiceOutbox).where(isNull(einvoiceOutbox.sentAt)));

  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: true });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dates every paid demo invoice the day its installment was paid, on or before its due date, numbered in date order (docs/api.md "Demo data")', async () => {
    const rows = await t.ctx.db.read((db) =>
      db
        .select({ invoice: invoices, payment: payments })
        .from(invoices)
        .innerJoin(payments, eq(payments.id, invoices.paymentId)),
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const today = parisDate(t.clock.now());
    for (const { invoice, payment } of rows) {
      expect(invoice.issueDate).toBe(parisDate(payment.paidAt!));
      expect(invoice.issueDate <= payment.dueDate).toBe(true);
      expect(invoice.issueDate < today).toBe(true);
    }
    expect(new Set(rows.map((row) => row.invoice.issueDate)).size).toBeGreaterThan(1);
    // A series follows its dates: within a year, a later number is never dated earlier.
    const series = rows
      .map((row) => row.invoice)
      .sort((a, b) => a.year - b.year || a.sequence - b.sequence);
    for (const [index, invoice] of series.entries()) {
      const previous = series[index - 1];
      if (previous?.year === invoice.year) {
        expect(previous.issueDate <= invoice.issueDate, invoice.number).toBe(true);
      }
    }
  });

  it('retries a failing platform, then drops each Factur-X file, its status file and each payment report', async () => {
    const queued = await unsent();
    expect(queued.filter((row) => row.kind === 'document').length).toBeGreaterThanOrEqual(6);
    const failing: PlatformConnector = {
      deposit: () => Promise.reject(new Error('platform unavailable')),
      reportPayment: () => Promise.reject(new Error('platform unavailable')),
    };
    expect(await sendPendingEinvoices(t.ctx, failing, 100)).toBe(0);
    const failed = await unsent();
    expect(failed).toHaveLength(queued.length);
    expect(
      failed.every((row) => row.attempts === 1 && row.lastError === 'platform unavailable'),
    ).toBe(true);
    // Retried after its delay.
    t.clock.advance(3600);
    expect(await sendPendingEinvoices(t.ctx, directoryConnector(dir), 100)).toBe(queued.length);
    expect(await unsent()).toHaveLength(0);

    const deposited = await t.ctx.db.read((db) => db.select().from(invoices));
    for (const invoice of deposited) {
      expect(invoice.platformStatus).toBe('deposited');
      const base = path.join(dir, invoice.seller, invoice.number);
      expect(sha256(readFileSync(`${base}.pdf`))).toBe(sha256(invoice.pdf!));
      expect(JSON.parse(readFileSync(`${base}.json`, 'utf8'))).toMatchObject({
        number: invoice.number,
        type_code: invoice.typeCode,
        status: 'deposited',
        amount: invoice.amount,
      });
    }
    const reports = await t.ctx.db.read((db) => db.select().from(paymentReports));
    const reported = readdirSync(path.join(dir, deposited[0]!.seller, 'payments'));
    expect(reported).toHaveLength(reports.length);
    for (const report of reports) {
      const invoice = deposited.find((row) => row.id === report.invoiceId)!;
      const file = path.join(
        dir,
        invoice.seller,
        'payments',
        `${invoice.number}-${report.paidOn}.json`,
      );
      expect(existsSync(file)).toBe(true);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        invoice_number: invoice.number,
        seller_siren: invoice.seller,
        paid_on: invoice.issueDate,
        amount: invoice.amount,
        currency: 'EUR',
        method: invoice.method,
      });
    }
  });

  it('requires the seller’s legal identity in production and checks its SIRET and VAT number', () => {
    const { SELLER_RCS: _rcs, SELLER_SHARE_CAPITAL: _capital, ...withoutMentions } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutMentions)).toThrow(/SELLER_RCS is required in production/);
    expect(() => loadConfig(withoutMentions)).toThrow(
      /SELLER_SHARE_CAPITAL is required in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, SELLER_SIRET: '1234' })).toThrow(
      /SELLER_SIRET must be 14 digits/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, SELLER_VAT: '123' })).toThrow(
      /SELLER_VAT must be a VAT number/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, EINVOICE_PLATFORM: 'ftp' })).toThrow(
      /EINVOICE_PLATFORM must be one of directory/,
    );
    expect(loadConfig({ ...PRODUCTION_ENV }).seller).toMatchObject({
      siren: '123456824',
      shareCapital: 250_000,
    });
  });
});
