import { expect, test, type Browser } from '@playwright/test';

/** A path without a language prefix, opened by a browser set to `locale`: where it lands (spec §2). */
async function openWithoutPrefix(
  browser: Browser,
  locale: string,
  lang: 'fr' | 'en',
  title: string,
) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto('/a-page-that-does-not-exist');
  await expect(page).toHaveURL(new RegExp(`/${lang}/a-page-that-does-not-exist$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { context, page };
}

test.describe('language prefix (spec §2)', () => {
  test('a URL without prefix takes the browser language and keeps the path (spec §2)', async ({
    browser,
  }) => {
    const { context } = await openWithoutPrefix(browser, 'en-GB', 'en', 'Page not found');
    await context.close();
  });

  test('French is the default for any other browser language (spec §1, §2)', async ({
    browser,
  }) => {
    const { context, page } = await openWithoutPrefix(browser, 'de-DE', 'fr', 'Page introuvable');
    await expect(page.getByRole('link', { name: 'Revenir à l’accueil' })).toHaveAttribute(
      'href',
      '/fr/home',
    );
    await context.close();
  });
});
