// The first-registration request, sent (spec §2 pro/first-registration and its Matter and Shape
// variant, confirm-first-register(-matter-and-shape); §5 rules; §7 sf/check-contact,
// list-campaigns, search-account, picklists, first-register; §8 codes 4001 and 3030; §9 reply
// within 72 hours), in Chromium against the real server, as a user of the keyboard and the mouse.
import { translate, type Language } from '@salon/domain';
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

/** The SIRET of the field's hint (spec §5: 14 digits passing the check-digit sum). */
const siret = '73282932000074';

/** The pick-list labels of the seed (apps/api/src/seed/picklists.ts) in each language. */
const labels = {
  fr: { country: 'France', industry: 'Marque', activity: 'Maroquinerie', fonction: 'Créateur' },
  en: { country: 'France', industry: 'Brand', activity: 'Leather goods', fonction: 'Designer' },
} as const;

/** Spec §8 first check: an unknown email (4001), then the request opens after 1 s (§9). */
async function checkEmail(page: Page, lang: Language, email: string) {
  const t = (id: string) => text(lang, id);
  await expect(page.getByRole('heading', { level: 1, name: t('first_reg.title') })).toBeVisible();
  const field = textbox(page, t('fields.email'));
  await field.fill(email);
  await field.press('Enter');
}

/** The company-existence check: nothing matches, the company is entered by hand (spec §2). */
async function enterNewCompany(page: Page, lang: Language, company: string) {
  const t = (id: string) => text(lang, id);
  const search = page.getByRole('searchbox', { name: t('register.company_search_label') });
  await search.fill(company);
  await page.getByRole('button', { name: t('register.company_search_button') }).click();
  await expect(page.getByText(translate('error.no_results', lang))).toBeVisible();
  await page.getByRole('button', { name: t('register.company_enter') }).click();
  // The request form: what was searched is the company's name.
  await expect(textbox(page, t('fields.company_name'))).toHaveValue(company);
}

/**
 * The request's required fields (spec §5: the company without an account, the main activity, the
 * contact, at least one event, the surface, the terms), with the pick lists of the server.
 */
async function fillRequest(page: Page, lang: Language, surface: string) {
  const t = (id: string) => text(lang, id);
  const choice = labels[lang];
  await textbox(page, t('fields.street')).fill('5 rue du Cuir');
  await textbox(page, t('fields.postal_code')).fill('69001');
  await textbox(page, t('fields.city')).fill('Lyon');
  await choose(page, t('fields.country'), choice.country);
  await textbox(page, t('fields.siret')).fill(siret);
  await textbox(page, t('fields.tva')).fill('FR40303265045');
  await chooseWithKeyboard(page, t('fields.industry'), choice.industry);
  await textbox(page, t('fields.size')).fill('4');
  await textbox(page, t('register.field_brand')).fill('Cuir Sauvage');
  await textbox(page, t('register.field_shop')).fill('0');
  await textbox(page, t('register.field_wholesale_price')).fill('60');
  await textbox(page, t('register.field_retail_price')).fill('140');
  await choose(page, t('first_reg.field_main_activity'), choice.activity);

  // About you: the email is the one checked, read-only (spec §5).
  await press(page, t('fields.salutation_ms'), 'radio');
  await textbox(page, t('fields.lastname')).fill('Garnier');
  await textbox(page, t('fields.firstname')).fill('Zoé');
  await textbox(page, t('fields.phone')).fill('+33 4 72 00 00 00');
  await choose(page, t('fields.fonction'), choice.fonction);

  // The events of interest: the two seeded shows open to requests, the past one not offered.
  const events = page.getByRole('group', { name: t('first_reg.field_events') });
  await expect(events.getByRole('checkbox')).toHaveCount(2);
  const spring = events.getByRole('checkbox', { name: /^Salon Printemps, / });
  await spring.focus();
  await page.keyboard.press('Space');
  await expect(spring).toBeChecked();

  await surfaceField(page, lang).fill(surface);
  await acceptTerms(page, lang);
}

