// What the exhibitor's dashboard shows (spec §2 me/dashboard), put together from the domain's
// rules: the next action of each registration and its deadline (`nextAction`, the next step
// first: docs/design.md), the statuses of the registrations (`statusChips`, spec §4), the tradeshows
// (`isCampaignActive`), the installments still to pay, the features locked until the 1st
// installment is paid (`featureAccess`, spec §4, §6) and the marketplace subscription paid by the
// show (`marketplaceSubscriptionCoveredUntil`, spec §1, §9). The rules are the domain's; this file
// only picks and orders what the portal's dashboard shows. Pure: `now` is a parameter.
import type { Campaign, PublicCampaign } from '../schemas/campaign';
import type { Opportunity, RebookingOpportunities } from '../schemas/opportunity';
import type { Payment } from '../schemas/billing';
import type { AcademyBanner } from '../schemas/showContent';
import type { Language } from '../messages/types';
import { isCampaignActive } from './campaign';
import { compareDates, isDeadlinePassed, isWithinDates, type CalendarDate } from './dates';
import { featureAccess, isFirstInstallmentPaid, type LockedFeature } from './features';
import { marketplaceSubscriptionCoveredUntil } from './marketplace';
import { sumCents } from './money';
import { nextAction, type NextAction } from './nextAction';
import { scheduleFromPayments, scheduleStates } from './schedule';
import { isCanceled } from './stages';
import type { DisplayedStatus } from './displayedStatuses';
import { statusChips } from './status';

export interface DashboardAction {
  opportunity: Opportunity;
  campaign: Campaign | null;
  action: NextAction;
  /** What is at stake, in cents including VAT: the installment to pay, or the quote's total. */
  amount: number;
}

export interface DashboardRegistration {
  opportunity: Opportunity;
  campaign: Campaign | null;
  /** The displayed statuses of spec §4 for the list the registration is in. */
  statuses: DisplayedStatus[];
}

export interface DashboardTradeshow {
  campaign: Campaign;
  /** Spec §3: active if now is between its start and end date. */
  isActive: boolean;
  /** The show's last day has passed. */
  isOver: boolean;
  /** The company's registrations for it, canceled ones left out. */
  registrationCount: number;
}

export interface DashboardPaymentsSummary {
  /** Installments to pay, overdue ones included. */
  dueCount: number;
  dueAmount: number;
  overdueCount: number;
  overdueAmount: number;
  /** Installments paid by a bank transfer not yet received (spec §4 step 5). */
  pendingTransferCount: number;
}

export interface ExhibitorDashboard {
  /** The next step first (docs/design.md); null when there is nothing to do. */
  nextAction: DashboardAction | null;
  /** The other registrations' next steps, most urgent first. */
  otherActions: DashboardAction[];
  tradeshows: DashboardTradeshow[];
  /** Spec §7: the rebooking set (quotes to handle). */
  rebooking: DashboardRegistration[];
  /** Spec §7: the in-progress set (signed, paid, canceled). */
  inProgress: DashboardRegistration[];
  payments: DashboardPaymentsSummary;
  /** Spec §4, §6: booth, badges and invitations open once a 1st installment is paid. */
  features: Record<LockedFeature, boolean>;
  /** Spec §1, §9: the last day the show pays the marketplace subscription, for the latest confirmed show. */
  marketplaceCoveredUntil: CalendarDate | null;
}

export interface ExhibitorDashboardInput {
  campaigns: readonly Campaign[];
  opportunities: RebookingOpportunities;
  payments: readonly Payment[];
  now: Date;
}

/**
 * The order of the next steps, most urgent first (the spec is silent; docs/design.md):
 * an overdue payment, then what the exhibitor must do before a date (earliest first), then what
 * the exhibitor must do with no date, then what the exhibitor waits for (a transfer on its way, a
 * quote being revised). A participation fully paid is a step only when nothing else is left.
 */
function urgency(action: NextAction): number {
  switch (action.kind) {
    case 'payInstallment':
      return action.overdue ? 0 : action.deadline ? 1 : 2;
    case 'validateQuote':
    case 'validateModifiedQuote':
      return action.deadline ? 1 : 2;
    case 'transferPending':
      return 3;
    case 'waitQuoteRevision':
      return 4;
    case 'allPaid':
      return 5;
  }
}

export function compareActions(a: DashboardAction, b: DashboardAction): number {
  const byUrgency = urgency(a.action) - urgency(b.action);
  if (byUrgency !== 0) return byUrgency;
  const deadlineA = a.action.deadline;
  const deadlineB = b.action.deadline;
  if (deadlineA && deadlineB) return compareDates(deadlineA, deadlineB);
  if (deadlineA) return -1;
  if (deadlineB) return 1;
  return 0;
}

