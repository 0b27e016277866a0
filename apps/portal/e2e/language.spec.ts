import { expect, test } from '@playwright/test';

test.describe('language prefix (spec §2)', () => {
  test('a URL without prefix takes the browser language and keeps the path (spec §2)', async ({
    browser,
  }) => {
    const english = await browser.newContext({ locale: 'en-GB' });
    const page = await english.newPage();
    await page.goto('/a-page-that-does-not-exist');
    await expect(page).toHaveURL(/\/en\/a-page-that-does-not-exist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await english.close();
  });

  test('French is the default for any other browser language (spec §1, §2)', async ({
    browser,
  }) => {
    const german = await browser.newContext({ locale: 'de-DE' });
    const page = await german.newPage();
    await page.goto('/a-page-that-does-not-exist');
    await expect(page).toHaveURL(/\/fr\/a-page-that-does-not-exist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Revenir à l’accueil' })).toHaveAttribute(
      'href',
      '/fr/home',
    );
    await german.close();
  });
});
