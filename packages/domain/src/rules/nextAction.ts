// The next action of an exhibitor for an opportunity, and its deadline (docs/design.md
// "Principles", the next step first: 'Validate your quote', 'Pay your 1st installment before 15
// March'), as data: a message key and a calendar date the portal formats in the reader's language
// (the message's `{date}`).
//
// By stage (spec §4):
// - a quote to validate (or a modified quote): validate it, before the deadline of the discount it
//   is entitled to (end of rebooking, or the early-booking deadline in force), when there is one;
// - pending review: nothing to do but wait for the sales representative;
// - signed, 1st or 2nd installment received: pay the next unpaid installment before its deadline,
//   'overdue' once passed; a transfer under way: it is awaited;
// - paid in full: nothing left to pay; canceled: no action.
import type { RuleMessageKey } from '../messages/catalogs';
import type { InstallmentKind } from '../schemas/billing';
import type { Campaign } from '../schemas/campaign';
import { isDeadlinePassed } from './dates';
import type { CalendarDate, Instant } from './dates';
import { applicableDiscount } from './discounts';
import { nextUnpaidInstallment } from './schedule';
import { stageRow } from './stages';
import type { InstallmentState, InstallmentWithState } from './schedule';

export type NextActionKind =
  | 'validateQuote'
  | 'validateModifiedQuote'
  | 'waitQuoteRevision'
  | 'payInstallment'
  | 'transferPending'
  | 'allPaid';

export interface NextAction {
  readonly kind: NextActionKind;
  readonly messageKey: RuleMessageKey;
  /** The date the message's `{date}` shows, when it has one. */
  readonly deadline: CalendarDate | null;
  readonly overdue: boolean;
  /** The installment to pay, for payment actions. */
  readonly installment?: InstallmentKind;
}

export type NextActionCampaign = Pick<
  Campaign,
  'end_rebooking' | 'early_booking' | 'acompte1' | 'acompte2' | 'date_acompte2' | 'date_solde'
>;

export interface NextActionInput {
  readonly opportunity: {
    readonly etape: string;
    readonly rebooking: boolean;
    readonly pending_transfer?: boolean;
  };
  readonly campaign?: NextActionCampaign | null;
  /** The schedule with its states (`scheduleStates`); without it, the stage and campaign decide. */
  readonly installments?: readonly Pick<InstallmentWithState, 'kind' | 'deadline' | 'state'>[];
  readonly now: Instant;
}

const payKeys: Record<
  InstallmentKind,
  { plain: RuleMessageKey; before: RuleMessageKey; overdue: RuleMessageKey }
> = {
  acompte1: {
    plain: 'action.pay_first_installment',
    before: 'action.pay_first_installment_before',
    overdue: 'action.pay_first_installment_overdue',
  },
  acompte2: {
    plain: 'action.pay_second_installment',
    before: 'action.pay_second_installment_before',
    overdue: 'action.pay_second_installment_overdue',
  },
  solde: {
    plain: 'action.pay_balance',
    before: 'action.pay_balance_before',
    overdue: 'action.pay_balance_overdue',
  },
};

function validateAction(
  kind: 'validateQuote' | 'validateModifiedQuote',
  input: NextActionInput,
): NextAction {
  const discount = input.campaign
    ? applicableDiscount(input.opportunity, input.campaign, input.now)
    : null;
  const deadline = discount?.deadline ?? null;
  const keys =
    kind === 'validateQuote'
      ? { plain: 'action.validate_quote', before: 'action.validate_quote_before' }
      : {
          plain: 'action.validate_modified_quote',
          before: 'action.validate_modified_quote_before',
        };
  return {
    kind,
    messageKey: (deadline ? keys.before : keys.plain) as RuleMessageKey,
    deadline,
    overdue: false,
  };
}

/** The installment a payment stage waits for, when no schedule is given. */
function expectedInstallment(
  input: NextActionInput,
): Pick<InstallmentWithState, 'kind' | 'deadline' | 'state'> {
  const { etape, pending_transfer: pendingTransfer } = input.opportunity;
  const campaign = input.campaign ?? null;
  const hasSecond =
    campaign !== null &&
    campaign.acompte2 !== null &&
    campaign.acompte2 > 0 &&
    campaign.date_acompte2 !== null;
  // The first installment of the schedule that the stage does not say is received (spec §9).
  const received = stageRow(etape)?.installmentsReceived ?? [];
  const schedule: InstallmentKind[] = ['acompte1', ...(hasSecond ? ['acompte2' as const] : [])];
  const kind: InstallmentKind = schedule.find((k) => !received.includes(k)) ?? 'solde';
  const deadline: CalendarDate | null =
    kind === 'acompte2'
      ? campaign!.date_acompte2
      : kind === 'solde'
        ? (campaign?.date_solde ?? null)
        : null;
  const state: InstallmentState = pendingTransfer
    ? 'pendingTransfer'
    : deadline !== null && isDeadlinePassed(deadline, input.now)
      ? 'overdue'
      : 'due';
  return { kind, deadline, state };
}

/** The exhibitor's next action for an opportunity (see the rules at the top of this file). */
export function nextAction(input: NextActionInput): NextAction | null {
  const row = stageRow(input.opportunity.etape);
  if (!row) return null;
  if (row.status === 'quoteToValidate') return validateAction('validateQuote', input);
  if (row.status === 'quoteModified') return validateAction('validateModifiedQuote', input);
  if (row.status === 'quoteBeingModified') {
    return {
      kind: 'waitQuoteRevision',
      messageKey: 'action.wait_quote_revision',
      deadline: null,
      overdue: false,
    };
  }
  const allPaid: NextAction = {
    kind: 'allPaid',
    messageKey: 'action.all_paid',
    deadline: null,
    overdue: false,
  };
  if (row.phase === 'paid') return allPaid;
  if (!row.canPay) return null;

  const installment = input.installments
    ? nextUnpaidInstallment(input.installments)
    : expectedInstallment(input);
  if (!installment) return allPaid;
  if (installment.state === 'pendingTransfer') {
    return {
      kind: 'transferPending',
      messageKey: 'action.transfer_pending',
      deadline: installment.deadline,
      overdue: false,
      installment: installment.kind,
    };
  }
  const keys = payKeys[installment.kind];
  const overdue = installment.state === 'overdue';
  return {
    kind: 'payInstallment',
    messageKey: installment.deadline === null ? keys.plain : overdue ? keys.overdue : keys.before,
    deadline: installment.deadline,
    overdue,
    installment: installment.kind,
  };
}
