// The first-registration request (spec §2 pro/first-registration, §5, §7: sf/check-contact,
// list-campaigns, search-account, picklists), in Chromium against the real server: a new
// exhibitor's email opens the request, the company is entered by hand, and the request form shows
// its pick lists in the page's language.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/api.mjs';
import { text } from './support/texts';

test('a new exhibitor reaches the request form, its pick lists loaded (spec §2, §7)', async ({
  page,
}) => {
  const fr = (id: string) => text('fr', id);
  await page.goto('/fr/pro/first-registration');
  await expect(page.getByRole('heading', { level: 1, name: fr('first_reg.title') })).toBeVisible();
  await page
    .getByRole('textbox', { name: fr('fields.email') })
    .fill(uniqueEmail('first-registration'));
  await page.getByRole('button', { name: fr('first_reg.continue') }).click();

  // Step 2: the company-existence check; this company is new, entered by hand.
  await page
    .getByRole('searchbox', { name: fr('register.company_search_label') })
    .fill('Atelier Inconnu du Salon');
  await page.getByRole('button', { name: fr('register.company_search_button') }).click();
  await page.getByRole('button', { name: fr('register.company_enter') }).click();

  // Step 3: the request, with its pick lists (six Lead fields in one call, spec §7).
  await expect(page.getByText(text('fr', 'register.step').split('{')[0]!).first()).toBeVisible();
  const activity = page.getByRole('button', {
    name: new RegExp(fr('first_reg.field_main_activity')),
  });
  await expect(activity.first()).toBeVisible();
  await activity.first().click();
  await expect(page.getByRole('option', { name: 'Prêt-à-porter' })).toBeVisible();
  await page.getByRole('option', { name: 'Prêt-à-porter' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
