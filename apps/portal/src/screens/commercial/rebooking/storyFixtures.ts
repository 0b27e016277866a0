// Story data of the rebooking screens: the dashboard's fixture company (@salon/domain/fixtures),
// each quote with an offer whose totals come from the domain's quote rules (spec §3, §9), and the
// machine's context at each state.
import {
  applicableDiscount,
  quoteTotals,
  toOfferTotals,
  type Campaign,
  type Offer,
  type Opportunity,
  type RebookingQuote,
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

/** A quote for an opportunity: one stand line at 523 € HT per m², the discount in force. */
export function storyQuote(
  opportunity: Opportunity,
  campaign: Campaign,
  offer: Partial<Offer> = {},
): RebookingQuote {
  const totals = quoteTotals({
    lines: [{ quantity: opportunity.surface, unit_price: 52_300 }],
    discount: applicableDiscount(opportunity, campaign, storyNow),
  });
  return {
    opportunity: { ...opportunity, total_ttc: totals.totalTtc },
    campaign,
    offre: {
      devis_url: `https://api.salon.test/v1/me/rebooking-devis/${opportunity.id}/pdf`,
      statut: 'Négociation',
      etat: 'Envoyée',
      forecast_category: 'Maximum',
      stand_label: 'Stand équipé',
      lines: [
        {
          label: `Stand ${opportunity.surface} m²`,
          quantity: opportunity.surface,
          unit_price: 52_300,
          total: totals.subtotalHt,
        },
      ],
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
