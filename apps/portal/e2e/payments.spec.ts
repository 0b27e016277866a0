// Paying installments against the real server (spec §1, §2, §4 steps 4-5, §9; docs/payments.md):
// the demo exhibitor's validated quotes have their 1st installment due or overdue. Card on the
// sandbox page (approved and declined), the invoice and its PDF, the bank transfer with its proof
// (wrong type, over 10 MB, accepted), its cancellation then the card; the blackout window on a
// server whose clock starts inside it (CLOCK_START, configuration only); the login redirect.
import { expect, test, type Page } from '@playwright/test';
import { translate } from '@salon/domain';
import { demoAccounts, signInThroughApi } from './support/api.mjs';
import { startE2eServer } from './startServer.mjs';
import { text } from './support/texts';

type Lang = 'fr' | 'en';

const sandbox = {
  fr: { approve: 'Accepter le paiement', decline: 'Refuser le paiement' },
  en: { approve: 'Approve the payment', decline: 'Decline the payment' },
};

const payButtons = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${text(lang, 'invoices.pay')} – `) });

/** Opens the payment dialog of the first due or overdue installment on pro/invoices. */
async function openPayment(page: Page, lang: Lang) {
  await page.goto(`/${lang}/pro/invoices`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'invoices.title') }),
  ).toBeVisible();
  await payButtons(page, lang).first().click();
  return page.getByRole('dialog', { name: text(lang, 'invoices.pay_dialog') });
}

/** A react-aria radio chosen from the keyboard (focus, then Space), as support/forms.ts does. */
async function chooseMethod(page: Page, lang: Lang, method: 'card' | 'transfer') {
  const radio = page.getByRole('radio', { name: new RegExp(`^${text(lang, `pay.${method}`)}`) });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Card: the choice, the button, the sandbox page, the decision; back on the confirmation. */
async function payByCard(page: Page, lang: Lang, decision: 'approve' | 'decline', choose = true) {
  if (choose) await chooseMethod(page, lang, 'card');
  await page.getByRole('button', { name: /carte|by card/ }).click();
  await page.getByRole('button', { name: sandbox[lang][decision] }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/${lang}/pro/payment-confirmation/${decision === 'approve' ? 'success' : 'failure'}/`,
    ),
  );
}

test.describe('paying an installment (spec §2, §4 steps 4-5)', () => {
  test('an anonymous user on pro/invoices logs in and comes back to it (spec §5)', async ({
    page,
  }) => {
    await page.goto('/en/pro/invoices');
    await expect(page).toHaveURL(/\/en\/pro\/login\?redirect=/);
    await page.getByLabel(/Email/).fill(demoAccounts.exhibitor.email);
    await page
      .getByLabel(/Password/)
      .first()
      .fill(demoAccounts.exhibitor.password);
    await page.getByRole('button', { name: /Log in|Sign in/ }).click();
    await expect(page).toHaveURL(/\/en\/pro\/invoices$/);
    await expect(page.getByRole('heading', { level: 2, name: /Overdue balances/ })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a declined card shows the failure page and leaves the installment due (English, spec §8)', async ({
    page,
  }) => {
    await signInThroughApi(page.context().request, demoAccounts.exhibitor);
    const before = await (await openPayment(page, 'en')).isVisible();
    expect(before).toBe(true);
    await payByCard(page, 'en', 'decline');
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'pay.failure_title') }),
    ).toBeVisible();
    await expect(page.getByText(translate('error.payment_failed', 'en'))).toBeVisible();
    await page.goto('/en/pro/invoices');
    await expect(payButtons(page, 'en').first()).toBeVisible();
  });

  test('a card payment on the sandbox succeeds; the invoice appears and downloads as a PDF (French)', async ({
    page,
  }) => {
    await signInThroughApi(page.context().request, demoAccounts.exhibitor);
    await page.goto('/fr/pro/invoices');
    await expect(
      page.getByRole('heading', { level: 1, name: text('fr', 'invoices.title') }),
    ).toBeVisible({ timeout: 30_000 });
    const history = page.getByRole('region', { name: /Historique des factures payées/ });
    // The demo company has paid invoices already: counted once the page has loaded them.
    await expect(history.getByRole('button', { name: /Télécharger/ }).first()).toBeVisible();
    const invoicesBefore = await history.getByRole('button', { name: /Télécharger/ }).count();
    await openPayment(page, 'fr');
    await payByCard(page, 'fr', 'approve');
    await expect(
      page.getByRole('heading', { level: 1, name: text('fr', 'pay.success_title') }),
    ).toBeVisible();
    await page.getByRole('link', { name: text('fr', 'pay.to_invoices') }).click();
    const downloads = history.getByRole('button', { name: /Télécharger/ });
    await expect(downloads).toHaveCount(invoicesBefore + 1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      downloads.first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('transfer: the reference, a refused then an accepted proof, cancel, then card (French)', async ({
    page,
  }) => {
    await signInThroughApi(page.context().request, demoAccounts.exhibitor);
    await openPayment(page, 'fr');
    await chooseMethod(page, 'fr', 'transfer');
    await page.getByRole('button', { name: /par virement/ }).click();
    await expect(page).toHaveURL(/\/fr\/pro\/payment-confirmation\/pending-transfer\/VIR-/);
    const reference = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByText(reference, { exact: true })).toBeVisible();

    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'virement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('GIF89a renamed'),
    });
    await expect(page.getByText(translate('validation.proof_type', 'fr'))).toBeVisible();
    await input.setInputFiles({
      name: 'releve.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
    });
    await expect(page.getByText(translate('validation.proof_too_large', 'fr'))).toBeVisible();
    await input.setInputFiles({
      name: 'virement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByText(/Justificatif reçu : virement\.pdf/)).toBeVisible();

    await page.getByRole('button', { name: text('fr', 'pay.cancel_transfer') }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: text('fr', 'pay.cancel_transfer') }).click();
    await expect(page.getByText(translate('success.transfer_canceled', 'fr'))).toBeVisible();
    await payByCard(page, 'fr', 'approve', false);
  });
});

test.describe('payment blackout (spec §1, §9)', () => {
  test('inside the window the notice shows before the choice and the card is refused, in the browser (the API refusal: apps/api/test/billing-transfer.test.ts)', async ({
    browser,
  }) => {
    // A server of its own starts and seeds its database first.
    test.setTimeout(240_000);
    const instant = '2024-12-30T10:00:00+01:00';
    process.env.CLOCK_START = instant;
    const server = await startE2eServer({ port: 3219 });
    delete process.env.CLOCK_START;
    const context = await browser.newContext({ baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(instant));
      await signInThroughApi(context.request, demoAccounts.exhibitor);
      for (const lang of ['fr', 'en'] as const) {
        const dialog = await openPayment(page, lang);
        await expect(
          dialog.getByText(
            lang === 'fr'
              ? 'Les paiements en ligne sont indisponibles du 28 décembre 2024 au 1 janvier 2025.'
              : 'Online payments are unavailable from 28 December 2024 to 1 January 2025.',
          ),
        ).toBeVisible();
        await expect(
          dialog.getByRole('radio', { name: new RegExp(text(lang, 'pay.card')) }),
        ).toBeDisabled();
        await expect(
          dialog.getByRole('radio', { name: new RegExp(text(lang, 'pay.transfer')) }),
        ).toBeEnabled();
        await page.keyboard.press('Escape');
      }
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
