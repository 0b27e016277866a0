// What the payment journeys do in the browser (docs/payments.md), in the page's language with the
// catalogs' words (support/texts.ts): the invoices page's payment dialog, the choice of card or
// transfer from the keyboard, the sandbox card page (apps/api/src/sandbox), and the dashboard's
// next-step card (spec §4 dashboard: the next step first) read after each step.
import { translate, type Language } from '@salon/domain';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughApi, userCall, type Account } from './api.mjs';
import { escape } from './forms';
import { text } from './texts';

/** The sandbox card page's buttons (apps/api/src/sandbox/provider.ts, not in the catalogs). */
const sandbox = {
  fr: { approve: 'Accepter le paiement', decline: 'Refuser le paiement' },
  en: { approve: 'Approve the payment', decline: 'Decline the payment' },
} as const;

/** A catalog message as a pattern: its `{arguments}` match any text. */
export function messagePattern(message: string): RegExp {
  return new RegExp(
    `^${message
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+')}$`,
  );
}

/** The 'Pay' buttons of the due and overdue installments on pro/invoices. */
export const payButtons = (page: Page, lang: Language) =>
  page.getByRole('button', { name: new RegExp(`^${escape(text(lang, 'invoices.pay'))} – `) });

/** The paid invoices' download buttons on pro/invoices. */
export const invoiceDownloads = (page: Page, lang: Language) =>
  page
    .getByRole('region', { name: text(lang, 'invoices.paid') })
    .getByRole('button', { name: new RegExp(`^${escape(text(lang, 'ui.download'))}`) });

/** Opens the payment dialog of the first due or overdue installment on pro/invoices. */
export async function openPayment(page: Page, lang: Language) {
  await page.goto(`/${lang}/pro/invoices`);
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'invoices.title') }),
  ).toBeVisible();
  await payButtons(page, lang).first().click();
  return page.getByRole('dialog', { name: text(lang, 'invoices.pay_dialog') });
}

/** A react-aria radio chosen from the keyboard (focus, then Space), as support/forms.ts does. */
export async function chooseMethod(page: Page, lang: Language, method: 'card' | 'transfer') {
  const radio = page.getByRole('radio', { name: new RegExp(`^${text(lang, `pay.${method}`)}`) });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** The button that pays by card or by transfer, whatever the amount. */
export function payButton(page: Page, lang: Language, method: 'card' | 'transfer') {
  const id = method === 'card' ? 'pay.pay_by_card' : 'pay.pay_by_transfer';
  return page.getByRole('button', { name: messagePattern(text(lang, id)) });
}

/**
 * A transfer started from pro/invoices for the first installment due (spec §4 step 5): the
 * pending-transfer page's address, and the reference it ends with.
 */
export async function startTransfer(page: Page, lang: Language) {
  await openPayment(page, lang);
  await chooseMethod(page, lang, 'transfer');
  await payButton(page, lang, 'transfer').click();
  await expect(page).toHaveURL(
    new RegExp(`/${lang}/pro/payment-confirmation/pending-transfer/VIR-`),
  );
  const pending = page.url();
  return { pending, reference: decodeURIComponent(pending.split('/').pop()!) };
}

/** Card: the button, the sandbox page, the decision; back on the confirmation page. */
export async function payByCard(page: Page, lang: Language, decision: 'approve' | 'decline') {
  await payButton(page, lang, 'card').click();
  await decideOnSandbox(page, lang, decision);
}

/** The decision on the sandbox card page; back on the confirmation page, which says it. */
export async function decideOnSandbox(page: Page, lang: Language, decision: 'approve' | 'decline') {
  await page.getByRole('button', { name: sandbox[lang][decision] }).click();
  const outcome = decision === 'approve' ? 'success' : 'failure';
  // Back from the provider the portal loads afresh, restores the session, then asks the API:
  // seconds on a busy machine (15 s measured on the shared 2-core one).
  await expect(page).toHaveURL(new RegExp(`/${lang}/pro/payment-confirmation/${outcome}/`), {
    timeout: 30_000,
  });
  const title = decision === 'approve' ? 'pay.success_title' : 'pay.failure_title';
  await expect(page.getByRole('heading', { level: 1, name: text(lang, title) })).toBeVisible();
}

/** What the dashboard's next-step card says, and where its button leads. */
export interface NextStep {
  /** The domain's action message (`action.*`), its `{date}` matching any date. */
  action: string;
  /** The card's button: its portal message id and the path it opens. */
  link: { id: string; href: string };
}

/**
 * Opens the dashboard from the menu (no reload: the screens follow the server's data through
 * their invalidations, docs/server-data.md) and checks its next-step card.
 */
export async function expectNextStep(page: Page, lang: Language, step: NextStep) {
  await page.getByRole('link', { name: text(lang, 'menu.dashboard'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/me/dashboard$`));
  const card = page.getByRole('region', { name: text(lang, 'dashboard.next_step_heading') });
  await expect(
    card.getByRole('heading', {
      level: 3,
      name: messagePattern(translate(step.action as never, lang)),
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    card.getByRole('link', { name: text(lang, step.link.id), exact: true }),
  ).toHaveAttribute('href', `/${lang}${step.link.href}`);
}

/**
 * Signs in through the API (spec §7 login) as `account`, which signs the request context's
 * browser in too (the refresh cookie), and calls the user's endpoints with the access token: the
 * stage the test starts from, read rather than assumed.
 */
export async function userApi(request: APIRequestContext, account: Account) {
  const token = await signInThroughApi(request, account);
  return {
    get: <T>(path: string) => userCall<T>(request, token, 'GET', path),
    post: <T>(path: string) => userCall<T>(request, token, 'POST', path),
  };
}

/** An installment as GET /me/payments lists it (the fields the journeys read). */
export interface InstallmentRow {
  id: string;
  opportunity_id: string;
  /** The show's name ('Salon Automne 2026'). */
  event: string;
  kind: 'acompte1' | 'acompte2' | 'solde';
  due_date: string;
  status: string;
}

/** The account's installments (GET /me/payments), for a test's start; signs the context in. */
export async function installments(request: APIRequestContext, account: Account) {
  return (await userApi(request, account)).get<InstallmentRow[]>('/me/payments');
}
