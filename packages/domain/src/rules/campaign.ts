// Campaign activity (spec §3: 'Active if now is between start and end date').
import type { Campaign } from '../schemas/campaign';
import { isWithinDates } from './dates';
import type { Instant } from './dates';

/**
 * A campaign is active from its start date to its end date, both days included in full
 * (Europe/Paris calendar dates, docs/architecture.md "Dates").
 */
export function isCampaignActive(
  campaign: Pick<Campaign, 'start_date' | 'end_date'>,
  now: Instant,
): boolean {
  return isWithinDates(now, campaign.start_date, campaign.end_date);
}

/** The active campaigns of a list, in their order. */
export function activeCampaigns<T extends Pick<Campaign, 'start_date' | 'end_date'>>(
  campaigns: readonly T[],
  now: Instant,
): T[] {
  return campaigns.filter((campaign) => isCampaignActive(campaign, now));
}
