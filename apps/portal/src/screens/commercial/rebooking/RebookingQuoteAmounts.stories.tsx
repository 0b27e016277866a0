import type { Meta, StoryObj } from '@storybook/react-vite';
import { quoteToValidate, shownAmountsAddUp, springCampaign } from '@salon/domain/fixtures';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withPortal } from '../../../kit/testing/withPortal';
import { RebookingView } from './RebookingView';
import { metaArgs } from './storyPayment';
import {
  loadRebookingParts,
  opened,
  quotesIn,
  stateStory,
  storyQuote,
  type RebookingState,
} from './storyFixtures';

/**
 * pro/rebooking/devis (spec §2, §3 quote display fields, §9): the quote's amounts step by step
 * (subtotal, each discount named, total excluding VAT, VAT or its treatment, total including VAT),
 * which add up to the cent; the lines in the page's language; the stand from its values; the 1st
 * installment 'at signature' before the quote is signed; the quote's PDF downloaded with the
 * user's token. Seen on 20 January 2026.
 */
const meta = {
  title: 'Portal/Screens/Rebooking/Quote amounts',
  component: RebookingView,
  decorators: [withPortal],
  loaders: [loadRebookingParts],
  args: metaArgs('quote.viewing'),
} satisfies Meta<typeof RebookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Lang = 'fr' | 'en';
type Quotes = ReturnType<typeof quotesIn>;

/** The amounts shown, read back from the page: their ids in order, and whether they add up. */
async function amountsAddUp(canvasElement: HTMLElement, ids: readonly string[]) {
  const quote = within(canvasElement).getByRole('article');
  const rows = [...quote.querySelectorAll('[data-quote-amount]')].map((row) => ({
    id: row.getAttribute('data-quote-amount') ?? '',
    text: row.querySelector('dd')?.textContent ?? '',
  }));
  await expect(rows.map((row) => row.id)).toEqual(ids);
  await expect(shownAmountsAddUp(rows)).toBe(true);
  // A row of 0 is not shown, but the VAT's, which states the treatment (spec §9).
  const zeros = rows.filter((row) => /^\D*0[.,]00\D*$/.test(row.text.replace(/\s/g, '')));
  await expect(zeros.every((row) => row.id === 'vat')).toBe(true);
  return rows;
}

/** The schedule's 1st installment says when it is due. */
const firstDeadline = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getByRole('table', { name: /Échéancier|Payment schedule/ })
    .querySelector('tr:has(th[scope="row"])')
    ?.textContent?.includes(name);

const stepIds = ['totalExcludingVat', 'vat', 'totalIncludingVat'] as const;

function amountsStory(
  lang: Lang,
  pick: (quotes: Quotes) => Quotes[keyof Quotes],
  ids: readonly string[],
  check: (canvas: ReturnType<typeof within>, canvasElement: HTMLElement) => Promise<void>,
  state: RebookingState = 'quote.viewing',
): Story {
  return {
    ...stateStory(state, lang, opened(pick(quotesIn(lang)))),
    play: async ({ canvasElement }) => {
      await amountsAddUp(canvasElement, ids);
      await check(within(canvasElement), canvasElement);
    },
  };
}

