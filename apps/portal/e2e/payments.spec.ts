// Paying installments against the real server, in French and in English (spec §1, §2, §4 steps
// 4-5, §8, §9; docs/payments.md), the texts from the catalogs (support/texts.ts). Each journey that
// pays starts from an exhibitor of its own, with one signed registration and nothing paid
// (support/api.mjs `newSignedExhibitor`), and reads the dashboard's next step after each step: a
// transfer with its reference, a refused then an accepted proof and its cancellation; a declined
// card; the failure page reloaded, its retry, the card approved, the invoice and its PDF; a double
// click on pay. So no journey here changes what another spec finds in the seed (booth.spec.ts
// needs its unpaid exhibitor unpaid), and the tests run in any order. The demo exhibitor serves
// the login redirect and the failed load, which pay nothing; a server of its own, started inside
// the blackout window (CLOCK_START, configuration only), serves the blackout.
import { translate, type Language } from '@salon/domain';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, newSignedExhibitor, signInThroughApi } from './support/api.mjs';
import { logIn } from './support/login';
import {
  chooseMethod,
  decideOnSandbox,
  expectNextStep,
  installments,
  invoiceDownloads,
  messagePattern,
  openPayment,
  payButton,
  payButtons,
  payByCard,
  startTransfer,
  type InstallmentRow,
  type NextStep,
} from './support/payments';
import { startE2eServer } from './startServer.mjs';
import { text } from './support/texts';

const languages = ['fr', 'en'] as const;

const payActions = {
  acompte1: 'action.pay_first_installment_before',
  acompte2: 'action.pay_second_installment_before',
  solde: 'action.pay_balance_before',
} as const;

/** 'Pay this installment' (spec §4): the 1st straight to its rebooking step, later ones via invoices. */
function payStep(installment: InstallmentRow): NextStep {
  return {
    action: payActions[installment.kind],
    link: {
      id: 'dashboard.pay_now',
      href:
        installment.kind === 'acompte1'
          ? `/pro/rebooking/paiement?opportunite=${installment.opportunity_id}`
          : '/pro/invoices',
    },
  };
}

const transferStep: NextStep = {
  action: 'action.transfer_pending',
  link: { id: 'dashboard.see_payments', href: '/pro/invoices' },
};
const allPaidStep: NextStep = {
  action: 'action.all_paid',
  link: { id: 'dashboard.see_stand', href: '/pro/stand' },
};

