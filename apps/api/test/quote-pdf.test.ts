// The quote as the API answers it (docs/quotes.md): its lines in the reader's language, its
// figures with the discount they count and the VAT treatment, and its PDF (spec §3 Offre
// devis_url), read back with Debian's pdftotext as an exhibitor's PDF reader would show it.
import { execFileSync } from 'node:child_process';
import {
  messageLocales,
  quoteAmountRows,
  translate,
  type Language,
  type RebookingQuote,
} from '@salon/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/infra/db/schema';
import { DEMO_UNPAID_EXHIBITOR } from '../src/seed/booth';
import { DEMO_COMPANY } from '../src/seed/people';
import { exhibitor, exhibitorBilling, operator, parsePdf } from './billing-fixture';
import { DEMO_ACCOUNTS, databaseKinds } from './helpers';
import type { TestApp } from './helpers';

/**
 * The PDF's text as pdftotext lays it out (a table's row on one line), every run of spaces
 * (narrow no-break ones too) one.
 */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

const euros = (cents: number, lang: Language) =>
  new Intl.NumberFormat(messageLocales[lang], { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\s+/g, ' ');

describe.each(databaseKinds)('the quote and its PDF (spec §3 Offre, §9) on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const { byStage } = exhibitorBilling(kind, (app, signedIn) => {
    t = app;
    token = signedIn;
  });

  /** The demo quote of stand H7-C04: a rebooking under review, 24 m² and one corner. */
  async function standC04(lang?: Language): Promise<RebookingQuote> {
    const [opportunity] = (await byStage('En attente de review du commercial')).filter(
      (o) => (o as { stand?: string }).stand === 'H7-C04',
    );
    return t.ok<RebookingQuote>('rebookingQuote', {
      token,
      params: { id: opportunity!.id },
      ...(lang ? { query: { lang } } : {}),
    });
  }

  it('answers the lines in the page’s language, else the exhibitor’s, French by default', async () => {
    const french = await standC04();
    expect(french.offre.lines.map((line) => line.label)).toEqual([
      'Surface de stand (24 m²)',
      'Supplément angle ouvert',
      'Frais de dossier et assurance',
    ]);
    const english = await standC04('en');
    expect(english.offre.lines.map((line) => line.label)).toEqual([
      'Booth space (24 m²)',
      'Open corner supplement',
      'Application fee and insurance',
    ]);
    expect(english.offre.total_ttc).toBe(french.offre.total_ttc);
  });

  it('counts the 5 % rebooking discount and names it, so every step adds up (spec §9)', async () => {
    const { offre } = await standC04();
    expect(offre).toMatchObject({
      subtotal_ht: 1_102_000,
      rebooking_discount: 55_100,
      applied_discount: { kind: 'rebooking', percent: 5, deadline_name: null },
      total_ht: 1_046_900,
      vat_treatment: 'standard',
      vat_rate: 20,
      vat: 209_380,
      total_ttc: 1_256_280,
    });
    expect(offre.devis_url).toMatch(/^http:\/\/api\.test\/api\/v1\/me\/rebooking-devis-pdf\/.+/);
  });

  it('downloads the quote as a PDF in French with the quote’s figures (spec §3 devis_url)', async () => {
    const quote = await standC04();
    const pdf = await t.call('rebookingQuotePdf', {
      token,
      params: { id: quote.opportunity.id },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toMatch(
      new RegExp(`filename="devis-[0-9A-F]{8}-v${quote.opportunity.version + 1}\\.pdf"`),
    );
    expect(parsePdf(pdf.rawPayload).embeddedFont).toBe(true);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Devis n°');
    expect(text).toContain('Maison Lumière SAS');
    expect(text).toContain('SIREN 123456824 · SIRET 12345682400017');
    expect(text).toContain('Stand H7-C04 · 24 m² · 1 angle ouvert');
    expect(text).toContain('Surface de stand (24 m²)');
    for (const row of quoteAmountRows(quote.offre).rows) {
      const label = translate(row.label.key, 'fr', row.label.values).replace(/\s+/g, ' ');
      expect(text).toContain(`${label} ${euros(row.amount, 'fr')}`);
    }
    expect(text).toContain('1er acompte 30 % 3 768,84 € À la signature');
    expect(text).toMatch(/Valable jusqu’au \d{1,2} \S+ \d{4} inclus/);
    expect(text).toContain('https://www.salon.test/fr/conditions-de-participation');
    expect(text).toContain('https://www.salon.test/fr/reglement-general-des-manifestations');
  });

  it('downloads it in English when the page is in English, same total (spec §1)', async () => {
    const quote = await standC04('en');
    const pdf = await t.call('rebookingQuotePdf', {
      token,
      params: { id: quote.opportunity.id },
      query: { lang: 'en' },
    });
    expect(String(pdf.headers['content-disposition'])).toMatch(/filename="quote-/);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Quote no.');
    expect(text).toContain('Booth space (24 m²)');
    expect(text).toContain('Stand H7-C04 · 24 m² · 1 open corner');
    expect(text).toContain(`Rebooking discount (5%) ${euros(-55_100, 'en')}`);
    expect(text).toContain(`Total incl. VAT ${euros(quote.offre.total_ttc, 'en')}`);
    expect(text).toContain('1st installment 30% €3,768.84 At signature');
    expect(text).toContain('https://www.salon.test/en/terms-of-participation');
    expect(text).not.toContain('Surface de stand');
  });

  it('refuses another company’s quote PDF with 4040, and a visitor with 403 (spec §6)', async () => {
    const quote = await standC04();
    const other = await t.login(DEMO_UNPAID_EXHIBITOR.email, exhibitor.password, 'exposant');
    const refused = await t.call('rebookingQuotePdf', {
      token: other,
      params: { id: quote.opportunity.id },
    });
    expect(refused.status).toBe(404);
    expect(refused.json.code).toBe(4040);
    const visitor = await t.login(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password, 'visiteur');
    const forbidden = await t.call('rebookingQuotePdf', {
      token: visitor,
      params: { id: quote.opportunity.id },
    });
    expect(forbidden.status).toBe(403);
  });

  it('shows the reverse charge of an EU business with its VAT number, VAT at 0 (spec §9)', async () => {
    await t.ctx.db.tx((tx) =>
      tx
        .update(accounts)
        .set({ billingCountry: 'DE', tva: 'DE123456789' })
        .where(eq(accounts.id, DEMO_COMPANY)),
    );
    try {
      const { offre, opportunity } = await standC04();
      expect(offre).toMatchObject({ vat_treatment: 'reverse_charge', vat_rate: 0, vat: 0 });
      expect(offre.total_ttc).toBe(offre.total_ht);
      const pdf = await t.call('rebookingQuotePdf', {
        token,
        params: { id: opportunity.id },
      });
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(`TVA (autoliquidation) ${euros(0, 'fr')}`);
      expect(text).toContain('Autoliquidation : TVA due par le preneur');
      expect(text).toContain('N° de TVA intracommunautaire : DE123456789');
    } finally {
      await t.ctx.db.tx((tx) =>
        tx
          .update(accounts)
          .set({ billingCountry: 'FR', tva: null })
          .where(eq(accounts.id, DEMO_COMPANY)),
      );
    }
  });
  it('gives a new document for a revised quote, its lines in both languages (spec §4 flow 2)', async () => {
    const before = await standC04();
    const revised = await t.ok<RebookingQuote>('operatorReviseQuote', {
      headers: operator,
      params: { id: before.opportunity.id },
      body: {
        surface: 30,
        angles: 2,
        lines: [
          {
            label: 'Surface de stand (30 m²)',
            label_en: 'Booth space (30 m²)',
            quantity: 30,
            unit_price: 42_000,
          },
          { label: 'Supplément angle ouvert', quantity: 2, unit_price: 35_000 },
        ],
        discount_rate: 2,
      },
    });
    expect(revised.opportunity.version).toBeGreaterThan(before.opportunity.version);
    const english = await t.ok<RebookingQuote>('rebookingQuote', {
      token,
      params: { id: before.opportunity.id },
      query: { lang: 'en' },
    });
    // French when the sales team gave no English label (spec §1: French fallback).
    expect(english.offre.lines.map((line) => line.label)).toEqual([
      'Booth space (30 m²)',
      'Supplément angle ouvert',
    ]);
    const pdf = await t.call('rebookingQuotePdf', {
      token,
      params: { id: before.opportunity.id },
      query: { lang: 'en' },
    });
    expect(String(pdf.headers['content-disposition'])).toContain(
      `-v${english.opportunity.version + 1}.pdf`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Sales team discount (2%)');
    expect(text).toContain('Sales team discount: 2% of the subtotal excl. VAT');
    expect(text).toContain(`Total incl. VAT ${euros(english.offre.total_ttc, 'en')}`);
  });
});
