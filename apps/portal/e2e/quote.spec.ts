// The quote, exactly, in French and in English against the real server (spec §3 quote display
// fields, Offre devis_url; §9; docs/quotes.md): every demo quote of the demo exhibitor shows
// amounts that add up to the cent, read back from the page; the quote's PDF downloads through the
// page (the user's token, not a link) in the page's language and holds the total the page shows;
// before signing, the 1st installment is due 'at signature', without a date. The tests only read:
// they take the quotes as the server has them, so they hold in any order beside the rebooking
// journeys (stand H7-C04, under the sales team's review, is one no journey changes).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { translate, type Language } from '@salon/domain';
import { shownAmountsAddUp } from '@salon/domain/fixtures';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/api.mjs';
import { escape } from './support/forms';
import { userApi } from './support/payments';
import { text } from './support/texts';

interface Listed {
  id: string;
  etape: string;
  stand: string | null;
  surface: number;
  angles: number;
  event_name: string;
}

const spaces = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The amounts the quote shows, each row's id and text, read from the page. */
async function shownAmounts(page: Page) {
  const rows = page.getByRole('article').locator('[data-quote-amount]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  return rows.evaluateAll((nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('data-quote-amount') ?? '',
      text: node.querySelector('dd')?.textContent ?? '',
    })),
  );
}

async function demoQuotes(page: Page): Promise<Listed[]> {
  const api = await userApi(page.context().request, demoAccounts.exhibitor);
  const lists = await api.post<Record<string, Listed[]>>('/me/rebooking-opportunities');
  return Object.values(lists).flat();
}

for (const lang of ['fr', 'en'] as const satisfies readonly Language[]) {
  test(`${lang}: every demo quote shows amounts that add up to the cent (spec §3, §9)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const quotes = await demoQuotes(page);
    expect(quotes.length).toBeGreaterThan(5);
    for (const quote of quotes) {
      await page.goto(`/${lang}/pro/rebooking/devis?opportunite=${quote.id}`);
      const rows = await shownAmounts(page);
      expect(
        shownAmountsAddUp(rows),
        `${quote.event_name} ${quote.stand}: ${spaces(JSON.stringify(rows))}`,
      ).toBe(true);
      // The stand from its values, in the page's language.
      const { stand, surface, angles } = quote;
      await expect(page.getByRole('article')).toContainText(
        translate('quote.stand', lang, {
          hasNumber: stand ? 'yes' : 'no',
          number: stand ?? '',
          surface,
          corners: angles,
        }),
      );
    }
  });

  test(`${lang}: before signing, the quote's PDF downloads in the page's language with the same total, its 1st installment due at signature (spec §3 devis_url, §9)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const quote = (await demoQuotes(page)).find((one) => one.stand === 'H7-C04');
    if (!quote) throw new Error('The demo exhibitor has no quote for stand H7-C04');
    await page.goto(`/${lang}/pro/rebooking/devis?opportunite=${quote.id}`);
    const rows = await shownAmounts(page);
    expect(rows.map((row) => row.id)).toEqual([
      'subtotal',
      'rebookingDiscount',
      'totalExcludingVat',
      'vat',
      'totalIncludingVat',
    ]);
    expect(shownAmountsAddUp(rows)).toBe(true);
    const total = spaces(rows.at(-1)!.text);

    // The lines in the page's language (docs/quotes.md "Languages").
    const line = lang === 'fr' ? 'Surface de stand (24 m²)' : 'Booth space (24 m²)';
    await expect(page.getByRole('rowheader', { name: line })).toBeVisible();

    // Before signature the 1st installment is due at signature, with no date (spec §9).
    const schedule = page.getByRole('table', { name: text(lang, 'ui.quote.schedule_caption') });
    const first = schedule.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: text(lang, 'ui.quote.first_installment') }),
    });
    await expect(first).toContainText(text(lang, 'ui.quote.at_signature'));
    expect(await first.textContent()).not.toMatch(/\b20\d\d\b/);

    // The PDF, downloaded through the page with the user's token (not a link in a new tab).
    const button = page.getByRole('button', {
      name: text(lang, 'rebooking.quote_pdf', { event: quote.event_name }),
    });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const name = text(lang, 'rebooking.quote_file_name', {
      event: quote.event_name,
      version: 'VERSION',
    });
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${escape(name).replace('VERSION', '\\d+')}$`),
    );
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const content = spaces(
      execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(),
    );
    expect(content).toContain(translate('quote.total_ttc', lang) + ' ' + total);
    expect(content).toContain(line);
    expect(content).toContain(`${translate('installment.acompte1', lang)} 30`);
    expect(content).toContain(translate('installment.at_signature', lang));
    expect(content).not.toContain(lang === 'fr' ? 'Booth space' : 'Surface de stand');
  });
}
