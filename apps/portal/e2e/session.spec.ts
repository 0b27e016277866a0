// The session at start-up (spec §4 Session: 'restore or anonymous'; §7 refresh-token) and at its
// end (spec §4 Session: a refresh refused, a failed logout; §7 Interceptor; §2 global alerts), in
// Chromium against the real server, in French and in English.
import { translate } from '@salon/domain';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signInThroughApi } from './support/api.mjs';
import { expectGreeting, logIn } from './support/login';
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

/** Each language with one role: the login page a session's end leads to is the role's (spec §2). */
const cases = [
  { lang: 'fr', account: demoAccounts.exhibitor, login: 'pro/login', firstName: 'Claire' },
  { lang: 'en', account: demoAccounts.visitor, login: 'guest/login', firstName: 'Hugo' },
] as const;

/** The user token the page sends (GET /me at the restore), as the server sees it. */
function userTokenOf(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      const authorization = request.headers()['authorization'];
      if (new URL(request.url()).pathname === '/api/v1/me' && authorization) {
        resolve(authorization);
      }
    });
  });
}

for (const { lang, account, login, firstName } of cases) {
  test.describe(`${lang}: the end of a session (spec §4 Session, §7 Interceptor)`, () => {
    test(`${lang}: a session revoked on the server: the next call's refresh is refused, and the user is on the login page with the session-expired alert (spec §2 global alerts, §7)`, async ({
      page,
      request,
    }) => {
      const t = (id: string) => text(lang, id);
      const bearer = userTokenOf(page);
      await signInThroughApi(page.context().request, account);
      await page.goto(`/${lang}/me/dashboard`);
      await expectGreeting(page, lang, firstName);

      // The session ends on the server, as a logout from elsewhere ends it (docs/security.md):
      // the page's access token and its refresh cookie are both revoked. The test's own request
      // context has none of the browser's cookies, so the page keeps its refresh cookie.
      const revoked = await request.post('/api/v1/logout', {
        headers: { authorization: await bearer },
      });
      expect(revoked.ok()).toBe(true);

      // The next call (the company page's GET /me/account) answers 401, its refresh too: the
      // session ends with the alert, on the login page of the role, with the page to come back to.
      const refresh = page.waitForResponse((response) =>
        response.url().includes('/api/v1/refresh-token'),
      );
      await page.getByRole('link', { name: t('menu.company'), exact: true }).click();
      expect((await refresh).status()).toBe(401);
      await expect(page).toHaveURL(new RegExp(`/${lang}/${login}\\?redirect=`));
      await expect(
        page.getByRole('alert').filter({ hasText: translate('error.session_expired', lang) }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('login.email') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('layout.logout') })).toHaveCount(0);
    });

    test(`${lang}: a logout the server fails still ends the session in the browser and returns to the login page (spec §4 Session)`, async ({
      page,
    }) => {
      const t = (id: string) => text(lang, id);
      await page.route('**/api/v1/logout', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 5000, description: 'error.generic' }),
        }),
      );
      await signInThroughApi(page.context().request, account);
      await page.goto(`/${lang}/me/dashboard`);
      await expectGreeting(page, lang, firstName);
      await page.getByRole('link', { name: t('menu.informations'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('account.title') })).toBeVisible();

      const logout = page.waitForResponse((response) => response.url().includes('/api/v1/logout'));
      await page.getByRole('button', { name: t('layout.logout') }).click();
      expect((await logout).status()).toBe(500);
      await expect(page).toHaveURL(new RegExp(`/${lang}/${login}$`));
      await expect(page.getByRole('textbox', { name: t('login.email') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('layout.logout') })).toHaveCount(0);

      // Back to the dashboard: the guard, not the page (spec §5 route guards).
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${login}\\?redirect=`));
      await expect(page.getByRole('textbox', { name: t('login.email') })).toBeVisible();
      // Nor does a reload sign the user in again: the server kept the session, the browser
      // no longer tries to restore it.
      await page.reload();
      await expect(page.getByRole('textbox', { name: t('login.email') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('layout.logout') })).toHaveCount(0);
    });
  });
}
