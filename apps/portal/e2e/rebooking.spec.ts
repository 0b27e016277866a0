// Rebooking end to end in Chromium against the real server (spec §2 pro/rebooking/{etape?}, §4
// 'Rebooking flow', §5): the demo exhibitor asks for a change on a quote, the sales team revises it
// with the operator call (docs/api.md), the exhibitor sees the modified quote, accepts the terms and
// validates it; the dashboard's next step for that booth becomes the 1st installment, which the
// exhibitor pays by card on the sandbox page: success, one more invoice in pro/invoices that
// downloads as a PDF, and the dashboard moves on again. Once in
// French on the spring quote to validate (stand H7-B12), once in English on the autumn modified
// quote (stand H5-A08) of the demo seed.
import { translate } from '@salon/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts, operatorCall } from './support/api.mjs';
import { escape, press } from './support/forms';
import { logIn } from './support/login';
import { invoiceDownloads, payByCard } from './support/payments';
import { text } from './support/texts';

const cases = [
  { lang: 'fr', stand: 'H7-B12' },
  { lang: 'en', stand: 'H5-A08' },
] as const;

for (const { lang, stand } of cases) {
  test(`${lang}: an exhibitor requests a change, the sales team revises the quote, the exhibitor validates it and the dashboard moves on (spec §4 rebooking flow)`, async ({
    page,
    request,
  }) => {
    // The whole journey, with two reloads, the sales team's call and a card payment, on a shared
    // machine (2.2 min measured while other work ran).
    test.setTimeout(240_000);
    const t = (id: string, values?: Record<string, string>) => text(lang, id, values);
    await page.goto(`/${lang}/pro/login`);
    await logIn(page, lang, demoAccounts.exhibitor);
    await expect(page).toHaveURL(new RegExp(`/${lang}/me/dashboard$`));

    // Which booth: the list, then the quote of the stand (deep link devis?opportunite=).
    await page.getByRole('link', { name: t('menu.rebooking'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pro/rebooking$`));
    const openQuote = new RegExp(
      `^${escape(t('rebooking.open_quote', { title: '' }))}.*${escape(t('rebooking.stand', { stand }))}`,
    );
    // From the keyboard, as a keyboard user opens it.
    await page
      .getByRole('region', { name: t('rebooking.rebooking_set') })
      .getByRole('button', { name: openQuote })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/pro/rebooking/devis\\?opportunite=`));
    const id = new URL(page.url()).searchParams.get('opportunite') ?? '';
    const quote = page.getByRole('article');
    await expect(quote).toContainText(stand);

    // The dashboard offers to validate this quote, straight to its validation step.
    await page.getByRole('link', { name: t('menu.dashboard'), exact: true }).click();
    await expect(
      page.locator(`a[href="/${lang}/pro/rebooking/validation?opportunite=${id}"]`).first(),
    ).toBeVisible();

    // A reload of the deep link restores the quote (spec §2 rebooking/{etape?}).
    await page.goto(`/${lang}/pro/rebooking/devis?opportunite=${id}`);
    await expect(quote).toContainText(stand, { timeout: 30_000 });

    // Modify quote: nothing ticked is refused (spec §5), then the surface and a message.
    await page.getByRole('button', { name: t('rebooking.request_change') }).click();
    const adjustment = page.getByRole('dialog', { name: t('rebooking.adjustment_title') });
    await adjustment.getByRole('button', { name: t('rebooking.send_adjustment') }).click();
    await expect(adjustment).toContainText(translate('validation.no_changes', lang));
    await press(page, t('rebooking.change_surface'), 'checkbox');
    await adjustment
      .getByRole('textbox', { name: t('rebooking.comment') })
      .fill(lang === 'fr' ? 'Nous souhaitons 30 m².' : 'We would like 30 m².');
    await adjustment.getByRole('button', { name: t('rebooking.send_adjustment') }).click();

    // The adjustment confirmation; the quote is being modified (spec §4 flow 2).
    const confirmation = page.getByRole('dialog', { name: t('rebooking.adjustment_sent_title') });
    await confirmation.getByRole('button', { name: t('rebooking.back_to_quote') }).click();
    await expect(page.getByText(t('rebooking.pending_review_title'))).toBeVisible();
    await expect(quote).toContainText(translate('status.quote_being_modified', lang));

    // The sales team revises the quote (docs/api.md operator call).
    await operatorCall(request, `/operator/opportunities/${id}/revise-quote`, {
      surface: 30,
      message: 'Surface 30 m²',
    });
    await page.getByRole('button', { name: t('rebooking.refresh') }).click();
    await expect(page.getByText(t('rebooking.modified_quote_notice'))).toBeVisible();
    await expect(quote).toContainText(translate('status.quote_modified', lang));
    await expect(quote).toContainText('30');

    // Validate: the terms must be accepted (spec §5), card chosen, the quote is signed.
    await page.getByRole('button', { name: t('rebooking.validate_quote') }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${lang}/pro/rebooking/validation\\?opportunite=${id}$`),
    );
    await page.getByRole('button', { name: t('rebooking.confirm_validation') }).click();
    await expect(page.getByRole('form')).toContainText(
      translate('validation.terms_required', lang),
    );
    await press(page, t('rebooking.card_method'), 'radio');
    const terms = t('rebooking.terms').split('<terms>')[0]!.trim();
    const control = page.getByRole('checkbox', { name: new RegExp(`^${escape(terms)}`) });
    await control.focus();
    await page.keyboard.press('Space');
    await expect(control).toBeChecked();
    await page.getByRole('button', { name: t('rebooking.confirm_validation') }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${lang}/pro/rebooking/paiement\\?opportunite=${id}$`),
    );
    await expect(page.getByText(translate('success.quote_validated', lang))).toBeVisible();
    await expect(quote).toContainText(translate('status.registered', lang));

    // The dashboard's next step for this booth is its 1st installment, without a reload.
    await page.getByRole('link', { name: t('menu.dashboard'), exact: true }).click();
    await expect(
      page.locator(`a[href="/${lang}/pro/rebooking/paiement?opportunite=${id}"]`).first(),
    ).toBeVisible();
    await expect(
      page.locator(`a[href="/${lang}/pro/rebooking/validation?opportunite=${id}"]`),
    ).toHaveCount(0);

    // Pay the 1st installment by card on the sandbox page (spec §4 step 5): the confirmation shows
    // success, the invoice is in pro/invoices and downloads as a PDF, and the dashboard no longer
    // offers this installment.
    const downloads = invoiceDownloads(page, lang);
    await page.getByRole('link', { name: t('menu.invoices'), exact: true }).click();
    await expect(downloads.first()).toBeVisible({ timeout: 30_000 });
    const invoicesBefore = await downloads.count();
    await page.getByRole('link', { name: t('menu.dashboard'), exact: true }).click();
    await page
      .locator(`a[href="/${lang}/pro/rebooking/paiement?opportunite=${id}"]`)
      .first()
      .click();
    await payByCard(page, lang, 'approve');
    await page.getByRole('link', { name: t('pay.to_invoices') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pro/invoices$`));
    await expect(downloads).toHaveCount(invoicesBefore + 1, { timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      downloads.first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByRole('link', { name: t('menu.dashboard'), exact: true }).click();
    await expect(
      page.locator(`a[href="/${lang}/pro/rebooking/paiement?opportunite=${id}"]`),
    ).toHaveCount(0);
  });
}
