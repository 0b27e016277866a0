// Badges (spec §2 pro/badges, me/badges, campaign badges modal; spec §4, §6: locked until the 1st
// installment is paid), in Chromium against the real server and its demo data: a visitor downloads
// their badge, an exhibitor downloads two chosen badges as one file, and an event whose 1st
// installment is not paid shows its badges locked while the API refuses them too.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { demoAccounts, emailLink, pathOf, signInThroughApi } from './support/api.mjs';
import { openSignedIn } from './support/signed-in';
import { text } from './support/texts';

/** The demo data's events (apps/api/src/seed/demo.ts): spring has a 1st installment paid. */
const SPRING = /Salon Printemps/;
const AUTUMN_ID = 'camp-automne';

/** A downloaded file is a PDF of this many pages (one badge a page). */
async function expectPdf(download: Download, pages: number) {
  expect(download.suggestedFilename()).toMatch(/^badge-.+\.pdf$/);
  const file = await readFile((await download.path())!);
  const content = file.toString('latin1');
  expect(content.startsWith('%PDF-')).toBe(true);
  expect(content.match(/\/Type \/Page\b/g) ?? []).toHaveLength(pages);
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

for (const lang of ['fr', 'en'] as const) {
  test(`a visitor downloads their own badge from me/badges (${lang}, spec §2 guest menu, §6)`, async ({
    page,
  }) => {
    await openSignedIn(page, demoAccounts.visitor, lang, 'me/badges', 'badges.guest_title');
    // The event picker shows the next show, the one the visitor's badge is for.
    await expect(page.getByRole('button', { name: SPRING })).toBeVisible();
    const download = await downloadOf(page, () =>
      page
        .getByRole('button', { name: text(lang, 'badges.download', { name: 'Hugo Bernard' }) })
        .click(),
    );
    await expectPdf(download, 1);
  });
}

test('an exhibitor downloads two chosen badges as one file from the campaign badges modal (spec §2 modals)', async ({
  page,
}) => {
  await openSignedIn(page, demoAccounts.exhibitor, 'fr', 'pro/badges', 'badges.pro_title');
  await expect(page.getByRole('region', { name: text('fr', 'badges.staff') })).toContainText(
    'Claire Martin',
  );
  await page.getByRole('button', { name: text('fr', 'badges.choose_badges') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Everything is selected at first: untick all, then choose two.
  await dialog
    .getByRole('checkbox', { name: text('fr', 'badges.modal_all') })
    .click({ force: true });
  await dialog.getByRole('checkbox', { name: /Claire Martin/ }).click({ force: true });
  await dialog.getByRole('checkbox', { name: /Inès Robert/ }).click({ force: true });
  const download = await downloadOf(page, () =>
    dialog.getByRole('button', { name: text('fr', 'badges.modal_download') }).click(),
  );
  await expectPdf(download, 2);
  await expect(dialog.getByText(text('fr', 'badges.modal_done'))).toBeVisible();
});

test('an exhibitor sees an unpaid event’s badges locked and the API refuses them (spec §4, §6)', async ({
  page,
  request,
}) => {
  await openSignedIn(page, demoAccounts.exhibitor, 'en', 'pro/badges', 'badges.pro_title');
  await page.getByRole('button', { name: SPRING }).click();
  await page.getByRole('option', { name: /^Salon Automne/ }).click();
  await expect(
    page.getByRole('heading', { name: text('en', 'badges.locked_title') }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('en', 'badges.locked_action') }),
  ).toHaveAttribute('href', '/en/pro/rebooking');
  await expect(page.getByRole('button', { name: text('en', 'badges.choose_badges') })).toHaveCount(
    0,
  );

  // The API refuses the same event with the catalogue's code (4220 'error.feature_locked'), to a
  // session of its own (the test's request context, apart from the page's).
  const login = await request.post('/api/v1/login', {
    data: {
      ...demoAccounts.exhibitor,
      client_id: 'salon-portal',
      client_secret: 'salon-portal-public',
    },
  });
  const token = ((await login.json()) as { data: { tokens: { access_token: string } } }).data.tokens
    .access_token;
  const headers = { authorization: `Bearer ${token}` };
  for (const answer of [
    await request.get(`/api/v1/me/campaigns-members/${AUTUMN_ID}`, { headers }),
    await request.get(`/api/v1/me/invitations/${AUTUMN_ID}`, { headers }),
  ]) {
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toMatchObject({ code: 4220, description: 'error.feature_locked' });
  }
});

test('an invitee registers on the ticketing page with the exhibitor’s link, confirms by email, and the exhibitor sees it used (spec §2)', async ({
  page,
  request,
}) => {
  await signInThroughApi(page.context().request, demoAccounts.exhibitor);
  await page.goto('/fr/pro/badges');
  const buyers = page.getByRole('link', { name: new RegExp(text('fr', 'badges.invite_buyers')) });
  const link = await buyers.getAttribute('href');
  expect(link).toMatch(/\/ticketing\?code=SI1\./);

  // The built-in ticketing page (the default of TICKETING_URL), as the invitee sees it.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Billetterie — inscription sur invitation',
  );
  await page.getByRole('textbox', { name: 'Nom et prénom' }).fill('Zoé Acheteuse');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('zoe.e2e@boutique.test');
  await page.getByRole('button', { name: 'M’inscrire' }).click();
  // No badge before the invitee confirms by the link emailed to them (docs/security.md).
  await expect(page.getByRole('status')).toContainText(
    'Nous avons envoyé un lien de confirmation à zoe.e2e@boutique.test',
  );
  const confirmation = await emailLink(request, 'zoe.e2e@boutique.test', 'ticketing_confirmation');
  await page.goto(pathOf(confirmation));
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('status')).toContainText('Merci Zoé Acheteuse');

  // A tampered code is refused.
  const tampered = new URL(link!);
  const code = tampered.searchParams.get('code')!;
  tampered.searchParams.set('code', `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`);
  await page.goto(tampered.toString());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitation non valable');

  await page.goto('/fr/pro/badges');
  await expect(page.getByRole('region', { name: text('fr', 'badges.buyer') })).toContainText(
    'Zoé Acheteuse',
  );
  await expect(page.getByText('1 invitation utilisée')).toBeVisible();
});
