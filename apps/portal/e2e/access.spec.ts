// Who may open what (spec §5 'Route guards', §6 'Roles and permissions', §2 'Global alerts'),
// in Chromium against the real server. The API enforces the same rules (docs/security.md).
import { expect, test } from '@playwright/test';
import { demoAccounts, signInThroughApi } from './support/api.mjs';
import { expectGreeting, logIn } from './support/login';
import { expectAccessDenied } from './support/signed-in';
import { text } from './support/texts';

test.describe('role guards (spec §5, §6)', () => {
  test('a visitor opening an exhibitor route goes to the dashboard with the access-denied alert (spec §5 route guards, §2 global alerts)', async ({
    page,
  }) => {
    // Signed in through the API: this test is about the guard, not the login screen.
    await signInThroughApi(page.context().request, demoAccounts.visitor);
    await expectAccessDenied(page, 'fr', 'pro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('private paths that name no screen yet (spec §5 route guards)', () => {
  test('an anonymous user on /fr/pro/invoices or /fr/me/whatever goes to login with the path as redirect, not to not-found (spec §5)', async ({
    page,
  }) => {
    for (const path of ['/fr/pro/invoices', '/fr/me/whatever']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/fr/pro/login?redirect=${encodeURIComponent(path)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: text('fr', 'login.exhibitor_title') }),
      ).toBeVisible();
      await expect(page.getByText(text('fr', 'not_found.title'))).toHaveCount(0);
    }
  });
});

test.describe('a private link opened without a session (spec §5 route guards, docs/performance.md)', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`${lang}: the server answers a bookmarked dashboard with the prerendered login of its language, and the login leads back to it`, async ({
      page,
      request,
    }) => {
      const path = `/${lang}/me/dashboard`;
      // The server decides, before any script: a redirect, not the app.
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe(
        `/${lang}/pro/login?redirect=${encodeURIComponent(path)}`,
      );
      await page.goto(path);
      await expect(page).toHaveURL(`/${lang}/pro/login?redirect=${encodeURIComponent(path)}`);
      // The page painted is the prerendered one (its markup came with the HTML).
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      await logIn(page, lang, demoAccounts.exhibitor);
      await expect(page).toHaveURL(path);
      await expectGreeting(page, lang, 'Claire');
      // Signed in, a reload of the private page stays on it (the app restores the session).
      await page.reload();
      await expect(page).toHaveURL(path);
      await expectGreeting(page, lang, 'Claire');
    });
  }
});
