// Picklist freshness (spec §5 'Picklists are refetched when older than a threshold of 0.5 (unit
// not shown) or on explicit refresh', §9). The unit chosen is the day: 0.5 day, 12 hours, is a
// sensible life for reference lists (countries, activities, job functions) that change rarely,
// while a portal left open all day still picks up a change by the afternoon. A seconds or hours
// reading (0.5 s, 30 min) would refetch on almost every screen, for lists that barely change.
import { toEpochMs } from './dates';
import type { Instant } from './dates';

/** spec §5, §9: 0.5, read as days. */
export const PICKLIST_FRESHNESS_DAYS = 0.5;

const DAY_MS = 86_400_000;

function thresholdMs(thresholdDays: number): number {
  if (!Number.isFinite(thresholdDays) || thresholdDays < 0) {
    throw new RangeError(`threshold must be a non-negative number of days, got ${thresholdDays}`);
  }
  return thresholdDays * DAY_MS;
}

/** Age of a fetch at `now`, in days (negative when the fetch time is ahead of the clock). */
export function picklistAgeDays(fetchedAt: Instant, now: Instant): number {
  return (toEpochMs(now) - toEpochMs(fetchedAt)) / DAY_MS;
}

/**
 * Whether a picklist fetched at `fetchedAt` is still fresh at `now`: younger than the threshold
 * (0.5 day by default). Never fetched, or fetched 'in the future' (the clock went back), is stale.
 */
export function isPicklistFresh(
  fetchedAt: Instant | null | undefined,
  now: Instant,
  thresholdDays = PICKLIST_FRESHNESS_DAYS,
): boolean {
  const limit = thresholdMs(thresholdDays);
  if (fetchedAt === null || fetchedAt === undefined) return false;
  const age = toEpochMs(now) - toEpochMs(fetchedAt);
  return age >= 0 && age < limit;
}

/** Whether to fetch a picklist again (spec §5): on explicit refresh, or when it is not fresh. */
export function shouldRefetchPicklist(
  cached: { readonly fetchedAt: Instant } | null | undefined,
  now: Instant,
  options: { readonly force?: boolean; readonly thresholdDays?: number } = {},
): boolean {
  if (options.force) return true;
  return !isPicklistFresh(cached?.fetchedAt, now, options.thresholdDays);
}
