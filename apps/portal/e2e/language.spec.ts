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

test.describe('the Fr/En switch (spec §2)', () => {
  test('keeps the page shown while the other language loads, then shows it in that language (spec §2)', async ({
    page,
  }) => {
    await page.goto('/fr/a-page-that-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    // The English texts come slowly: long enough to see what shows meanwhile.
    await page.route('**/assets/common-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // Records whether the page ever shows no heading from the click on.
    await page.evaluate(() => {
      const state = window as unknown as { salonBlank: boolean };
      state.salonBlank = false;
      const check = () => {
        const heading = document.querySelector('h1');
        if (!heading || !heading.checkVisibility()) state.salonBlank = true;
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/a-page-that-does-not-exist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(
      await page.evaluate(() => (window as unknown as { salonBlank: boolean }).salonBlank),
    ).toBe(false);
  });
});
