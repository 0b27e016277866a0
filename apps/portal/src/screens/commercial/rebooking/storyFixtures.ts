// Story data of the rebooking screens: the dashboard's fixture company (@salon/domain/fixtures),
// each quote with an offer whose totals come from the domain's quote rules (spec §3, §9), and the
// machine's context at each state.
import {
  applicableDiscount,
  quoteTotals,
  toOfferTotals,
  type ApplicableDiscount,
  type Campaign,
  type Language,
  type Offer,
  type Opportunity,
  type RebookingQuote,
  type VatTreatmentKind,
} from '@salon/domain';
import {
  autumnCampaign,
  manyStages,
  modifiedQuote,
  quoteBeingModified,
  quoteToValidate,
  signedAutumn,
  springCampaign,
  storyNow,
} from '@salon/domain/fixtures';
import { rebookingMachine, snapshotAt, type RebookingContext } from '@salon/machines';
import type { StatePath } from '../../../kit/machineState';
import { rebookingUrl } from '../../../kit/routing/rebookingLinks';
import { stepOfState } from './rebookingSteps';
import { loadAdjustment, loadQuoteModals, loadQuoteStates, loadValidation } from './parts';

export { storyNow };
export const storyPayments = manyStages.payments;

/** What a story's quote varies: the page's language (its lines), the buyer's VAT treatment. */
export interface StoryQuoteOptions {
  lang?: Language;
  vatKind?: VatTreatmentKind;
  /** The sales team's discount rate (spec §3), in percent. */
  discountRate?: number;
  /** The discount the quote counts; the one in force at `storyNow` by default (spec §4). */
  discount?: ApplicableDiscount | null;
}

/** The lines as the sales team gives them, in the page's language (docs/quotes.md "Languages"). */
function storyLines(opportunity: Opportunity, lang: Language) {
  const en = lang === 'en';
  return [
    {
      label: en
        ? `Booth space (${opportunity.surface} m²)`
        : `Surface de stand (${opportunity.surface} m²)`,
      quantity: opportunity.surface,
      unit_price: 42_000,
    },
    ...(opportunity.angles > 0
      ? [
          {
            label: en ? 'Open corner supplement' : 'Supplément angle ouvert',
            quantity: opportunity.angles,
            unit_price: 35_000,
          },
        ]
      : []),
    {
      label: en ? 'Application fee and insurance' : 'Frais de dossier et assurance',
      quantity: 1,
      unit_price: 59_000,
    },
  ];
}

/**
 * A quote for an opportunity as the API answers it: the lines of the demo data in the page's
 * language, the discount in force, the buyer's VAT treatment, totals from the domain's rules.
 */
export function storyQuote(
  opportunity: Opportunity,
  campaign: Campaign,
  offer: Partial<Offer> = {},
  options: StoryQuoteOptions = {},
): RebookingQuote {
  const lines = storyLines(opportunity, options.lang ?? 'fr');
  const totals = quoteTotals({
    lines,
    discount:
      options.discount === undefined
        ? applicableDiscount(opportunity, campaign, storyNow)
        : options.discount,
    discountRate: options.discountRate ?? 0,
    vatKind: options.vatKind ?? 'standard',
  });
  return {
    opportunity: { ...opportunity, total_ttc: totals.totalTtc },
    campaign,
    offre: {
      devis_url: `https://api.salon.test/api/v1/me/rebooking-devis-pdf/${opportunity.id}`,
      statut: 'Négociation',
      etat: 'Envoyée',
      forecast_category: 'Maximum',
      lines: lines.map((line, index) => ({ ...line, total: totals.lineTotals[index] ?? 0 })),
      ...toOfferTotals(totals),
      payment_method: null,
      message: null,
      billing_address: {
        street: '12 rue de la Roquette',
        postalCode: '75011',
        city: 'Paris',
        country: 'FR',
      },
      file_manager: { name: 'Camille Durand', email: 'camille.durand@salon.test' },
      billing_manager: { name: 'Claire Martin', email: 'claire.martin@lumiere.test' },
      stand_manager: null,
      sent_at: '2026-01-12T09:30:00.000Z',
      ...offer,
    },
  };
}