/** The retry a failure page offers: the installment's payment, under its own heading. */
async function expectRetry(page: Page, lang: Language, installment: InstallmentRow) {
  const title = text(lang, 'pay.title', {
    installment: translate(`installment.${installment.kind}` as never, lang),
  });
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * An exhibitor of the test's own with one signed registration and nothing paid, signed in in the
 * page's browser context, and the installment it pays first (its 1st) and the one after it.
 */
async function freshInstallment(page: Page, lang: Language, label: string) {
  const request = page.context().request;
  const account = await newSignedExhibitor(request, { label: `${label}-${lang}`, langue: lang });
  const rows = await installments(request, account);
  const [target, next] = rows
    .filter((row) => row.status === 'due')
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  if (!target || target.kind !== 'acompte1') {
    throw new Error(`${account.email} does not start with its 1st installment due`);
  }
  return { target, next };
}

for (const lang of languages) {
  test.describe(`${lang}: paying an installment (spec §2, §4 steps 4-5)`, () => {
    test(`${lang}: an anonymous user on pro/invoices logs in and comes back to it (spec §5)`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/pro/invoices`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/pro/login\\?redirect=`));
      await logIn(page, lang, demoAccounts.exhibitor);
      await expect(page).toHaveURL(new RegExp(`/${lang}/pro/invoices$`));
      await expect(
        page.getByRole('heading', { level: 1, name: text(lang, 'invoices.title') }),
      ).toBeVisible();
      await expect(payButtons(page, lang).first()).toBeVisible({ timeout: 30_000 });
    });

    test(`${lang}: a transfer gives its reference, takes a proof, and can be canceled; the dashboard's next step after each (spec §4 step 5, §8)`, async ({
      page,
    }) => {
      // Four visits of the dashboard and two of the confirmation page on a shared machine.
      test.setTimeout(240_000);
      const t = (id: string, values?: Record<string, string>) => text(lang, id, values);
      const { target } = await freshInstallment(page, lang, 'transfer');
      await page.goto(`/${lang}/me/dashboard`);
      await expectNextStep(page, lang, payStep(target));

      // Transfer: the reference to quote (spec §4 step 5); the dashboard waits for it.
      const { pending, reference } = await startTransfer(page, lang);
      // While the confirmation route's chunk loads, the previous page stays in the DOM, hidden
      // (React's Suspense): only the visible reference is the confirmation page's.
      await expect(
        page.getByText(reference, { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await expectNextStep(page, lang, transferStep);

      // The proof (spec §4 step 5): recognised by its content, at most 10 MB; the error is said
      // in the page's language and the page keeps the transfer.
      await page.goto(pending);
      const input = page.locator('input[type="file"]');
      await input.setInputFiles({
        name: 'virement.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('GIF89a renamed'),
      });
      await expect(page.getByText(translate('validation.proof_type', lang))).toBeVisible();
      await input.setInputFiles({
        name: 'releve.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
      });
      await expect(page.getByText(translate('validation.proof_too_large', lang))).toBeVisible();
      await expect(
        page.getByText(reference, { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await input.setInputFiles({
        name: 'virement.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await expect(page.getByText(t('pay.proof_sent', { name: 'virement.pdf' }))).toBeVisible();
      await expectNextStep(page, lang, transferStep);

      // Cancel the transfer: the installment is due again (spec §4 step 5).
      await page.goto(pending);
      await page.getByRole('button', { name: t('pay.cancel_transfer') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('pay.cancel_transfer') })
        .click();
      await expect(page.getByText(translate('success.transfer_canceled', lang))).toBeVisible();
      await expectNextStep(page, lang, payStep(target));
    });

    test(`${lang}: after a declined card the failure page offers the same installment again, and the dashboard's next step is still to pay it (spec §4 step 4, §8)`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const { target } = await freshInstallment(page, lang, 'declined');
      await openPayment(page, lang);
      await chooseMethod(page, lang, 'card');
      await payByCard(page, lang, 'decline');
      await expect(page.getByText(translate('error.payment_failed', lang))).toBeVisible();
      await expectRetry(page, lang, target);
      await expectNextStep(page, lang, payStep(target));
    });

    test(`${lang}: the card failure page keeps its retry after a reload, and the card approved from it pays: the invoice, its PDF, the next step (spec §4 step 4; docs/payments.md "Back from the provider")`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const { target, next } = await freshInstallment(page, lang, 'retry');
      await openPayment(page, lang);
      await chooseMethod(page, lang, 'card');
      await payByCard(page, lang, 'decline');
      await expectRetry(page, lang, target);
      // The page loads afresh: the retry comes from the server's data, not from the page's memory.
      await page.reload();
      await expectRetry(page, lang, target);

      await chooseMethod(page, lang, 'card');
      await payByCard(page, lang, 'approve');
      await page.getByRole('link', { name: text(lang, 'pay.to_invoices') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/pro/invoices$`));
      const downloads = invoiceDownloads(page, lang);
      await expect(downloads).toHaveCount(1, { timeout: 30_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        downloads.first().click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
      await expectNextStep(page, lang, next ? payStep(next) : allPaidStep);
    });

    test(`${lang}: a double click on pay makes one transaction (docs/api.md "Idempotency")`, async ({
      page,
    }) => {
      await freshInstallment(page, lang, 'double-click');
      const created: string[] = [];
      // Each answer is read in the test runner before the page gets it: the card provider's page
      // opens right after, and a body read from the page's side is gone once it has navigated.
      await page.route(
        (url) => url.pathname.replace(/\/$/, '').endsWith('/api/v1/transaction-create'),
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { data: { transaction_id: string } };
          created.push(body.data.transaction_id);
          // The page may have left for the provider already: nothing is waiting for this answer.
          await route.fulfill({ response }).catch(() => undefined);
        },
      );
      await openPayment(page, lang);
      await chooseMethod(page, lang, 'card');
      await payButton(page, lang, 'card').dblclick();
      await decideOnSandbox(page, lang, 'approve');
      expect(created.length).toBeGreaterThan(0);
      expect(new Set(created).size).toBe(1);
      await page.getByRole('link', { name: text(lang, 'pay.to_invoices') }).click();
      // One invoice: the one transaction paid the installment once.
      await expect(invoiceDownloads(page, lang)).toHaveCount(1, { timeout: 30_000 });
    });

    test(`${lang}: a failed load shows the generic alert, and its retry loads the page (spec §7)`, async ({
      page,
    }) => {
      await signInThroughApi(page.context().request, demoAccounts.exhibitor);
      await page.route('**/api/v1/me/invoices', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 5000, description: 'error.generic' }),
        }),
      );
      await page.goto(`/${lang}/pro/invoices`);
      // The portal's generic alert (spec §7), and the page's own message with its retry.
      await expect(
        page.getByRole('alert').filter({ hasText: translate('error.generic', lang) }),
      ).toBeVisible({ timeout: 30_000 });
      const main = page.getByRole('main');
      await expect(main.getByText(text(lang, 'invoices.failed'))).toBeVisible();
      await page.unroute('**/api/v1/me/invoices');
      await main.getByRole('button', { name: text(lang, 'invoices.retry') }).click();
      await expect(main.getByText(text(lang, 'invoices.failed'))).toHaveCount(0);
      await expect(payButtons(page, lang).first()).toBeVisible();
    });

    test(`${lang}: the paid history loads older years on demand, appended, by keyboard, the button gone at the end (docs/api.md "Paging")`, async ({
      page,
    }) => {
      await signInThroughApi(page.context().request, demoAccounts.exhibitor);
      // The demo exhibitor has few invoices: one a page, so that the history pages.
      await page.route(/\/api\/v1\/me\/invoices(\?|$)/, (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '1');
        return route.continue({ url: url.toString() });
      });
      await page.goto(`/${lang}/pro/invoices`);
      const main = page.getByRole('main');
      const rows = main.getByRole('table', { name: text(lang, 'invoices.paid') }).getByRole('row');
      await expect(rows).toHaveCount(2, { timeout: 30_000 });
      const more = main.getByRole('button', { name: text(lang, 'invoices.earlier_years') });
      for (let shown = 1; await more.isVisible(); shown += 1) {
        await more.focus();
        await page.keyboard.press('Enter');
        await expect(rows).toHaveCount(shown + 2);
      }
      const status = main
        .getByRole('status')
        .filter({ hasText: text(lang, 'invoices.all_loaded') });
      await expect(status).toBeVisible();
      // The button went away under the keyboard: the status holds the focus.
      await expect(status).toBeFocused();
    });
  });
}

test.describe('payment blackout (spec §1, §9)', () => {
  test('inside the window the notice shows before the choice and the card is refused, in the browser, in French and in English (the API refusal: apps/api/test/billing-transfer.test.ts)', async ({
    browser,
  }) => {
    // A server of its own starts and seeds its database first.
    test.setTimeout(240_000);
    const instant = '2024-12-30T10:00:00+01:00';
    // Its port follows the suite's (E2E_PORT), so that two runs side by side do not collide.
    const server = await startE2eServer({
      port: Number(process.env.E2E_PORT ?? 3211) + 8,
      env: { CLOCK_START: instant },
    });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(instant));
      await signInThroughApi(context.request, demoAccounts.exhibitor);
      for (const lang of languages) {
        const dialog = await openPayment(page, lang);
        await expect(
          dialog.getByText(messagePattern(translate('notice.payment_blackout', lang))),
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
