// Forgot and reset password through the development mailbox (spec §2 forgot-password and
// reset-password, §8 successes; docs/security.md: reset tokens are single-use), then the login
// with the new password, in Chromium against the real server. The account is a visitor of its
// own, registered through the API, so no other test's password changes.
import { expect, test } from '@playwright/test';
import { createVerifiedVisitor, emailLink, pathOf, uniqueEmail } from './support/api.mjs';
import { expectGreeting, logIn } from './support/login';
import { text } from './support/texts';

test('a visitor asks for a reset link, sets a new password from the email, and logs in with it; the link then no longer works (spec §2, §8)', async ({
  page,
  request,
}) => {
  const fr = (id: string, values?: Record<string, string>) => text('fr', id, values);
  const email = uniqueEmail('password-reset');
  await createVerifiedVisitor(request, { email, password: 'Ancien-Passe-2026!' });
  const newPassword = 'Nouveau-Passe-2026!';

  // From the visitor login, 'forgot password' (spec §2).
  await page.goto('/fr/guest/login');
  await page.getByRole('link', { name: fr('login.forgot_password') }).click();
  await expect(page).toHaveURL(/\/fr\/forgot-password\?role=visiteur$/);
  await expect(page.getByRole('heading', { level: 1, name: fr('forgot.title') })).toBeVisible();
  await page.getByRole('textbox', { name: fr('forgot.email') }).fill(email);
  await page.getByRole('button', { name: fr('forgot.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fr('forgot.sent_title') }),
  ).toBeVisible();

  // The link from the mailbox opens the reset form (spec §2 'token in query').
  const link = await emailLink(request, email, 'reset');
  expect(link.pathname).toBe('/fr/reset-password');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1, name: fr('reset.title') })).toBeVisible();
  await page.getByRole('textbox', { name: fr('reset.password'), exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: fr('reset.confirmation') }).fill(newPassword);
  await page.getByRole('button', { name: fr('reset.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fr('reset.success_title') }),
  ).toBeVisible();

  // On to the login of the account's area, with the new password.
  await page.getByRole('link', { name: fr('reset.login') }).click();
  await expect(page).toHaveURL(/\/fr\/guest\/login/);
  await logIn(page, 'fr', { email, password: newPassword });
  await expect(page).toHaveURL(/\/fr\/me\/dashboard$/);
  await expectGreeting(page, 'fr', 'Camille');

  // Single use (docs/security.md): the same link, opened again, offers a new one.
  await page.getByRole('button', { name: fr('layout.logout') }).click();
  await expect(page).toHaveURL(/\/fr\/guest\/login/);
  await page.goto(pathOf(link));
  await page
    .getByRole('textbox', { name: fr('reset.password'), exact: true })
    .fill('Troisieme-Passe-2026!');
  await page.getByRole('textbox', { name: fr('reset.confirmation') }).fill('Troisieme-Passe-2026!');
  await page.getByRole('button', { name: fr('reset.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fr('reset.invalid_title') }),
  ).toBeVisible();
});