/** The 5 % rebooking discount between the subtotal and the total HT, counted once (spec §9). */
export const RebookingDiscount = amountsStory(
  'fr',
  (quotes) => quotes.rebooking,
  ['subtotal', 'rebookingDiscount', ...stepIds],
  async (canvas, canvasElement) => {
    await expect(canvas.getByText('Remise de réinscription (5 %)')).toBeVisible();
    await expect(canvas.getByText('TVA (20 %)')).toBeVisible();
    await expect(
      canvas.getByText(/déjà déduits du total ci-dessus, si vous validez .* 13 février 2026/),
    ).toBeVisible();
    await expect(canvas.getByText('Stand H7-B12 · 36 m² · 2 angles ouverts')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Surface de stand (36 m²)' })).toBeVisible();
    await expect(firstDeadline(canvasElement, 'À la signature')).toBe(true);
  },
);

export const RebookingDiscountEnglish = amountsStory(
  'en',
  (quotes) => quotes.rebooking,
  ['subtotal', 'rebookingDiscount', ...stepIds],
  async (canvas, canvasElement) => {
    await expect(canvas.getByText('Rebooking discount (5%)')).toBeVisible();
    await expect(
      canvas.getByText(/already taken off the total above, if you validate .* 13 February 2026/),
    ).toBeVisible();
    await expect(canvas.getByText('Stand H7-B12 · 36 m² · 2 open corners')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Booth space (36 m²)' })).toBeVisible();
    await expect(firstDeadline(canvasElement, 'At signature')).toBe(true);
  },
);

/** The early-booking discount named by its deadline, and the sales team's with its rate. */
export const EarlyBookingAndSalesDiscount = amountsStory(
  'fr',
  (quotes) => quotes.earlyBookingAndSales,
  ['subtotal', 'earlyBookingDiscount', 'salesDiscount', ...stepIds],
  async (canvas) => {
    await expect(canvas.getByText('Remise early booking (8 %, 1re date limite)')).toBeVisible();
    await expect(canvas.getByText('Remise commerciale (2 %)')).toBeVisible();
  },
);

export const EarlyBookingAndSalesDiscountEnglish = amountsStory(
  'en',
  (quotes) => quotes.earlyBookingAndSales,
  ['subtotal', 'earlyBookingDiscount', 'salesDiscount', ...stepIds],
  async (canvas) => {
    await expect(canvas.getByText('Early booking discount (8%, first deadline)')).toBeVisible();
    await expect(canvas.getByText('Sales team discount (2%)')).toBeVisible();
  },
);

/** No discount applies (the end of rebooking is off): no discount row, no notice. */
const withoutDiscount = (lang: Lang) =>
  storyQuote(
    quoteToValidate,
    { ...springCampaign, end_rebooking: { enable: false, date: null } },
    {},
    { lang },
  );

export const NoDiscount: Story = {
  ...stateStory('quote.viewing', 'fr', opened(withoutDiscount('fr'))),
  play: async ({ canvasElement }) => {
    await amountsAddUp(canvasElement, stepIds);
    await expect(within(canvasElement).queryByText(/Remise/)).toBeNull();
  },
};

export const NoDiscountEnglish: Story = {
  ...stateStory('quote.viewing', 'en', opened(withoutDiscount('en'))),
  play: async ({ canvasElement }) => {
    await amountsAddUp(canvasElement, stepIds);
    await expect(within(canvasElement).queryByText(/discount/i)).toBeNull();
  },
};

/** A business of another EU member state with its VAT number: reverse charge (spec §9). */
export const ReverseCharge = amountsStory(
  'fr',
  (quotes) => quotes.reverseCharge,
  ['subtotal', 'rebookingDiscount', ...stepIds],
  async (canvas) => {
    await expect(canvas.getByText('TVA (autoliquidation)')).toBeVisible();
    await expect(canvas.getByText(/Autoliquidation : TVA due par le preneur/)).toBeVisible();
  },
);

export const ReverseChargeEnglish = amountsStory(
  'en',
  (quotes) => quotes.reverseCharge,
  ['subtotal', 'rebookingDiscount', ...stepIds],
  async (canvas) => {
    await expect(canvas.getByText('VAT (reverse charge)')).toBeVisible();
    await expect(canvas.getByText(/Reverse charge: VAT due by the customer/)).toBeVisible();
  },
);

/** A business outside the EU: outside the scope of French VAT (spec §9). */
export const OutsideTheEu = amountsStory(
  'fr',
  (quotes) => quotes.outsideEu,
  ['subtotal', 'rebookingDiscount', ...stepIds],
  async (canvas) => {
    await expect(canvas.getByText('TVA (non applicable)')).toBeVisible();
    await expect(canvas.getByText(/TVA non applicable, article 259-1 du CGI/)).toBeVisible();
  },
);

export const OutsideTheEuEnglish = amountsStory(
  'en',
  (quotes) => quotes.outsideEu,
  ['subtotal', 'rebookingDiscount', ...stepIds],
  async (canvas) => {
    await expect(canvas.getByText('VAT (not applicable)')).toBeVisible();
    await expect(canvas.getByText(/VAT not applicable, article 259-1/)).toBeVisible();
  },
);

/** Signed: the real deadlines, no 'at signature', no discount to win (spec §4 step 3, §9). */
export const AfterSignature = amountsStory(
  'fr',
  (quotes) => quotes.signed,
  ['subtotal', 'earlyBookingDiscount', ...stepIds],
  async (canvas, canvasElement) => {
    await expect(firstDeadline(canvasElement, 'À la signature')).toBe(false);
    await expect(canvas.queryByText(/déjà déduits/)).toBeNull();
  },
  'registered',
);

export const AfterSignatureEnglish = amountsStory(
  'en',
  (quotes) => quotes.signed,
  ['subtotal', 'earlyBookingDiscount', ...stepIds],
  async (canvas, canvasElement) => {
    await expect(firstDeadline(canvasElement, 'At signature')).toBe(false);
    await expect(canvas.queryByText(/already taken off/)).toBeNull();
  },
  'registered',
);

/** The PDF downloads through the app with the user's token, named by the quote's version. */
export const DownloadPdf: Story = {
  ...stateStory('quote.viewing', 'fr', opened(quotesIn('fr').rebooking)),
  args: {
    ...stateStory('quote.viewing', 'fr', opened(quotesIn('fr').rebooking)).args,
    downloadQuote: fn(() => Promise.resolve()),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Devis de Salon Printemps 2026 (PDF)' }),
    );
    const version = quotesIn('fr').rebooking.opportunity.version + 1;
    await expect(args.downloadQuote).toHaveBeenCalledWith(
      expect.objectContaining({
        opportunity: expect.objectContaining({ id: 'opp-printemps-b12' }),
      }),
      `Devis Salon Printemps 2026 v${version}.pdf`,
    );
  },
};

/** A failed download says so under its button; the quote stays. */
export const DownloadPdfFailedEnglish: Story = {
  ...stateStory('quote.viewing', 'en', opened(quotesIn('en').rebooking)),
  args: {
    ...stateStory('quote.viewing', 'en', opened(quotesIn('en').rebooking)).args,
    downloadQuote: fn(() => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Quote for Salon Printemps 2026 (PDF)' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The quote could not be downloaded'),
    );
  },
};
