// Exhibitor registration (spec §2 pro/register, pro/tmp-register, confirm-register,
// confirm-register-tmp; §5 rules; §7 init-register, search-account, valid-infos-register,
// valid-pwd-register, valid-tmp-register), in Chromium against the real server: the screens'
// calls, their answers and the confirmation pages, as a user of the keyboard and the mouse.
import { isValidSiret, translate } from '@salon/domain';
import { expect, test, type Page } from '@playwright/test';
import { mailbox, uniqueEmail } from './support/api.mjs';
import {
  acceptTerms,
  choose,
  chooseWithKeyboard,
  expectFieldMessage,
  press,
  textbox,
} from './support/forms';
import { text } from './support/texts';

const fr = (id: string, values?: Record<string, string>) => text('fr', id, values);
const password = 'Exposant-Neuf-2026!';
/** The SIRET of the field's hint (spec §5: 14 digits passing the check-digit sum). */
const siret = '73282932000074';
/** The same with its last digit changed: 14 digits, the check-digit sum fails. */
const badSiret = '73282932000075';

test.beforeAll(() => {
  expect(isValidSiret(siret)).toBe(true);
  expect(isValidSiret(badSiret)).toBe(false);
});

/** Step 1 of pro/register: the email and the first name (spec §7 init-register). */
async function identity(page: Page, email: string) {
  await page.goto('/fr/pro/register');
  await expect(
    page.getByRole('heading', { level: 1, name: fr('register.title_exhibitor') }),
  ).toBeVisible();
  await textbox(page, fr('fields.email')).fill(email);
  await textbox(page, fr('fields.firstname')).fill('Inès');
  await page.getByRole('button', { name: fr('register.continue') }).click();
  // Step 2 keeps what step 1 took (the email read-only, spec §5).
  await expect(textbox(page, fr('fields.email'))).toHaveValue(email);
  await expect(textbox(page, fr('fields.firstname'))).toHaveValue('Inès');
}

/** The contact of step 2 (spec §5: civility, last name, phone required). */
async function contact(page: Page) {
  await press(page, fr('fields.salutation_mrs'), 'radio');
  await textbox(page, fr('fields.lastname')).fill('Robert');
  await textbox(page, fr('fields.phone')).fill('+33 1 23 45 67 89');
  await chooseWithKeyboard(page, fr('fields.fonction'), 'Directeur commercial');
}

/** Step 3: the password, its confirmation, the terms (spec §5); then the confirmation page. */
async function passwordAndTerms(page: Page, email: string) {
  await expect(textbox(page, fr('register.field_password'))).toBeVisible();
  await textbox(page, fr('register.field_password')).fill(password);
  await textbox(page, fr('register.field_password_confirmation')).fill(password);
  await acceptTerms(page);
  await page.getByRole('button', { name: fr('register.submit') }).click();

  // Spec §2 confirm-register: it names the address the email went to.
  await expect(page).toHaveURL(/\/fr\/confirm-register\?/);
  await expect(page.getByRole('heading', { level: 1, name: fr('confirm.title') })).toBeVisible();
  await expect(page.getByText(fr('confirm.sent_to', { email }))).toBeVisible();
}

/** The verification email of spec §4, in the development mailbox, in French. */
async function expectVerificationEmail(page: Page, email: string) {
  const emails = await mailbox(page.request, email);
  const verification = emails.find((item) => item.kind === 'verification');
  expect(verification, `a verification email to ${email}`).toBeDefined();
  expect(verification!.langue).toBe('fr');
  expect(new URL(verification!.link!).pathname).toBe('/fr/email-verification');
}

