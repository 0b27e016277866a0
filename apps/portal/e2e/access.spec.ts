// Who may open what (spec §5 'Route guards', §6 'Roles and permissions', §2 'Global alerts'),
// in Chromium against the real server. The API enforces the same rules (docs/security.md).
import { expect, test } from '@playwright/test';
import { demoAccounts, signInThroughApi } from './support/api.mjs';
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
