// The exhibitor and visitor login against the real server (spec §2 pro/login and guest/login,
// §5 route guards, §8 error catalogue), in Chromium.
import { expect, test } from '@playwright/test';
import { translate } from '@salon/domain';
import { demoAccounts } from './support/api.mjs';
import { expectGreeting, logIn } from './support/login';
import { text } from './support/texts';

test.describe('login (spec §2, §8)', () => {
  test('a wrong password shows ‘Identifiants incorrects.’ on the email field, in the focused error summary, and keeps what was typed (spec §8 code 1101)', async ({
    page,
  }) => {
    const message = translate('error.incorrect_identifiers', 'fr');
    expect(message).toBe('Identifiants incorrects.');
    await page.goto('/fr/pro/login');
    await logIn(page, 'fr', { email: demoAccounts.exhibitor.email, password: 'Pas-le-bon-1!' });

    const emailField = page.getByRole('textbox', { name: text('fr', 'login.email') });
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(message);
    const summary = page
      .getByRole('alert')
      .filter({ has: page.getByRole('link', { name: message }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#login-email',
    );
    await expect(emailField).toHaveValue(demoAccounts.exhibitor.email);
    await expect(
      page.getByRole('textbox', { name: text('fr', 'login.password'), exact: true }),
    ).toHaveValue('Pas-le-bon-1!');
    await expect(page).toHaveURL(/\/fr\/pro\/login$/);
  });

  test('an anonymous user opening a private page is sent to the login with the page in the redirect query, and lands back on it after login (spec §2, §5 route guards)', async ({
    page,
  }) => {
    // me/dashboard is today's private page; the exhibitor's other pages (pro/invoices,
    // me/company) take the same guard when they land.
    await page.goto('/en/me/dashboard');
    await expect(page).toHaveURL(/\/en\/pro\/login\?redirect=%2Fen%2Fme%2Fdashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'login.exhibitor_title') }),
    ).toBeVisible();
    await logIn(page, 'en', demoAccounts.exhibitor);
    await expect(page).toHaveURL(/\/en\/me\/dashboard$/);
    await expectGreeting(page, 'en', 'Claire');
  });

  test('an exhibitor opening a deep link from an email logs in and lands on it, query and fragment kept (spec §2 redirect, §5 route guards)', async ({
    page,
  }) => {
    const deepLink = '/fr/me/dashboard?source=email#inscriptions';
    await page.goto(deepLink);
    // The server's redirect, the browser keeping the fragment; the page, once live (at the first
    // action, docs/performance.md "Hydrated at the first action"), folds it into `redirect`.
    await expect(page).toHaveURL(
      `/fr/pro/login?redirect=${encodeURIComponent('/fr/me/dashboard?source=email')}#inscriptions`,
    );
    await page.keyboard.press('Shift');
    await expect(page).toHaveURL(
      `/fr/pro/login?redirect=${encodeURIComponent(deepLink).replace(/%20/g, '+')}`,
    );
    await logIn(page, 'fr', demoAccounts.exhibitor);
    await expect(page).toHaveURL(deepLink);
    await expectGreeting(page, 'fr', 'Claire');
  });

  test('a redirect query to another site is not followed: the login goes to the dashboard (spec §2 redirect, open-redirect guard)', async ({
    page,
  }) => {
    await page.goto(`/fr/pro/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await logIn(page, 'fr', demoAccounts.exhibitor);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/fr\/me\/dashboard$/);
  });
});
