// A new visitor's first visit, end to end in Chromium against the real server (docs/testing.md,
// the main journey): registration (spec §2 guest/register), the verification email read in the development
// mailbox, the verification link (spec §4 'Email verification'), the login, the dashboard, the
// Fr/En switch (spec §2 'The Fr/En switch rewrites the route') and the logout (spec §4 Session).
import { expect, test, type Page } from '@playwright/test';
import { emailLink, pathOf, uniqueEmail } from './support/api.mjs';
import { acceptTerms, press } from './support/forms';
import { expectGreeting } from './support/login';
import { text } from './support/texts';

/**
 * The visitor's dashboard (spec §2 me/dashboard): the demo's shows to come (the spring and autumn
 * editions, apps/api/src/seed/campaigns.ts; the past winter one left out) with their venue and
 * website, and the academy banner the server publishes (its demo banner) in the page's language.
 */
async function expectVisitorDashboard(page: Page, lang: 'fr' | 'en') {
  const shows = page.getByRole('region', { name: text(lang, 'dashboard.upcoming_heading') });
  const spring = shows.getByRole('region', { name: /^Salon Printemps \d{4}$/ });
  await expect(spring).toContainText('Paris Expo Porte de Versailles, Hall 7');
  await expect(spring.getByRole('link', { name: /Salon Printemps/ })).toHaveAttribute(
    'href',
    'https://salon.test/printemps',
  );
  await expect(shows.getByRole('region', { name: /^Salon Automne \d{4}$/ })).toBeVisible();
  await expect(shows.getByRole('region', { name: /^Salon Hiver/ })).toHaveCount(0);
  const academy = page.getByRole('region', { name: text(lang, 'dashboard.academy_heading') });
  await expect(academy.getByRole('link')).toHaveAttribute(
    'href',
    `https://www.salon.test/${lang}/academy`,
  );
}

test('a new visitor registers, verifies the address from the email, logs in, sees the dashboard, switches to English and logs out (spec §2, §4)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('visitor-journey');
  const password = 'Premiere-Visite-2026!';
  const fr = (id: string, values?: Record<string, string>) => text('fr', id, values);

  // Registration, step 1 of 3: the email and the first name (spec §7 init-register).
  await page.goto('/fr/guest/register');
  await expect(
    page.getByRole('heading', { level: 1, name: fr('register.title_visitor') }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: fr('fields.email') }).fill(email);
  await page.getByRole('textbox', { name: fr('fields.firstname') }).fill('Camille');
  await page.getByRole('button', { name: fr('register.continue') }).click();

  // Step 2: the contact and the company; what was typed in step 1 is kept.
  await expect(page.getByRole('textbox', { name: fr('fields.email') })).toHaveValue(email);
  await press(page, fr('fields.salutation_mrs'), 'radio');
  await page.getByRole('textbox', { name: fr('fields.lastname'), exact: true }).fill('Durand');
  await page
    .getByRole('textbox', { name: fr('fields.phone'), exact: true })
    .fill('+33 1 23 45 67 89');
  await page.getByRole('textbox', { name: fr('fields.company_name') }).fill('Atelier Durand');
  await page.getByRole('button', { name: fr('register.continue') }).click();

  // Step 3: the password (spec §5 password rule) and the terms (spec §5).
  await page
    .getByRole('textbox', { name: fr('register.field_password'), exact: true })
    .fill(password);
  await page
    .getByRole('textbox', { name: fr('register.field_password_confirmation') })
    .fill(password);
  await acceptTerms(page);
  await page.getByRole('button', { name: fr('register.submit') }).click();

  // The confirmation names the address the email went to (spec §2 confirm-register).
  await expect(page).toHaveURL(/\/fr\/confirm-register\?/);
  await expect(page.getByRole('heading', { level: 1, name: fr('confirm.title') })).toBeVisible();
  await expect(page.getByText(fr('confirm.sent_to', { email }))).toBeVisible();

  // The verification email, from the development mailbox, and its link (spec §4).
  const link = await emailLink(request, email, 'verification');
  expect(link.pathname).toBe('/fr/email-verification');
  await page.goto(pathOf(link));
  await expect(
    page.getByRole('heading', { level: 1, name: fr('verify.success_title') }),
  ).toBeVisible();
  // Spec §4, §9: the login 1 s later, the address filled in.
  await expect(page).toHaveURL(/\/fr\/guest\/login\?email=/);
  const emailField = page.getByRole('textbox', { name: fr('login.email') });
  await expect(emailField).toHaveValue(email);

  // Login (spec §7 POST /login), the dashboard by default (spec §2).
  await page.getByRole('textbox', { name: fr('login.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: fr('login.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/me\/dashboard$/);
  await expectGreeting(page, 'fr', 'Camille');
  await expect(page.getByText('Atelier Durand').first()).toBeVisible();
  // Spec §2 me/dashboard: the shows to come (list-campaigns) and the academy banner.
  await expectVisitorDashboard(page, 'fr');

  // The Fr/En switch rewrites the route and the texts (spec §2).
  await page
    .getByRole('navigation', { name: 'Langue' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/en\/me\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectGreeting(page, 'en', 'Camille');
  await expectVisitorDashboard(page, 'en');

  // Logout (spec §4): back to the login of the visitor area, in English; the session is over.
  await page.getByRole('button', { name: text('en', 'layout.logout') }).click();
  await expect(page).toHaveURL(/\/en\/guest\/login/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'login.visitor_title') }),
  ).toBeVisible();
  // The dashboard is private again: opened afresh, its address leads to the root, the exhibitor
  // login, with the page to come back to (spec §5 route guards).
  await page.goto('/en/me/dashboard');
  await expect(page).toHaveURL(/\/en\/pro\/login\?redirect=%2Fen%2Fme%2Fdashboard$/);
});