export const toValidate = storyQuote(quoteToValidate, springCampaign);
export const beingModified = storyQuote(quoteBeingModified, springCampaign);
export const modified = storyQuote(modifiedQuote, autumnCampaign);
export const signed = storyQuote(signedAutumn, autumnCampaign, { payment_method: 'card' });

/** The quote of each state the amounts block shows, in the page's language (spec §3, §9). */
export const quotesIn = (lang: Language) => ({
  /** The 5 % rebooking discount (spec §9), before signature. */
  rebooking: storyQuote(quoteToValidate, springCampaign, {}, { lang }),
  /** The early-booking discount of the first deadline and the sales team's 2 % (spec §3, §9). */
  earlyBookingAndSales: storyQuote(modifiedQuote, autumnCampaign, {}, { lang, discountRate: 2 }),
  /** No discount: nothing taken off the total excluding VAT. */
  noDiscount: storyQuote(quoteToValidate, springCampaign, {}, { lang, discount: null }),
  /** A business of another EU member state with a VAT number: reverse charge (spec §9). */
  reverseCharge: storyQuote(
    quoteToValidate,
    springCampaign,
    {
      billing_address: {
        street: 'Torstraße 12',
        postalCode: '10119',
        city: 'Berlin',
        country: 'DE',
      },
    },
    { lang, vatKind: 'reverseCharge' },
  ),
  /** A business outside the EU: outside the scope of French VAT (spec §9). */
  outsideEu: storyQuote(
    quoteToValidate,
    springCampaign,
    {
      billing_address: {
        street: 'Rue du Rhône 8',
        postalCode: '1204',
        city: 'Genève',
        country: 'CH',
      },
    },
    { lang, vatKind: 'outsideScope' },
  ),
  /** Signed: the real deadlines from the payments (spec §4 step 3, §9). */
  signed: storyQuote(signedAutumn, autumnCampaign, { payment_method: 'card' }, { lang }),
});

export const storySets = {
  rebooking: [...manyStages.opportunities.rebookingOpportunities],
  inProgress: [...manyStages.opportunities.progressOpportunities],
};

export type RebookingState = StatePath<typeof rebookingMachine>;

/** The machine's context resting in `state`, with the fixture company's lists. */
export function contextAt(
  state: RebookingState,
  patch: Partial<RebookingContext> = {},
): RebookingContext {
  return snapshotAt(rebookingMachine, state, {
    input: {},
    context: { sets: storySets, ...patch },
  }).context;
}

/** The machine's context with `quote` open (the one the exhibitor chose in the list). */
export const opened = (quote: RebookingQuote): Partial<RebookingContext> => ({
  quote,
  selectedId: quote.opportunity.id,
});

/** The stories' props that do not change with the state (the payment component aside). */
export const viewArgs = {
  payments: storyPayments,
  now: storyNow,
  siteUrl: 'https://www.salon.test',
  downloadQuote: () => Promise.resolve(),
};

/** A story of the view at one state of the machine, in one language (docs/testing.md). */
export function stateStory(
  state: RebookingState,
  lang: 'fr' | 'en',
  patch: Partial<RebookingContext> = {},
) {
  const id = patch.quote?.opportunity.id ?? null;
  const step = stepOfState(state);
  return {
    args: { state, context: contextAt(state, patch) },
    globals: { locale: lang },
    parameters: {
      machine: { id: 'rebooking', state },
      route: rebookingUrl(lang, step, id),
    },
  };
}

/**
 * The flow's parts in chunks of their own (./parts.ts), loaded before a story renders (its
 * `loaders`), so each state shows as the page shows it once they are in.
 */
export async function loadRebookingParts() {
  await Promise.all([loadQuoteStates(), loadQuoteModals(), loadAdjustment(), loadValidation()]);
  return {};
}
