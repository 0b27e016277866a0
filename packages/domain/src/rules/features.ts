// Features locked until the 1st installment is paid (spec §4 'Only exhibitors who paid at least
// the 1st installment reach the floor plan, booth management, badges and buyer invitations';
// spec §6 'Booth, badge and invitation features are locked until the 1st installment is paid').
// These are the exhibitor's features; a visitor's own badges (spec §2 guest menu) are not locked.
import type { RuleMessageKey } from '../messages/catalogs';
import type { Payment } from '../schemas/billing';
import { isCanceled, isFirstInstallmentReceived } from './stages';

export const lockedFeatures = [
  'floorPlan',
  'boothManagement',
  'badges',
  'buyerInvitations',
] as const;
export type LockedFeature = (typeof lockedFeatures)[number];

/**
 * The name of each feature, and what unlocks it (docs/design.md "Principles": locked features say
 * what unlocks them).
 */
export const featureMessageKeys: Readonly<Record<LockedFeature, RuleMessageKey>> = {
  floorPlan: 'feature.floor_plan',
  boothManagement: 'feature.booth_management',
  badges: 'feature.badges',
  buyerInvitations: 'feature.buyer_invitations',
};
export const FEATURE_LOCKED_MESSAGE_KEY: RuleMessageKey = 'feature.locked';

export interface FeatureOpportunity {
  readonly id: string;
  readonly etape: string;
}

export type FeaturePayment = Pick<Payment, 'opportunity_id' | 'kind' | 'status'>;

/**
 * Whether an opportunity's 1st installment is paid: its stage says so, or a paid 1st installment
 * payment does (the payment is recorded before the stage catches up). A canceled opportunity
 * unlocks nothing.
 */
export function isFirstInstallmentPaid(
  opportunity: FeatureOpportunity,
  payments: readonly FeaturePayment[] = [],
): boolean {
  if (isCanceled(opportunity.etape)) return false;
  if (isFirstInstallmentReceived(opportunity.etape)) return true;
  return payments.some(
    (payment) =>
      payment.opportunity_id === opportunity.id &&
      payment.kind === 'acompte1' &&
      payment.status === 'paid',
  );
}

/**
 * Which features the exhibitor reaches, given its opportunities (for one campaign, or all) and
 * their payments: every one once any of them has its 1st installment paid, else none.
 */
export function featureAccess(
  opportunities: readonly FeatureOpportunity[],
  payments: readonly FeaturePayment[] = [],
): Record<LockedFeature, boolean> {
  const unlocked = opportunities.some((opportunity) =>
    isFirstInstallmentPaid(opportunity, payments),
  );
  return Object.fromEntries(lockedFeatures.map((feature) => [feature, unlocked])) as Record<
    LockedFeature,
    boolean
  >;
}

export interface CampaignFeatureOpportunity extends FeatureOpportunity {
  readonly campaign_id: string;
}

/**
 * The features of one event (spec §2 pro/badges 'per event'): unlocked by a 1st installment paid
 * on a registration for that campaign, not on another one. The API refuses a locked event's badges
 * and invitations with this rule; the portal shows the lock with it.
 */
export function campaignFeatureAccess(
  campaignId: string,
  opportunities: readonly CampaignFeatureOpportunity[],
  payments: readonly FeaturePayment[] = [],
): Record<LockedFeature, boolean> {
  return featureAccess(
    opportunities.filter((opportunity) => opportunity.campaign_id === campaignId),
    payments,
  );
}

/** Whether one feature is reached (see `featureAccess`). */
export function isFeatureUnlocked(
  feature: LockedFeature,
  opportunities: readonly FeatureOpportunity[],
  payments: readonly FeaturePayment[] = [],
): boolean {
  return featureAccess(opportunities, payments)[feature];
}

/** An opportunity with the event it registers for. */
export interface EventFeatureOpportunity extends FeatureOpportunity {
  readonly campaign_id: string;
}

/**
 * Whether the booth of one event is reached (spec §4, §6: booth management is locked until the
 * 1st installment is paid): one of the exhibitor's opportunities for that event has its 1st
 * installment paid. A payment for another event unlocks nothing here: the booth page and the
 * event's guides (spec §2 pro/stand) follow this rule, in the portal and in the API alike.
 */
export function isEventBoothUnlocked(
  campaignId: string,
  opportunities: readonly EventFeatureOpportunity[],
  payments: readonly FeaturePayment[] = [],
): boolean {
  return opportunities.some(
    (opportunity) =>
      opportunity.campaign_id === campaignId && isFirstInstallmentPaid(opportunity, payments),
  );
}