function actionOf(
  opportunity: Opportunity,
  campaign: Campaign | null,
  payments: readonly Payment[],
  now: Date,
): DashboardAction | null {
  const own = payments.filter((payment) => payment.opportunity_id === opportunity.id);
  const installments =
    own.length > 0 ? scheduleStates(scheduleFromPayments(own), own, now) : undefined;
  const action = nextAction({ opportunity, campaign, installments, now });
  if (!action) return null;
  const installment = action.installment
    ? own.find((payment) => payment.kind === action.installment)
    : undefined;
  return { opportunity, campaign, action, amount: installment?.amount ?? opportunity.total_ttc };
}

export function buildExhibitorDashboard({
  campaigns,
  opportunities,
  payments,
  now,
}: ExhibitorDashboardInput): ExhibitorDashboard {
  const campaignOf = (opportunity: Opportunity) =>
    campaigns.find((campaign) => campaign.id === opportunity.campaign_id) ?? null;
  const all = [...opportunities.rebookingOpportunities, ...opportunities.progressOpportunities];

  const actions = all
    .map((opportunity) => actionOf(opportunity, campaignOf(opportunity), payments, now))
    .filter((action): action is DashboardAction => action !== null)
    // A fully paid show that is over needs nothing more from the exhibitor.
    .filter(
      (item) =>
        item.action.kind !== 'allPaid' ||
        (item.campaign !== null && !isDeadlinePassed(item.campaign.event_end_date, now)),
    )
    .sort(compareActions);
  const [first, ...rest] = actions;
  const nextStep = first ?? null;
  const otherActions = rest.filter((item) => item.action.kind !== 'allPaid');

  const registration = (list: 'rebooking' | 'inProgress') => (opportunity: Opportunity) => ({
    opportunity,
    campaign: campaignOf(opportunity),
    statuses: statusChips(opportunity, list),
  });

  const unpaid = payments.filter(
    (payment) => payment.status === 'due' || payment.status === 'processing',
  );
  const overdue = unpaid.filter((payment) => isDeadlinePassed(payment.due_date, now));

  const confirmedShows = all
    .filter((opportunity) => isFirstInstallmentPaid(opportunity, payments))
    .map(campaignOf)
    .filter((campaign): campaign is Campaign => campaign !== null)
    .map((campaign) => campaign.event_end_date)
    .sort(compareDates);
  const latestShowEnd = confirmedShows.at(-1) ?? null;

  return {
    nextAction: nextStep,
    otherActions,
    tradeshows: campaigns.map((campaign) => ({
      campaign,
      isActive: isCampaignActive(campaign, now),
      isOver: isDeadlinePassed(campaign.event_end_date, now),
      registrationCount: all.filter(
        (opportunity) => opportunity.campaign_id === campaign.id && !isCanceled(opportunity.etape),
      ).length,
    })),
    rebooking: opportunities.rebookingOpportunities.map(registration('rebooking')),
    inProgress: opportunities.progressOpportunities.map(registration('inProgress')),
    payments: {
      dueCount: unpaid.length,
      dueAmount: sumCents(unpaid.map((payment) => payment.amount)),
      overdueCount: overdue.length,
      overdueAmount: sumCents(overdue.map((payment) => payment.amount)),
      pendingTransferCount: payments.filter((payment) => payment.status === 'pending_transfer')
        .length,
    },
    features: featureAccess(all, payments),
    marketplaceCoveredUntil: latestShowEnd
      ? marketplaceSubscriptionCoveredUntil(latestShowEnd)
      : null,
  };
}

/** A show of the visitor's dashboard (spec §2 me/dashboard 'tradeshows'). */
export interface VisitorTradeshow {
  /** Its name, dates, venue and website (GET /list-campaigns). */
  campaign: PublicCampaign;
  /** The show's days have begun (Europe/Paris): it is on now. */
  isUnderWay: boolean;
}

/**
 * The visitor's tradeshows (spec §2 me/dashboard): the shows the organiser lists (list-campaigns)
 * that are not over, the soonest first, each saying whether it is on now. A show over is left
 * out: a buyer plans the shows to come.
 */
export function upcomingTradeshows(
  campaigns: readonly PublicCampaign[],
  now: Date,
): VisitorTradeshow[] {
  return campaigns
    .filter((campaign) => !isDeadlinePassed(campaign.event_end_date, now))
    .sort((a, b) => compareDates(a.event_start_date, b.event_start_date))
    .map((campaign) => ({
      campaign,
      isUnderWay: isWithinDates(now, campaign.event_start_date, campaign.event_end_date),
    }));
}

/**
 * The academy banner to show on a page (spec §2 me/dashboard): the one in the page's language,
 * else the French one (spec §1: French is the fallback); none when the organiser has none.
 */
export function academyBannerIn(
  banners: readonly AcademyBanner[],
  language: Language,
): AcademyBanner | null {
  return (
    banners.find((banner) => banner.language === language) ??
    banners.find((banner) => banner.language === 'fr') ??
    null
  );
}
