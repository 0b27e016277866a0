// The login as the e2e tests go through it (spec §2 pro/login and guest/login): the form filled
// and sent in the page's language with the catalogs' words (support/texts.ts), and the
// dashboard's greeting it leads to by default.
import type { Language } from '@salon/domain';
import { expect, type Page } from '@playwright/test';
import { text } from './texts';

/** The login form, filled and sent; lands on the dashboard, or on `redirect` when given. */
export async function logIn(
  page: Page,
  lang: Language,
  account: { email: string; password: string },
) {
  await page.getByRole('textbox', { name: text(lang, 'login.email') }).fill(account.email);
  await page
    .getByRole('textbox', { name: text(lang, 'login.password'), exact: true })
    .fill(account.password);
  await page.getByRole('button', { name: text(lang, 'login.submit') }).click();
}

/** The dashboard's heading, greeting the signed-in contact by first name (spec §2, §4). */
export async function expectGreeting(page: Page, lang: Language, firstName: string) {
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: text(lang, 'dashboard.greeting', { firstName }),
    }),
  ).toBeVisible();
}
