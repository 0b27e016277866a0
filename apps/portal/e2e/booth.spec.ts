// The booth page, its guides, its floor plan and the single sign-on to the marketplace (spec §2 pro/stand,
// pro/marketplace, pro/sso-login; §4, §6 locked until the 1st installment; §7 POST
// /pro/sso-login-form with the user token), in Chromium against the real server, in French and
// in English. The demo data (apps/api/src/seed/booth.ts): the exhibitor paid the spring show's
// 1st installment; a second exhibitor, whom no other spec makes pay, has paid nothing. What other
// journeys may have paid meanwhile is read from the API (docs/testing.md "Independent tests on one
// seeded server"), so the spec passes alone and in any order.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoAccounts, signInThroughApi } from './support/api.mjs';
import { escape } from './support/forms';
import { installments } from './support/payments';
import { expectAccessDenied, openSignedIn } from './support/signed-in';
import { text } from './support/texts';

/**
 * The exhibitor of the seed whose one registration (the autumn show, stand H5-G14) is signed with
 * its 1st installment unpaid (apps/api/src/seed/booth.ts). No other spec makes it pay.
 */
const unpaidExhibitor = {
  email: 'exposant.sans.acompte@salon.test',
  password: demoAccounts.exhibitor.password,
  role: 'exposant',
} as const;

for (const lang of ['fr', 'en'] as const) {
  test.describe(`booth and marketplace (${lang})`, () => {
    test('an exhibitor opens a guide of the paid show, then goes to the marketplace signed in (spec §2, §6, §7)', async ({
      page,
    }) => {
      await openSignedIn(page, demoAccounts.exhibitor, lang, 'pro/stand', 'stand.title');
      const spring = page.getByRole('region', { name: /Salon Printemps/ });
      await expect(spring).toContainText('H7-A01');
      const guideName = text(lang, 'stand.guide_exhibitor_guide');
      const download = page.waitForEvent('download');
      await spring.getByRole('button', { name: new RegExp(escape(guideName)) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(
        lang === 'en' ? 'exhibitor-guide.pdf' : 'guide-exposant.pdf',
      );
      expect(
        readFileSync(await file.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      // The autumn show opens once one of its 1st installments is paid (spec §4, §6): none is in
      // the seed, the English rebooking journey pays one (rebooking.spec.ts), so the page is held
      // to what the server says.
      const rows = await installments(page.context().request, demoAccounts.exhibitor);
      const autumnPaid = rows.some(
        (row) =>
          row.event.startsWith('Salon Automne') && row.kind === 'acompte1' && row.status === 'paid',
      );
      const autumn = page.getByRole('region', { name: /Salon Automne/ }).first();
      await expect(
        autumnPaid
          ? autumn.getByRole('button', { name: new RegExp(escape(guideName)) })
          : autumn.getByText(text(lang, 'stand.booth_locked')),
      ).toBeVisible();

      await page.goto(`/${lang}/pro/marketplace`);
      await page.getByRole('link', { name: text(lang, 'marketplace.go') }).click();
      // pro/sso-login asks for the assertion and posts it: the built-in marketplace checks it.
      await expect(page).toHaveURL(/\/marketplace\/sso$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Claire Martin');
      await expect(page.getByText('exposant@salon.test')).toBeVisible();
      await expect(page.getByText('Maison Lumière SAS')).toBeVisible();
    });

    test('an exhibitor who has not paid the 1st installment sees the booth locked, and the API refuses the guide (spec §4, §6)', async ({
      page,
    }) => {
      await signInThroughApi(page.context().request, unpaidExhibitor);
      await page.goto(`/${lang}/pro/stand`);
      await expect(page.getByText(text(lang, 'stand.locked_title'))).toBeVisible();
      await expect(page.getByRole('region', { name: /Salon Automne/ })).toContainText('H5-G14');
      await expect(
        page.getByRole('button', {
          name: new RegExp(escape(text(lang, 'stand.guide_user_guide'))),
        }),
      ).toHaveCount(0);

      const token = await signInThroughApi(page.context().request, unpaidExhibitor);
      const refused = await page
        .context()
        .request.get(`/api/v1/me/guides/camp-automne/exhibitor_guide/${lang}`, {
          headers: { authorization: `Bearer ${token}` },
        });
      expect(refused.status()).toBe(422);
      expect(await refused.json()).toMatchObject({
        code: 4220,
        description: 'error.feature_locked',
      });
    });

    test('the floor plan opens for the exhibitor who paid, with its stand, and is locked for the one who did not (spec §4)', async ({
      page,
    }) => {
      await openSignedIn(page, demoAccounts.exhibitor, lang, 'pro/stand', 'stand.title');
      const spring = page.getByRole('region', { name: /Salon Printemps/ });
      await expect(
        spring.getByRole('heading', { name: text(lang, 'stand.floor_plan_title') }),
      ).toBeVisible();
      await expect(spring).toContainText('H7-A01');
      // The download's name up to its file's type and size, which the catalog fills in.
      const label = text(lang, 'stand.floor_plan_download').split(' (')[0]!;
      const download = page.waitForEvent('download');
      await spring.getByRole('button', { name: new RegExp(`^${escape(label)}`) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('plan-hall-7.pdf');
      expect(
        readFileSync(await file.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      await signInThroughApi(page.context().request, unpaidExhibitor);
      await page.goto(`/${lang}/pro/stand`);
      const autumn = page.getByRole('region', { name: /Salon Automne/ });
      await expect(autumn).toContainText('H5-G14');
      await expect(autumn.getByText(text(lang, 'stand.floor_plan_locked'))).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${escape(label)}`) })).toHaveCount(
        0,
      );
      // A token of its own: the page's session has refreshed the one it was signed in with.
      const token = await signInThroughApi(page.context().request, unpaidExhibitor);
      const refused = await page.context().request.get('/api/v1/me/floor-plans/camp-automne', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(422);
      expect(await refused.json()).toMatchObject({
        code: 4220,
        description: 'error.feature_locked',
      });
    });

    test('a visitor on an exhibitor route gets access denied (spec §5, §6)', async ({ page }) => {
      await signInThroughApi(page.context().request, demoAccounts.visitor);
      for (const path of ['pro/stand', 'pro/sso-login']) {
        await expectAccessDenied(page, lang, path);
      }
    });
  });
}