test('an exhibitor registers a company the show does not know yet: the search finds nothing, the company is entered by hand, the verification email is sent (spec §2, §5, §7)', async ({
  page,
}) => {
  const email = uniqueEmail('exhibitor-new-company');
  const company = `Atelier Verrier ${email.slice(-14, -11)}`;
  await identity(page, email);
  await contact(page);

  // The company-existence check (spec §2): nothing matches; 'No results for your search' (§8).
  const search = page.getByRole('searchbox', { name: fr('register.company_search_label') });
  await search.fill(company);
  await search.press('Enter');
  await expect(page.getByText(translate('error.no_results', 'fr'))).toBeVisible();
  await page.getByRole('button', { name: fr('register.company_enter') }).click();
  // The way out leads to the company's name, what was searched already in it.
  await expect(textbox(page, fr('fields.company_name'))).toBeFocused();
  await expect(textbox(page, fr('fields.company_name'))).toHaveValue(company);

  // The company fields required without an account (spec §5), pick lists from the server.
  await textbox(page, fr('fields.street')).fill('12 rue de la Verrerie');
  await textbox(page, fr('fields.postal_code')).fill('75004');
  await textbox(page, fr('fields.city')).fill('Paris');
  await choose(page, fr('fields.country'), 'France');
  await textbox(page, fr('fields.siret')).fill(badSiret);
  await textbox(page, fr('fields.tva')).fill('FR40303265045');
  await choose(page, fr('fields.industry'), 'Marque');
  await textbox(page, fr('fields.size')).fill('12');
  await textbox(page, fr('fields.website')).fill('https://atelier-verrier.test');
  await textbox(page, fr('register.field_brand')).fill('Verre & Lumière');
  await textbox(page, fr('register.field_shop')).fill('1');
  await textbox(page, fr('register.field_wholesale_price')).fill('80');
  await textbox(page, fr('register.field_retail_price')).fill('180');

  // A SIRET failing its check-digit sum (spec §5): the message on the field, what was typed kept.
  await page.getByRole('button', { name: fr('register.continue') }).click();
  const siretField = textbox(page, fr('fields.siret'));
  await expectFieldMessage(siretField, translate('validation.siret', 'fr'));
  await expect(siretField).toHaveValue(badSiret);
  await expect(textbox(page, fr('fields.company_name'))).toHaveValue(company);
  await expect(textbox(page, fr('register.field_retail_price'))).toHaveValue('180');

  await siretField.fill(siret);
  await page.getByRole('button', { name: fr('register.continue') }).click();
  await passwordAndTerms(page, email);
  await expectVerificationEmail(page, email);
});

test('an exhibitor finds the seeded company by the search and picks it (spec §2 company-existence check, §7 search-account)', async ({
  page,
}) => {
  const email = uniqueEmail('exhibitor-picked-company');
  await identity(page, email);
  await contact(page);

  const search = page.getByRole('searchbox', { name: fr('register.company_search_label') });
  await search.fill('atelier du');
  await page.getByRole('button', { name: fr('register.company_search_button') }).click();
  // '1 société correspond à « atelier du »': the catalog's sentence after its plural part.
  const results = fr('register.company_results', { query: 'atelier du' }).split('}} ')[1]!;
  await expect(page.getByText(results)).toBeVisible();
  await page
    .getByRole('button', { name: fr('register.company_pick_label', { name: 'Atelier du Nord' }) })
    .click();

  // Picked: the company's details are not asked for (spec §5: an account id instead).
  await expect(page.getByText(fr('register.company_picked'))).toBeVisible();
  await expect(page.getByText('Atelier du Nord')).toBeVisible();
  await expect(textbox(page, fr('fields.company_name'))).toHaveCount(0);
  await expect(textbox(page, fr('fields.siret'))).toHaveCount(0);

  await page.getByRole('button', { name: fr('register.continue') }).click();
  await passwordAndTerms(page, email);
  await expectVerificationEmail(page, email);
});

test('an invited exhibitor creates a temporary access in one form (spec §2 pro/tmp-register, confirm-register-tmp)', async ({
  page,
}) => {
  const email = uniqueEmail('exhibitor-tmp');
  await page.goto('/fr/pro/tmp-register?campaign=camp-printemps');
  await expect(
    page.getByRole('heading', { level: 1, name: fr('tmp_register.title') }),
  ).toBeVisible();

  await press(page, fr('fields.salutation_mr'), 'radio');
  await textbox(page, fr('fields.lastname')).fill('Dubois');
  await textbox(page, fr('fields.firstname')).fill('Marc');
  await textbox(page, fr('fields.email')).fill(email);
  await textbox(page, fr('fields.phone')).fill('+33 6 12 34 56 78');
  await choose(page, fr('fields.department'), 'Ventes');
  await textbox(page, fr('fields.company_name')).fill('Maison Dubois');

  // A password breaking the rule of spec §5: its message on the field, what was typed kept.
  await textbox(page, fr('register.field_password')).fill('motdepasse');
  await textbox(page, fr('register.field_password_confirmation')).fill('motdepasse');
  await acceptTerms(page);
  await page.getByRole('button', { name: fr('tmp_register.submit') }).click();
  const passwordField = textbox(page, fr('register.field_password'));
  await expectFieldMessage(passwordField, translate('validation.password_format', 'fr'));
  await expect(textbox(page, fr('fields.lastname'))).toHaveValue('Dubois');
  await expect(textbox(page, fr('fields.company_name'))).toHaveValue('Maison Dubois');

  await passwordField.fill(password);
  await textbox(page, fr('register.field_password_confirmation')).fill(password);
  await page.getByRole('button', { name: fr('tmp_register.submit') }).click();

  await expect(page).toHaveURL(/\/fr\/confirm-register-tmp\?/);
  await expect(page.getByRole('heading', { level: 1, name: fr('confirm.title') })).toBeVisible();
  await expect(page.getByText(fr('confirm.tmp_eyebrow'))).toBeVisible();
  await expect(page.getByText(fr('confirm.sent_to', { email }))).toBeVisible();
  await expectVerificationEmail(page, email);
});
