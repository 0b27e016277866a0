// The signed-in user's own pages against the real server (spec §2 me/informations, me/company,
// pro/contact; §5 read-only fields and password rules; §6 roles; §8 successes): edits through the
// modals, the new values on screen without a reload, the new password used to sign in again, the
// contact message read in the development mailbox.
import { expect, test, type Page } from '@playwright/test';
import { translate } from '@salon/domain';
import {
  createVerifiedVisitor,
  demoAccounts,
  mailbox,
  signInThroughApi,
  uniqueEmail,
} from './support/api.mjs';
import { choose } from './support/forms';
import { logIn } from './support/login';
import { expectAccessDenied, openSignedIn } from './support/signed-in';
import { text } from './support/texts';

/** The open modal named `name`. */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('me/informations (spec §2, §5)', () => {
  test('a visitor edits their mobile, changes their password, and signs in again with it (spec §2, §5, §8)', async ({
    page,
    browser,
  }) => {
    const fr = (id: string) => text('fr', id);
    const account = { email: uniqueEmail('account-visitor'), password: 'Premier-Mot-2026!' };
    const request = page.context().request;
    await createVerifiedVisitor(request, { ...account, firstname: 'Inès', lastname: 'Roux' });
    await signInThroughApi(request, { ...account, role: 'visiteur' });

    await page.goto('/fr/me/informations');
    await expect(page.getByRole('heading', { level: 1, name: fr('account.title') })).toBeVisible();
    const details = page.getByRole('region', { name: fr('account.details') });
    await expect(details).toContainText(account.email);

    // Edit contact (spec §7 POST /me): the page shows the new mobile without a reload.
    await page.getByRole('button', { name: fr('account.edit_contact') }).click();
    const edit = dialog(page, fr('account.edit_contact_title'));
    await edit.getByRole('textbox', { name: fr('fields.mobile') }).fill('+33 6 98 76 54 32');
    await edit.getByRole('button', { name: fr('account.save') }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText(translate('success.information_recorded', 'fr'))).toBeVisible();
    await expect(details).toContainText('+33 6 98 76 54 32');

    // Change password: the rule of spec §5 refuses a weak one, then the new one is saved.
    const newPassword = 'Second-Mot-2026!';
    await page.getByRole('button', { name: fr('account.change_password') }).click();
    const change = dialog(page, fr('account.change_password'));
    await change
      .getByRole('textbox', { name: fr('account.old_password'), exact: true })
      .fill(account.password);
    await change
      .getByRole('textbox', { name: fr('account.new_password'), exact: true })
      .fill(newPassword);
    await change
      .getByRole('textbox', { name: fr('account.password_confirmation'), exact: true })
      .fill(newPassword);
    await change.getByRole('button', { name: fr('account.save') }).click();
    await expect(change).toHaveCount(0);
    await expect(page.getByText(translate('success.password_saved', 'fr'))).toBeVisible();
    await expect(page.getByText(fr('account.other_sessions_signed_out'))).toBeVisible();

    // Another browser signs in with the new password (spec §2 guest/login).
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/en/guest/login');
    await logIn(second, 'en', { email: account.email, password: newPassword });
    await expect(second).toHaveURL(/\/en\/me\/dashboard$/);
    await other.close();
  });
});

test.describe('me/company (spec §2, §3, §5)', () => {
  test('an exhibitor fills the VAT number once and then sees it read only; adds a brand’s Instagram (spec §5)', async ({
    page,
  }) => {
    const en = (id: string, values?: Record<string, string>) => text('en', id, values);
    await openSignedIn(page, demoAccounts.exhibitor, 'en', 'me/company', 'company.title');

    await page.getByRole('button', { name: en('company.edit') }).click();
    let edit = dialog(page, en('company.edit'));
    const vat = edit.getByRole('textbox', { name: en('fields.tva') });
    await expect(vat).not.toHaveAttribute('readonly');
    await vat.fill('FR44442381276');
    await edit.getByRole('button', { name: en('account.save') }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('region', { name: en('company.company') })).toContainText(
      'FR44442381276',
    );

    await page.getByRole('button', { name: en('company.edit') }).click();
    edit = dialog(page, en('company.edit'));
    await expect(edit.getByRole('textbox', { name: en('fields.tva') })).toHaveAttribute('readonly');
    await edit.getByRole('button', { name: en('account.cancel') }).click();

    // Brand details (spec §2): the Instagram of Lueur Paris, shown after the save.
    await page
      .getByRole('button', { name: en('company.edit_brand', { name: 'Lueur Paris' }) })
      .click();
    const brand = dialog(page, en('company.brand_title', { name: 'Lueur Paris' }));
    await brand
      .getByRole('textbox', { name: en('company.brand_instagram') })
      .fill('https://instagram.com/lueurparis');
    await brand.getByRole('button', { name: en('account.save') }).click();
    await expect(brand).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Lueur Paris' })).toContainText(
      'https://instagram.com/lueurparis',
    );
  });
});

test.describe('contact (spec §2 pro/contact, §8)', () => {
  test('an exhibitor sends a billing message; it reaches the billing team’s mailbox (spec §2, §8)', async ({
    page,
  }) => {
    const fr = (id: string) => text('fr', id);
    await openSignedIn(page, demoAccounts.exhibitor, 'fr', 'pro/contact', 'contact.title');

    // Spec §5: subject and message are required.
    await page.getByRole('button', { name: fr('contact.submit') }).click();
    await expect(
      page.getByRole('alert', { name: translate('error.input_errors', 'fr') }),
    ).toBeVisible();

    const message = `Bonjour, une question sur la facture ${Date.now()}.`;
    await choose(page, fr('contact.subject'), fr('contact.subject_billing'));
    await page.getByRole('textbox', { name: fr('contact.message') }).fill(message);
    await page.getByRole('button', { name: fr('contact.submit') }).click();
    await expect(page.getByText(translate('success.message_sent', 'fr'))).toBeVisible();

    await expect
      .poll(async () =>
        (await mailbox(page.context().request, 'facturation@salon.test')).some((email) =>
          email.text.includes(message),
        ),
      )
      .toBe(true);
  });

  test('a visitor on the exhibitor contact page gets access denied (spec §5 route guards, §6)', async ({
    page,
  }) => {
    await signInThroughApi(page.context().request, demoAccounts.visitor);
    await expectAccessDenied(page, 'en', 'pro/contact');
    await page.goto('/en/guest/contact');
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'contact.title') }),
    ).toBeVisible();
  });
});
