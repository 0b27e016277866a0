// The rebooking and in-progress sets of opportunities (spec §4 'Changing the stage locally: if
// the new stage is not pending review, the opportunity moves from the rebooking set to the
// in-progress set'; spec §7 POST /me/rebooking-opportunities returns rebookingOpportunities and
// progressOpportunities).
import type { RebookingOpportunities } from '../schemas/opportunity';
import { isPendingReview } from './stages';

/** What the move reads of an opportunity: its id and stages. */
export interface StagedOpportunity {
  readonly id: string;
  readonly etape: string;
  readonly etape_offre?: string;
}

export interface OpportunitySets<T> {
  readonly rebooking: readonly T[];
  readonly inProgress: readonly T[];
}

/** The API's answer under the code's names: the one mapping place. */
export function toOpportunitySets<T>(response: {
  rebookingOpportunities: readonly T[];
  progressOpportunities: readonly T[];
}): OpportunitySets<T> {
  return { rebooking: response.rebookingOpportunities, inProgress: response.progressOpportunities };
}

/** Back to the wire names of spec §7. */
export function fromOpportunitySets(
  sets: OpportunitySets<RebookingOpportunities['rebookingOpportunities'][number]>,
): RebookingOpportunities {
  return {
    rebookingOpportunities: [...sets.rebooking],
    progressOpportunities: [...sets.inProgress],
  };
}

export interface StageChange<T extends StagedOpportunity> {
  readonly id: string;
  readonly etape: T['etape'];
  /** The offer step, when it changes too (a change request sets both, spec §4). */
  readonly etape_offre?: T['etape_offre'];
}

/**
 * Applies a stage change locally (spec §4): the opportunity takes its new stage; if it was in the
 * rebooking set and the new stage is not pending review, it leaves that set for the front of the
 * in-progress set (the newest first, where the exhibitor looks). A pending review keeps it in the
 * rebooking set; an opportunity already in progress is updated in place; an unknown id changes
 * nothing. Never mutates its input.
 */
export function applyStageChange<T extends StagedOpportunity>(
  sets: OpportunitySets<T>,
  change: StageChange<T>,
): { rebooking: T[]; inProgress: T[] } {
  const update = (opportunity: T): T =>
    ({
      ...opportunity,
      etape: change.etape,
      ...(change.etape_offre !== undefined ? { etape_offre: change.etape_offre } : {}),
    }) as T;

  const inRebooking = sets.rebooking.find((opportunity) => opportunity.id === change.id);
  if (inRebooking && !isPendingReview(change.etape)) {
    return {
      rebooking: sets.rebooking.filter((opportunity) => opportunity.id !== change.id),
      inProgress: [
        update(inRebooking),
        ...sets.inProgress.filter((opportunity) => opportunity.id !== change.id),
      ],
    };
  }
  const replace = (list: readonly T[]) =>
    list.map((opportunity) => (opportunity.id === change.id ? update(opportunity) : opportunity));
  return { rebooking: replace(sets.rebooking), inProgress: replace(sets.inProgress) };
}
