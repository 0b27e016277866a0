// The rebooking flow's deep links (spec §2 pro/rebooking/{etape?}), fixed: the dashboard, the
// invoices and the payment pages link to a step of an opportunity. The URL words are French, like
// the route's (devis, validation, paiement); the opportunity is the `opportunite` query.
import type { Language } from '@salon/domain';
import type { RebookingStep } from '@salon/machines';
import { pathTo } from './paths';

/** The `{etape}` of the URL for each step of the flow. */
export const stepSegments = {
  quote: 'devis',
  validation: 'validation',
  payment: 'paiement',
} as const satisfies Record<RebookingStep, string>;

export const OPPORTUNITY_QUERY = 'opportunite';

/** The step a URL asks for; null for the list (no `{etape}`) or a word the flow does not know. */
export function stepOfSegment(segment: string | undefined): RebookingStep | null {
  const found = Object.entries(stepSegments).find(([, word]) => word === segment);
  return found ? (found[0] as RebookingStep) : null;
}

/** `/{lang}/pro/rebooking/{etape}?opportunite=<id>`, or the list. */
export function rebookingUrl(
  lang: Language,
  step: RebookingStep | null,
  opportunityId: string | null,
): string {
  if (step === null || !opportunityId) return pathTo(lang, 'rebooking');
  const query = new URLSearchParams({ [OPPORTUNITY_QUERY]: opportunityId });
  return `${pathTo(lang, 'rebooking', { etape: stepSegments[step] })}?${query.toString()}`;
}
