// Displayed statuses of an opportunity (spec §4 'Opportunity stage (etape)' and 'Displayed
// statuses'), read from the stage table (./stages.ts), which says which statuses each stage shows.
// A bank transfer awaited (spec §4 step 5) shows 'pending transfer' in place of 'pending payment'
// (the exhibitor has paid, the money is on its way).
import { displayedStatuses } from './displayedStatuses';
import type { DisplayedStatus } from './displayedStatuses';
import { stageRow } from './stages';

/** What the status rules read of an opportunity (spec §3). */
export interface StatusOpportunity {
  readonly etape: string;
  readonly pending_transfer?: boolean;
}

/** Every status an opportunity shows (spec §4); none for a stage outside the spec's list. */
export function opportunityStatuses(opportunity: StatusOpportunity): DisplayedStatus[] {
  const row = stageRow(opportunity.etape);
  if (!row) return [];
  const statuses = [...row.statuses];
  if (opportunity.pending_transfer) {
    const index = statuses.indexOf('pendingPayment');
    if (index !== -1) statuses[index] = 'pendingTransfer';
  }
  return statuses;
}

/**
 * The single status of an opportunity (spec §4), a pending transfer overriding the payment
 * stages; null for a stage outside the spec's list.
 */
export function displayedStatus(opportunity: StatusOpportunity): DisplayedStatus | null {
  const row = stageRow(opportunity.etape);
  if (!row) return null;
  if (
    opportunity.pending_transfer &&
    opportunityStatuses(opportunity).includes('pendingTransfer')
  ) {
    return 'pendingTransfer';
  }
  return row.status;
}

/** The lists of opportunities the portal shows. */
export const opportunityLists = ['rebooking', 'inProgress', 'dashboard'] as const;
export type OpportunityList = (typeof opportunityLists)[number];

/**
 * Which statuses each list shows (spec §4): the rebooking list shows quote to be validated,
 * quote being modified, modified quote, registered plus waiting for payment, confirmed plus 1st
 * deposit paid plus waiting, confirmed plus paid; 'pending transfer' is its form of waiting for
 * payment once a transfer is under way. The other lists also show 2nd deposit paid and canceled.
 */
export const listStatuses: Readonly<Record<OpportunityList, readonly DisplayedStatus[]>> = {
  rebooking: displayedStatuses.filter(
    (status) => status !== 'secondInstallmentPaid' && status !== 'canceled',
  ),
  inProgress: displayedStatuses,
  dashboard: displayedStatuses,
};

/** The status chips of an opportunity in a list (spec §4), in reading order. */
export function statusChips(
  opportunity: StatusOpportunity,
  list: OpportunityList,
): DisplayedStatus[] {
  const shown = listStatuses[list];
  return opportunityStatuses(opportunity).filter((status) => shown.includes(status));
}
