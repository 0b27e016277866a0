// A signed-in user's pages (spec §2): opened after a login through the API (the login screen is
// not what these tests check), and the route guards as that user meets them (spec §5 'Route
// guards', §6 roles, §2 global alerts): a route of another role sends to the dashboard, which
// shows the access-denied alert.
import { translate, type Language } from '@salon/domain';
import { expect, type Page } from '@playwright/test';
import { signInThroughApi, type Account } from './api.mjs';
import { text } from './texts';

/** Signs `account` in, opens `path` in `lang` and waits for its title (the catalog's `titleId`). */
export async function openSignedIn(
  page: Page,
  account: Account,
  lang: Language,
  path: string,
  titleId: string,
) {
  await signInThroughApi(page.context().request, account);
  await page.goto(`/${lang}/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: text(lang, titleId) })).toBeVisible();
}

/** Opens `path` (after the language) and expects the guard's redirect and its alert. */
export async function expectAccessDenied(page: Page, lang: Language, path: string) {
  await page.goto(`/${lang}/${path}`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/me/dashboard$`));
  await expect(
    page.getByRole('alert').filter({ hasText: translate('error.unauthorised_access', lang) }),
  ).toBeVisible();
}
