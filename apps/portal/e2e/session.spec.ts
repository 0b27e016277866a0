// The session at start-up (spec §4 Session: 'restore or anonymous'; §7 refresh-token), in
// Chromium against the real server.
import { expect, test } from '@playwright/test';
import { demoAccounts } from './support/api.mjs';
import { logIn } from './support/login';
import { text } from './support/texts';

test.describe('session restore (spec §4, §7)', () => {
  test('an anonymous visit shows the login without a refresh call and without a console error', async ({
    page,
  }) => {
    const refreshCalls: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/refresh-token')) refreshCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/fr/pro/login');
    await expect(
      page.getByRole('heading', { level: 1, name: text('fr', 'login.exhibitor_title') }),
    ).toBeVisible();
    expect(refreshCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in user who reloads the page stays signed in (restore from the refresh cookie)', async ({
    page,
  }) => {
    await page.goto('/fr/guest/login');
    await logIn(page, 'fr', demoAccounts.visitor);
    await expect(page).toHaveURL(/\/fr\/me\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/fr\/me\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: text('fr', 'layout.logout') })).toBeVisible();
  });
});
