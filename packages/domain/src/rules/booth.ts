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
import { displayedStatusMessageKeys } from './displayedStatuses';
import type { DisplayedStatus } from './displayedStatuses';
import { isCanceled, stageRow } from './stages';
import type { TimelineStep } from './stages';

/** The timeline's steps, as the stage table names them (./stages.ts). */
export type BoothStep = TimelineStep;

const stepStatus: Readonly<Record<BoothStep, DisplayedStatus>> = {
  quote: 'quoteToValidate',
  registered: 'registered',
  firstInstallment: 'firstInstallmentPaid',
  secondInstallment: 'secondInstallmentPaid',
  paid: 'paid',
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
export function boothTimeline(stage: string, hasSecondInstallment: boolean): BoothTimelineStep[] {
  const reached = stageRow(stage)?.timelineStep ?? null;
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
  return !isCanceled(opportunity.etape);
}
