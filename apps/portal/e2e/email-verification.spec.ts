// An expired verification link, then a new one (spec §4 Email verification: 'An expired token
// offers a new verification email'; §7 verified-email, resend-verified-email; §8 'The verification
// period has expired.'), in Chromium against the real server, in French and in English. A link
// lives 48 hours: the accounts are registered on a server whose clock starts 49 hours ago
// (CLOCK_START, docs/payments.md "The clock in tests"), then a server on the real clock opens the
// same database (E2E_DATA_DIR, e2e/server.mjs) and reads their links as expired. No code changes
// for it, only configuration.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate, type Language } from '@salon/domain';
import { expect, test } from '@playwright/test';
import {
  emailLink,
  pathOf,
  registerVisitor,
  signInThroughApi,
  uniqueEmail,
} from './support/api.mjs';
import { startE2eServer } from './startServer.mjs';
import { text } from './support/texts';

const languages = ['fr', 'en'] as const;
const password = 'Lien-Expire-2026!';
/** A verification link's life (apps/api/src/config.ts `ttl.verification`), and an hour more. */
const behindMs = 49 * 3600 * 1000;

test.describe('an expired verification link offers a new email, whose link verifies the address (spec §4 Email verification)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-e2e-expired-'));
  // The port of the suite's servers of their own (E2E_PORT + 8, as the blackout's): the files run
  // one after the other, each stops its server.
  const port = Number(process.env.E2E_PORT ?? 3211) + 8;
  const accounts = Object.fromEntries(
    languages.map((lang) => [lang, { email: uniqueEmail(`expired-link-${lang}`), link: '' }]),
  ) as Record<Language, { email: string; link: string }>;
  let server: Awaited<ReturnType<typeof startE2eServer>> | undefined;

  test.beforeAll(async ({ playwright }) => {
    // Two servers start, the first seeds its database: minutes on a busy machine.
    test.setTimeout(300_000);
    const behind = await startE2eServer({
      port,
      env: {
        CLOCK_START: new Date(Date.now() - behindMs).toISOString(),
        E2E_DATA_DIR: dataDir,
      },
    });
    const request = await playwright.request.newContext({ baseURL: behind.baseUrl });
    try {
      for (const lang of languages) {
        const { email } = accounts[lang];
        await registerVisitor(request, { email, password, langue: lang });
        accounts[lang].link = pathOf(await emailLink(request, email, 'verification'));
      }
    } finally {
      await request.dispose();
      await behind.stop();
    }
    server = await startE2eServer({ port, env: { E2E_DATA_DIR: dataDir } });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const lang of languages) {
    test(`${lang}: the expired link says so and offers a new email; the new link verifies the address and leads to the login (spec §4, §8)`, async ({
      browser,
    }) => {
      const t = (id: string, values?: Record<string, string>) => text(lang, id, values);
      const { email, link } = accounts[lang];
      const context = await browser.newContext({ baseURL: server!.baseUrl });
      try {
        const page = await context.newPage();
        expect(link).toMatch(new RegExp(`^/${lang}/email-verification\\?`));

        // Not verified yet: the login is refused (spec §8 1102 'Email not verified').
        const refused = await context.request.post('/api/v1/login', {
          data: {
            email,
            password,
            role: 'visiteur',
            client_id: 'salon-portal',
            client_secret: 'salon-portal-public',
          },
        });
        expect(((await refused.json()) as { code: number }).code).toBe(1102);

        // The expired link: its message, and a new email offered to the same address.
        await page.goto(link);
        await expect(
          page.getByRole('heading', { level: 1, name: t('verify.expired_title') }),
        ).toBeVisible();
        await expect(page.getByText(translate('error.verification_expired', lang))).toBeVisible();
        await expect(page.getByText(t('verify.expired_help', { email }))).toBeVisible();
        const resend = page.getByRole('button', { name: t('verify.resend') });
        await expect(resend).toBeVisible();
        await resend.click();
        await expect(
          page.getByRole('heading', { level: 1, name: t('verify.resent_title') }),
        ).toBeVisible();
        await expect(
          page.getByText(translate('success.verification_email_resent', lang)),
        ).toBeVisible();

        // The new email, in the mailbox, with another link; the old one stays unusable.
        const fresh = pathOf(await emailLink(context.request, email, 'verification'));
        expect(fresh).not.toBe(link);
        expect(fresh).toMatch(new RegExp(`^/${lang}/email-verification\\?`));
        await page.goto(fresh);
        await expect(
          page.getByRole('heading', { level: 1, name: t('verify.success_title') }),
        ).toBeVisible();
        // Spec §4, §9: the login 1 s later, the address filled in.
        await expect(page).toHaveURL(new RegExp(`/${lang}/guest/login\\?email=`));
        await expect(page.getByRole('textbox', { name: t('login.email') })).toHaveValue(email);
        // The address is verified: the login now succeeds.
        await signInThroughApi(context.request, { email, password, role: 'visiteur' });
      } finally {
        await context.close();
      }
    });
  }
});