function surfaceField(page: Page, lang: Language) {
  return page.getByRole('textbox', { name: text(lang, 'first_reg.field_surface'), exact: true });
}

/** The acknowledgement of spec §9 (a reply within 72 hours), in the request's language. */
async function expectAcknowledgement(page: Page, email: string, lang: Language) {
  await expect
    .poll(async () => (await mailbox(page.request, email)).map((item) => item.kind))
    .toContain('first_registration_ack');
  const ack = (await mailbox(page.request, email)).find(
    (item) => item.kind === 'first_registration_ack',
  )!;
  expect(ack.langue).toBe(lang);
  expect(ack.text).toContain(lang === 'fr' ? 'sous 72 heures' : 'within 72 hours');
}

test('a new exhibitor sends a first-registration request, reads its acknowledgement, and cannot send a second one (spec §2, §5, §8 3030, §9)', async ({
  page,
}) => {
  const fr = (id: string, values?: Record<string, string>) => text('fr', id, values);
  const email = uniqueEmail('first-request');
  await page.goto('/fr/pro/first-registration');
  await checkEmail(page, 'fr', email);
  await enterNewCompany(page, 'fr', 'Cuir Sauvage SARL');
  await fillRequest(page, 'fr', '120');

  // A surface over the maximum (spec §5, §9: 99 m²): its message on the field, what was typed kept.
  await page.getByRole('button', { name: fr('first_reg.submit') }).click();
  const surface = surfaceField(page, 'fr');
  await expectFieldMessage(surface, translate('validation.surface_too_big', 'fr'));
  await expect(surface).toHaveValue('120');
  await expect(textbox(page, fr('fields.company_name'))).toHaveValue('Cuir Sauvage SARL');
  await expect(textbox(page, fr('fields.lastname'))).toHaveValue('Garnier');

  await surface.fill('24');
  await page.getByRole('button', { name: fr('first_reg.submit') }).click();

  // Spec §2 confirm-first-register: the request is with the sales team, a reply within 72 hours.
  await expect(page).toHaveURL(/\/fr\/confirm-first-register$/);
  await expect(
    page.getByRole('heading', { level: 1, name: fr('confirm_first.title') }),
  ).toBeVisible();
  await expect(page.getByText(translate('success.first_registration_sent', 'fr'))).toBeVisible();
  await expect(page.getByText(fr('confirm_first.reference').split('{')[0]!)).toBeVisible();
  await expectAcknowledgement(page, email, 'fr');

  // The same email again: 'An initial request has already been made' closes the form (spec §8
  // 3030) at the first check, before anything is typed again.
  await page.goto('/fr/pro/first-registration');
  await checkEmail(page, 'fr', email);
  await expect(
    page.getByRole('heading', { level: 1, name: fr('first_reg.closed_title') }),
  ).toBeVisible();
  await expect(page.getByText(translate('error.request_already_made', 'fr'))).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('the Matter and Shape request is in English even from /fr/, and confirms on its own page (spec §2)', async ({
  page,
}) => {
  const en = (id: string) => text('en', id);
  const email = uniqueEmail('first-request-ms');
  await page.goto('/fr/pro/first-registration-matter-and-shape');
  await expect(page).toHaveURL(/\/en\/pro\/first-registration-matter-and-shape$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await checkEmail(page, 'en', email);
  await enterNewCompany(page, 'en', 'Matter Works Ltd');
  await fillRequest(page, 'en', '16');
  await page.getByRole('button', { name: en('first_reg.submit') }).click();

  await expect(page).toHaveURL(/\/en\/confirm-first-register-matter-and-shape$/);
  await expect(
    page.getByRole('heading', { level: 1, name: en('confirm_first.title') }),
  ).toBeVisible();
  await expect(page.getByText(translate('success.first_registration_sent', 'en'))).toBeVisible();
  // No way back to the portal's home from the Matter and Shape page (spec §2: its own frame).
  await expect(page.getByRole('link', { name: en('confirm_first.home') })).toHaveCount(0);
  // Spec §2: the Matter and Shape form forces English, the acknowledgement too.
  await expectAcknowledgement(page, email, 'en');
});
