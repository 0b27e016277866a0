// The table of opportunity stages (spec §4 'Opportunity stage (etape)', 'Displayed statuses',
// 'Rebooking flow'; docs/architecture.md "The stage table"). Each stage of spec §4 is one row:
// its phase, what the exhibitor may do with its quote (ask for a change, sign it, pay it), the
// statuses it shows and the step of the timeline it has reached. Every package asks this table
// (`canSign(stage)`, `displayedStatus(opportunity)`, `stageNamed('signed')`): apart from the
// wire enum of `schemas/opportunity.ts`, this is the one file that spells a stage.
//
// The readings kept where the spec gives the two lists but not the link between them:
// - Qualification and Valorisation are the sales team's work before an offer is sent: their quote
//   is shown as 'quote to be validated' and may be changed, but is signed only once offered
//   ('En attente de validation de l'offre') or revised after a change ('En attente confirmation
//   client'), docs/security.md "Quotes";
// - 'En attente de review du commercial' is the change request of the rebooking flow (step 2):
//   'quote being modified', nothing to sign or change until the sales team revises it;
// - 'DP Signée' is the signed quote: 'registered participation' and 'pending payment' until the
//   1st installment (spec §9: due at registration); 'Acompte perçu', '2ème Acompte perçu' and
//   'Soldé' are the installments received (spec §4: 1st deposit, 2nd deposit, paid);
// - a bank transfer awaited shows 'pending transfer' in place of 'pending payment' (status.ts).
import type { InstallmentKind } from '../schemas/billing';
import type { Stage } from '../schemas/opportunity';
import { stages } from '../schemas/opportunity';
import type { DisplayedStatus } from './displayedStatuses';

/** The code's names of the stages, in the order a registration goes through them. */
export type StageName =
  | 'qualification'
  | 'valuation'
  | 'offerSent'
  | 'changeRequested'
  | 'offerRevised'
  | 'signed'
  | 'firstDepositPaid'
  | 'secondDepositPaid'
  | 'paidInFull'
  | 'canceled';

/**
 * Where a registration stands: its quote is discussed (the rebooking set of spec §4), it is signed
 * and paid by installments, paid in full, or canceled.
 */
export type StagePhase = 'quote' | 'payment' | 'paid' | 'canceled';

/** The steps of a registration's timeline (spec §2 'stand or opportunity details with timeline'). */
export type TimelineStep =
  'quote' | 'registered' | 'firstInstallment' | 'secondInstallment' | 'paid';

export interface StageRow {
  readonly stage: Stage;
  readonly name: StageName;
  readonly phase: StagePhase;
  /** The exhibitor may ask for a change of the quote (spec §4 rebooking flow 2). */
  readonly canChange: boolean;
  /** The exhibitor may validate (sign) the quote (flow 3), once its offer is sent. */
  readonly canSign: boolean;
  /** Installments are due and may be paid (flow 4, spec §9). */
  readonly canPay: boolean;
  /** The displayed statuses of spec §4, in reading order. */
  readonly statuses: readonly DisplayedStatus[];
  /** The one status where a single one fits (a table cell, a timeline step). */
  readonly status: DisplayedStatus;
  /** The timeline step reached; null for a canceled registration (no timeline). */
  readonly timelineStep: TimelineStep | null;
  /** The installments this stage says are received (spec §4: 1st deposit, 2nd deposit, paid). */
  readonly installmentsReceived: readonly InstallmentKind[];
  /**
   * Where the sales team's revision of the quote takes it (spec §4 flow 2: 'The sales
   * representative modifies the quote'); null when the quote can no longer be revised.
   */
  readonly revisedTo: StageName | null;
}

type Row = Omit<StageRow, 'stage'>;

