// Displayed statuses of an opportunity (spec §4 'Opportunity stage (etape)' and 'Displayed
// statuses'). The ids are the ones the ui library's status badge takes.
//
// The mapping, where the spec gives the two lists but not the link between them:
// - Qualification, Valorisation, 'En attente de validation de l'offre' -> quote to be validated
//   (the quote is the exhibitor's to read and validate);
// - 'En attente de review du commercial' -> quote being modified (the change request of the
//   rebooking flow, step 2);
// - 'En attente confirmation client' -> modified quote (the sales representative revised it);
// - 'DP Signée' -> registered participation + pending payment (1st installment awaited);
// - 'Acompte perçu' -> participation confirmed + 1st installment paid + pending payment;
// - '2ème Acompte perçu' -> participation confirmed + 2nd installment paid + pending payment;
// - 'Soldé' -> participation confirmed + paid;
// - 'Annulé' -> canceled;
// - a bank transfer awaited (spec §4 step 5) shows 'pending transfer' in place of 'pending
//   payment' (the exhibitor has paid, the money is on its way).
import type { RuleMessageKey } from '../messages/catalogs';
import { stages } from '../schemas/opportunity';
import type { Stage } from '../schemas/opportunity';

export const displayedStatuses = [
  'quoteToValidate',
  'quoteBeingModified',
  'quoteModified',
  'registered',
  'confirmed',
  'pendingPayment',
  'firstInstallmentPaid',
  'secondInstallmentPaid',
  'paid',
  'canceled',
  'pendingTransfer',
] as const;
export type DisplayedStatus = (typeof displayedStatuses)[number];

/** The label of each displayed status. */
export const displayedStatusMessageKeys: Readonly<Record<DisplayedStatus, RuleMessageKey>> = {
  quoteToValidate: 'status.quote_to_validate',
  quoteBeingModified: 'status.quote_being_modified',
  quoteModified: 'status.quote_modified',
  registered: 'status.registered',
  confirmed: 'status.confirmed',
  pendingPayment: 'status.pending_payment',
  firstInstallmentPaid: 'status.first_installment_paid',
  secondInstallmentPaid: 'status.second_installment_paid',
  paid: 'status.paid',
  canceled: 'status.canceled',
  pendingTransfer: 'status.pending_transfer',
};

/** The statuses each stage shows, in reading order (see the mapping above). */
export const stageStatuses: Readonly<Record<Stage, readonly DisplayedStatus[]>> = {
  Qualification: ['quoteToValidate'],
  Valorisation: ['quoteToValidate'],
  "En attente de validation de l'offre": ['quoteToValidate'],
  'En attente de review du commercial': ['quoteBeingModified'],
  'En attente confirmation client': ['quoteModified'],
  'DP Signée': ['registered', 'pendingPayment'],
  'Acompte perçu': ['confirmed', 'firstInstallmentPaid', 'pendingPayment'],
  '2ème Acompte perçu': ['confirmed', 'secondInstallmentPaid', 'pendingPayment'],
  Soldé: ['confirmed', 'paid'],
  Annulé: ['canceled'],
};

/** The one status of a stage where a single one fits (a table cell, a timeline step). */
const primaryStageStatus: Readonly<Record<Stage, DisplayedStatus>> = {
  Qualification: 'quoteToValidate',
  Valorisation: 'quoteToValidate',
  "En attente de validation de l'offre": 'quoteToValidate',
  'En attente de review du commercial': 'quoteBeingModified',
  'En attente confirmation client': 'quoteModified',
  'DP Signée': 'registered',
  'Acompte perçu': 'firstInstallmentPaid',
  '2ème Acompte perçu': 'secondInstallmentPaid',
  Soldé: 'paid',
  Annulé: 'canceled',
};

/** What the status rules read of an opportunity (spec §3). */
export interface StatusOpportunity {
  readonly etape: string;
  readonly pending_transfer?: boolean;
}

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (stages as readonly string[]).includes(value);
}

/** Every status an opportunity shows (spec §4); none for a stage outside the spec's list. */
export function opportunityStatuses(opportunity: StatusOpportunity): DisplayedStatus[] {
  if (!isStage(opportunity.etape)) return [];
  const statuses = [...stageStatuses[opportunity.etape]];
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
  if (!isStage(opportunity.etape)) return null;
  if (
    opportunity.pending_transfer &&
    opportunityStatuses(opportunity).includes('pendingTransfer')
  ) {
    return 'pendingTransfer';
  }
  return primaryStageStatus[opportunity.etape];
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
