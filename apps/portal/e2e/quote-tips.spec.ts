// The quote's tips in the built portal (spec §2 'tooltip' among the modal forms): beside the
// rebooking discount, its conditions (spec §1, §4 'Discounts', §9); beside the payment schedule,
// each installment's share and term (spec §9). Opened from the keyboard, in French and in English,
// the texts from the catalogs (support/texts.ts), on the demo exhibitor's spring quote (stand
// H7-B12, a rebooking), which shows its discount and schedule whatever its stage.
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, signInThroughApi, userCall } from './support/api.mjs';
import { text } from './support/texts';

/** The opening words of a catalog message, before its first argument. */
const opening = (message: string) => message.split('{')[0]!.trim();

/** Focuses the tip's button, opens it with Enter, and returns the tip (a dialog it names). */
async function openTip(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const tip = page.getByRole('dialog', { name });
  await expect(tip).toBeVisible();
  return tip;
}

for (const lang of ['fr', 'en'] as const) {
  test(`${lang}: the quote's tips explain the rebooking discount and the installments' shares, opened from the keyboard (spec §2, §4 Discounts, §9)`, async ({
    page,
  }, testInfo) => {
    const t = (id: string) => text(lang, id);
    const request = page.context().request;
    const token = await signInThroughApi(request, demoAccounts.exhibitor);
    type Listed = { id: string; campaign_id: string; stand: string | null };
    const lists = await userCall<{
      rebookingOpportunities: Listed[];
      progressOpportunities: Listed[];
    }>(request, token, 'POST', '/me/rebooking-opportunities');
    // The spring show's (the past show had a stand H7-B12 too), in whichever list its stage puts
    // it: the rebooking journey validates and pays it (rebooking.spec.ts).
    const quote = [...lists.rebookingOpportunities, ...lists.progressOpportunities].find(
      (opportunity) =>
        opportunity.campaign_id === 'camp-printemps' && opportunity.stand === 'H7-B12',
    );
    if (!quote) throw new Error('The demo exhibitor has no spring quote for stand H7-B12');
    await page.goto(`/${lang}/pro/rebooking/devis?opportunite=${quote.id}`);
    await expect(page.getByRole('article')).toContainText('H7-B12', { timeout: 30_000 });

    const discount = await openTip(page, t('rebooking.tip_rebooking_label'));
    await expect(discount).toContainText(opening(t('rebooking.tip_rebooking')));
    await testInfo.attach(`quote-discount-tip-${lang}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await page.keyboard.press('Escape');
    await expect(discount).toBeHidden();

    const schedule = await openTip(page, t('rebooking.tip_schedule_label'));
    await expect(schedule).toContainText(t('rebooking.tip_schedule_intro'));
    // The spring show: a 1st installment, a 2nd and the balance.
    await expect(schedule.getByRole('listitem')).toHaveCount(3);
    await expect(schedule).toContainText(opening(t('rebooking.tip_schedule_balance')));
    await testInfo.attach(`quote-schedule-tip-${lang}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
}
