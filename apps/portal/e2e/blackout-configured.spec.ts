// The payment blackout the API is configured with (spec §1, §9; docs/payments.md "The clock in
// tests"): a server of its own starts on the real clock with PAYMENT_BLACKOUT covering today, a
// window the portal cannot know. The portal's notice, its dates and the card option follow what
// the API publishes (GET /payment-blackouts), and the API refuses the card in it, in French and
// in English.
import { translate } from '@salon/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts, signInThroughApi } from './support/api.mjs';
import { openPayment } from './support/payments';
import { startE2eServer } from './startServer.mjs';
import { text } from './support/texts';

const languages = ['fr', 'en'] as const;

/** The Paris calendar day `offset` days from today (`YYYY-MM-DD`). */
function parisDay(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(day);
}

/** A calendar day as the portal writes it (the ui's formatDate: long style, UTC midnight). */
function longDate(day: string, lang: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

test.describe('a blackout window set on the server (spec §1, §9)', () => {
  test('the portal announces the window the API publishes, with its dates, and the card is refused in the browser and by the API', async ({
    browser,
  }) => {
    // A server of its own starts and seeds its database first.
    test.setTimeout(240_000);
    const window = { start: parisDay(-1), end: parisDay(2) };
    process.env.PAYMENT_BLACKOUT = `${window.start}..${window.end}`;
    // Its port follows the suite's (E2E_PORT + 8, as the other servers of their own).
    const server = await startE2eServer({ port: Number(process.env.E2E_PORT ?? 3211) + 8 });
    delete process.env.PAYMENT_BLACKOUT;
    const context = await browser.newContext({ baseURL: server.baseUrl });
    try {
      await signInThroughApi(context.request, demoAccounts.exhibitor);
      const page = await context.newPage();
      // The fresh server's first page: its first loads are slow on a busy machine (one run stayed
      // over 10 s on 'Chargement en cours…'), so the first wait is longer.
      await page.goto('/fr/pro/invoices');
      await expect(
        page.getByRole('heading', { level: 1, name: text('fr', 'invoices.title') }),
      ).toBeVisible({ timeout: 60_000 });
      for (const lang of languages) {
        const dialog = await openPayment(page, lang);
        await expect(
          dialog.getByText(
            translate('notice.payment_blackout', lang, {
              start: longDate(window.start, lang),
              end: longDate(window.end, lang),
            }),
          ),
        ).toBeVisible();
        await expect(
          dialog.getByRole('radio', { name: new RegExp(text(lang, 'pay.card')) }),
        ).toBeDisabled();
        await expect(
          dialog.getByRole('radio', { name: new RegExp(text(lang, 'pay.transfer')) }),
        ).toBeEnabled();
        await page.keyboard.press('Escape');
      }

      // The API refuses a card payment in the window it published (4220, spec §1).
      const login = await context.request.post('/api/v1/login', {
        data: {
          ...demoAccounts.exhibitor,
          client_id: 'salon-portal',
          client_secret: 'salon-portal-public',
        },
      });
      const token = ((await login.json()) as { data: { tokens: { access_token: string } } }).data
        .tokens.access_token;
      const payments = (await (
        await context.request.get('/api/v1/me/payments', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { id: string; status: string }[] };
      const due = payments.data.find((payment) => payment.status === 'due');
      expect(due).toBeDefined();
      const refused = await context.request.post('/api/v1/transaction-create', {
        headers: { authorization: `Bearer ${token}` },
        data: { payment_id: due!.id, idempotency_key: `blackout-${Date.now()}-e2e` },
      });
      expect(((await refused.json()) as { code: number; description: string }).code).toBe(4220);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
