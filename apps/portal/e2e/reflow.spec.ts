// WCAG 2.2 AA 1.4.10 Reflow: at 320 CSS px wide no page scrolls sideways, in French and in
// English (docs/design.md). The menu's pages of the demo exhibitor and visitor (spec §2), the
// public pages before them: the longest labels (a guide's download, a brand's edit button, the
// top bar's menu, logo and language switch) wrap or give way instead of widening the page.
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signInThroughApi } from './support/api.mjs';

test.use({ viewport: { width: 320, height: 720 } });

/** How far the page reaches past the viewport's right edge, in CSS px (0: it reflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens each page and expects its h1, then no sideways scrolling. */
async function expectReflow(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The page's data and its lazy parts are in once the loading states are gone.
    await expect(page.getByRole('status').filter({ hasText: /…/ })).toHaveCount(0);
    expect(await overflow(page), path).toBe(0);
  }
}

for (const lang of ['fr', 'en'] as const) {
  test(`public pages reflow at 320 px (${lang}, WCAG 1.4.10)`, async ({ page }) => {
    await expectReflow(page, [
      `/${lang}`,
      `/${lang}/pro/login`,
      `/${lang}/guest/register`,
      `/${lang}/pro/first-registration`,
    ]);
  });

  test(`the exhibitor's pages reflow at 320 px (${lang}, spec §2, WCAG 1.4.10)`, async ({
    page,
  }) => {
    await signInThroughApi(page.context().request, demoAccounts.exhibitor);
    await expectReflow(
      page,
      [
        'me/dashboard',
        'pro/rebooking',
        'pro/invoices',
        'pro/stand',
        'pro/badges',
        'pro/marketplace',
        'me/company',
        'me/informations',
        'pro/contact',
      ].map((path) => `/${lang}/${path}`),
    );
  });

  test(`the visitor's pages reflow at 320 px (${lang}, spec §2, WCAG 1.4.10)`, async ({ page }) => {
    await signInThroughApi(page.context().request, demoAccounts.visitor);
    await expectReflow(
      page,
      ['me/dashboard', 'me/informations', 'me/company', 'me/badges', 'guest/contact'].map(
        (path) => `/${lang}/${path}`,
      ),
    );
  });
}