/** The table: one row per stage of spec §4, keyed by its wire value, in the order of spec §4. */
export const stageTable: Readonly<Record<Stage, Row>> = {
  Qualification: {
    name: 'qualification',
    phase: 'quote',
    canChange: true,
    canSign: false,
    canPay: false,
    statuses: ['quoteToValidate'],
    status: 'quoteToValidate',
    timelineStep: 'quote',
    installmentsReceived: [],
    revisedTo: 'offerSent',
  },
  Valorisation: {
    name: 'valuation',
    phase: 'quote',
    canChange: true,
    canSign: false,
    canPay: false,
    statuses: ['quoteToValidate'],
    status: 'quoteToValidate',
    timelineStep: 'quote',
    installmentsReceived: [],
    revisedTo: 'offerSent',
  },
  "En attente de validation de l'offre": {
    name: 'offerSent',
    phase: 'quote',
    canChange: true,
    canSign: true,
    canPay: false,
    statuses: ['quoteToValidate'],
    status: 'quoteToValidate',
    timelineStep: 'quote',
    installmentsReceived: [],
    revisedTo: 'offerSent',
  },
  'En attente de review du commercial': {
    name: 'changeRequested',
    phase: 'quote',
    canChange: false,
    canSign: false,
    canPay: false,
    statuses: ['quoteBeingModified'],
    status: 'quoteBeingModified',
    timelineStep: 'quote',
    installmentsReceived: [],
    revisedTo: 'offerRevised',
  },
  'En attente confirmation client': {
    name: 'offerRevised',
    phase: 'quote',
    canChange: true,
    canSign: true,
    canPay: false,
    statuses: ['quoteModified'],
    status: 'quoteModified',
    timelineStep: 'quote',
    installmentsReceived: [],
    revisedTo: null,
  },
  'DP Signée': {
    name: 'signed',
    phase: 'payment',
    canChange: false,
    canSign: false,
    canPay: true,
    statuses: ['registered', 'pendingPayment'],
    status: 'registered',
    timelineStep: 'registered',
    installmentsReceived: [],
    revisedTo: null,
  },
  'Acompte perçu': {
    name: 'firstDepositPaid',
    phase: 'payment',
    canChange: false,
    canSign: false,
    canPay: true,
    statuses: ['confirmed', 'firstInstallmentPaid', 'pendingPayment'],
    status: 'firstInstallmentPaid',
    timelineStep: 'firstInstallment',
    installmentsReceived: ['acompte1'],
    revisedTo: null,
  },
  '2ème Acompte perçu': {
    name: 'secondDepositPaid',
    phase: 'payment',
    canChange: false,
    canSign: false,
    canPay: true,
    statuses: ['confirmed', 'secondInstallmentPaid', 'pendingPayment'],
    status: 'secondInstallmentPaid',
    timelineStep: 'secondInstallment',
    installmentsReceived: ['acompte1', 'acompte2'],
    revisedTo: null,
  },
  Soldé: {
    name: 'paidInFull',
    phase: 'paid',
    canChange: false,
    canSign: false,
    canPay: false,
    statuses: ['confirmed', 'paid'],
    status: 'paid',
    timelineStep: 'paid',
    installmentsReceived: ['acompte1', 'acompte2', 'solde'],
    revisedTo: null,
  },
  Annulé: {
    name: 'canceled',
    phase: 'canceled',
    canChange: false,
    canSign: false,
    canPay: false,
    statuses: ['canceled'],
    status: 'canceled',
    timelineStep: null,
    installmentsReceived: [],
    revisedTo: null,
  },
};

const byName = Object.fromEntries(
  stages.map((stage) => [stageTable[stage].name, stage]),
) as Readonly<Record<StageName, Stage>>;

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && Object.hasOwn(stageTable, value);
}

/** The row of a stage; null for a value outside spec §4's list. */
export function stageRow(stage: string): StageRow | null {
  return isStage(stage) ? { stage, ...stageTable[stage] } : null;
}

/** The wire value of a stage by its code name: `stageNamed('signed')`. */
export function stageNamed(name: StageName): Stage {
  return byName[name];
}

/** Every stage whose row answers yes, in the order of spec §4 (for a query's `in (...)`). */
export function stagesWhere(test: (row: StageRow) => boolean): Stage[] {
  return stages.filter((stage) => test({ stage, ...stageTable[stage] }));
}

/** The step a change request sets in both etape and etape_offre (spec §4 rebooking flow, 2). */
export const PENDING_REVIEW_STAGE: Stage = stageNamed('changeRequested');
/** The stage a validated quote takes, in both etape and etape_offre (spec §4 rebooking flow, 3). */
export const SIGNED_STAGE: Stage = stageNamed('signed');

/** The quote is still discussed: the rebooking set of spec §4 (POST /me/rebooking-opportunities). */
export function isQuotePhase(stage: string): boolean {
  return stageRow(stage)?.phase === 'quote';
}
/** The exhibitor may ask for a change of its quote (spec §4 rebooking flow 2). */
export function canChange(stage: string): boolean {
  return stageRow(stage)?.canChange ?? false;
}
/** The exhibitor may validate its quote (spec §4 rebooking flow 3), once the offer is sent. */
export function canSign(stage: string): boolean {
  return stageRow(stage)?.canSign ?? false;
}
/** Installments may be paid (spec §4 rebooking flow 4). */
export function canPay(stage: string): boolean {
  return stageRow(stage)?.canPay ?? false;
}
export function isCanceled(stage: string): boolean {
  return stageRow(stage)?.phase === 'canceled';
}
/** True for the pending-review stage a change request sets (spec §4 rebooking flow, 2). */
export function isPendingReview(stage: string): boolean {
  return stageRow(stage)?.name === 'changeRequested';
}
/** Whether the stage says the 1st installment is received (spec §4: 1st deposit and after). */
export function isFirstInstallmentReceived(stage: string): boolean {
  return stageRow(stage)?.installmentsReceived.includes('acompte1') ?? false;
}
/** Where the sales team's revision of the quote takes a stage, or null (spec §4 flow 2). */
export function revisionTarget(stage: string): Stage | null {
  const target = stageRow(stage)?.revisedTo;
  return target ? stageNamed(target) : null;
}

/** The stage each paid installment reaches (spec §4: 1st deposit, 2nd deposit, paid). */
export const stageAfterInstallment: Readonly<Record<InstallmentKind, Stage>> = {
  acompte1: stageNamed('firstDepositPaid'),
  acompte2: stageNamed('secondDepositPaid'),
  solde: stageNamed('paidInFull'),
};

/**
 * The stage an opportunity at `current` takes once the installment `kind` is paid, or null when
 * it stays where it is (already at that stage or past it, or canceled). Any stage before the paid
 * ones (the signed quote and earlier) moves to the installment's stage: a payment only moves an
 * opportunity forward, a late notification of an earlier installment never takes it back.
 */
export function stageAfterPayment(kind: InstallmentKind, current: string): Stage | null {
  if (isCanceled(current)) return null;
  const target = stageAfterInstallment[kind];
  return stages.indexOf(target) > stages.indexOf(current as Stage) ? target : null;
}
