// The booth page (spec §2 pro/stand: the booth per event, its status and stage timeline; spec §4
// stages and displayed statuses). Which registrations the page shows and the steps of their
// timeline; the lock itself is ./features (isEventBoothUnlocked).
//
// Choices where the spec is silent:
// - the page shows each event's registration that is not canceled, the quote stages included
//   (the exhibitor sees where the booth stands, locked until the 1st installment);
// - the timeline has the steps a registration goes through once the quote is out: quote, registered,
//   1st installment paid, 2nd installment paid (only when the event asks for one, spec §9), paid.
//   The quote's own back-and-forth (change request, modified quote) is one step, 'quote'.
import type { RuleMessageKey } from '../messages/catalogs';
import type { Stage } from '../schemas/opportunity';
import { displayedStatusMessageKeys } from './status';
import type { DisplayedStatus } from './status';

export type BoothStep = 'quote' | 'registered' | 'firstInstallment' | 'secondInstallment' | 'paid';

const stepStatus: Readonly<Record<BoothStep, DisplayedStatus>> = {
  quote: 'quoteToValidate',
  registered: 'registered',
  firstInstallment: 'firstInstallmentPaid',
  secondInstallment: 'secondInstallmentPaid',
  paid: 'paid',
};

/** The step each stage has reached; null for a canceled registration (no timeline). */
const stageStep: Readonly<Record<Stage, BoothStep | null>> = {
  Qualification: 'quote',
  Valorisation: 'quote',
  "En attente de validation de l'offre": 'quote',
  'En attente de review du commercial': 'quote',
  'En attente confirmation client': 'quote',
  'DP Signée': 'registered',
  'Acompte perçu': 'firstInstallment',
  '2ème Acompte perçu': 'secondInstallment',
  Soldé: 'paid',
  Annulé: null,
};

export interface BoothTimelineStep {
  readonly step: BoothStep;
  /** The step's label: the displayed status it reaches (spec §4). */
  readonly messageKey: RuleMessageKey;
  readonly state: 'done' | 'current' | 'upcoming';
}

/**
 * The timeline of a registration (spec §2 'stand or opportunity details with timeline'): the
 * steps before the stage reached are done, the reached one is current (done once paid in full,
 * the last step), the rest upcoming. Empty for a canceled registration.
 */
export function boothTimeline(stage: Stage, hasSecondInstallment: boolean): BoothTimelineStep[] {
  const reached = stageStep[stage];
  if (reached === null) return [];
  const steps: BoothStep[] = [
    'quote',
    'registered',
    'firstInstallment',
    ...(hasSecondInstallment || reached === 'secondInstallment'
      ? (['secondInstallment'] as const)
      : []),
    'paid',
  ];
  const at = steps.indexOf(reached);
  return steps.map((step, index) => ({
    step,
    messageKey: displayedStatusMessageKeys[stepStatus[step]],
    state:
      index < at || (index === at && step === 'paid')
        ? 'done'
        : index === at
          ? 'current'
          : 'upcoming',
  }));
}

/** Whether the booth page shows a registration: every one but a canceled one. */
export function isShownOnBoothPage(opportunity: { readonly etape: string }): boolean {
  return opportunity.etape !== 'Annulé';
}
