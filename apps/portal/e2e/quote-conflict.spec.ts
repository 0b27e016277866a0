// A quote the sales team changes while the exhibitor reads it (spec §4 rebooking flow, §7 code
// 4090; docs/api.md "Concurrency"), in French and in English against the real server: the exhibitor's
// change request carries the version read; the API refuses it as stale; the page reloads the quote,
// says why in the page's language, and shows the sales team's new figures. Each language takes its
// own quote of the demo exhibitor still in the sales team's hands (Qualification, Valorisation), so
// the tests do not depend on each other nor on the rebooking journeys.
import { translate } from '@salon/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts, operatorCall } from './support/api.mjs';
import { press } from './support/forms';
import { userApi } from './support/payments';
import { text } from './support/texts';

const cases = [
  { lang: 'fr', etape: 'Qualification', surface: 14 },
  { lang: 'en', etape: 'Valorisation', surface: 21 },
] as const;

interface Listed {
  id: string;
  etape: string;
}

for (const { lang, etape, surface } of cases) {
  test(`${lang}: a stale quote version is refused (4090), the quote reloads and the page says why (spec §4, §7)`, async ({
    page,
    request,
  }) => {
    const t = (id: string) => text(lang, id);
    const api = await userApi(page.context().request, demoAccounts.exhibitor);
    const lists = await api.post<Record<string, Listed[]>>('/me/rebooking-opportunities');
    const opportunity = Object.values(lists)
      .flat()
      .find((candidate) => candidate.etape === etape);
    if (!opportunity) throw new Error(`The demo exhibitor has no quote in ${etape}`);

    await page.goto(`/${lang}/pro/rebooking/devis?opportunite=${opportunity.id}`);
    const quote = page.getByRole('article');
    await expect(quote).toBeVisible({ timeout: 30_000 });

    // The exhibitor writes a change request...
    await page.getByRole('button', { name: t('rebooking.request_change') }).click();
    const adjustment = page.getByRole('dialog', { name: t('rebooking.adjustment_title') });
    await press(page, t('rebooking.change_surface'), 'checkbox');
    // ...while the sales team revises the quote (docs/api.md operator call): its version moves on.
    await operatorCall(request, `/operator/opportunities/${opportunity.id}/revise-quote`, {
      surface,
      message: `Surface ${surface} m²`,
    });
    await adjustment.getByRole('button', { name: t('rebooking.send_adjustment') }).click();

    // Refused as stale: the latest quote, and why, in the page's language; nothing was sent.
    await expect(page.getByText(t('rebooking.stale_notice'))).toBeVisible();
    await expect(quote).toContainText(String(surface));
    await expect(quote).not.toContainText(translate('status.quote_being_modified', lang));
    await expect(page.getByRole('button', { name: t('rebooking.request_change') })).toBeVisible();
  });
}
