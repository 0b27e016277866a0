import { describe, expect, it } from 'vitest';
import {
  PICKLIST_FRESHNESS_DAYS,
  isPicklistFresh,
  picklistAgeDays,
  shouldRefetchPicklist,
} from './picklists';

const fetchedAt = '2025-03-01T08:00:00Z';

describe('picklist freshness (spec §5, §9: threshold 0.5, read as days)', () => {
  it('is fresh for half a day, stale from 12 hours on', () => {
    expect(PICKLIST_FRESHNESS_DAYS).toBe(0.5);
    expect(isPicklistFresh(fetchedAt, '2025-03-01T19:59:59Z')).toBe(true);
    expect(isPicklistFresh(fetchedAt, '2025-03-01T20:00:00Z')).toBe(false);
    expect(picklistAgeDays(fetchedAt, '2025-03-02T08:00:00Z')).toBe(1);
  });

  it('takes another threshold', () => {
    expect(isPicklistFresh(fetchedAt, '2025-03-02T07:00:00Z', 1)).toBe(true);
    expect(isPicklistFresh(fetchedAt, fetchedAt, 0)).toBe(false);
    expect(() => isPicklistFresh(fetchedAt, fetchedAt, -1)).toThrow(RangeError);
    expect(() => isPicklistFresh(fetchedAt, fetchedAt, Number.NaN)).toThrow(RangeError);
  });

  it('treats a list never fetched, or fetched ahead of the clock, as stale', () => {
    expect(isPicklistFresh(undefined, fetchedAt)).toBe(false);
    expect(isPicklistFresh(null, fetchedAt)).toBe(false);
    expect(isPicklistFresh('2025-03-01T09:00:00Z', fetchedAt)).toBe(false);
  });

  it('refetches when stale or on explicit refresh (spec §5)', () => {
    const cached = { fetchedAt: new Date(fetchedAt) };
    expect(shouldRefetchPicklist(cached, '2025-03-01T09:00:00Z')).toBe(false);
    expect(shouldRefetchPicklist(cached, '2025-03-01T09:00:00Z', { force: true })).toBe(true);
    expect(shouldRefetchPicklist(cached, '2025-03-02T09:00:00Z')).toBe(true);
    expect(shouldRefetchPicklist(undefined, '2025-03-01T09:00:00Z')).toBe(true);
    expect(
      shouldRefetchPicklist({ fetchedAt: Date.parse(fetchedAt) }, '2025-03-01T09:00:00Z', {
        thresholdDays: 1 / 48,
      }),
    ).toBe(true);
  });
});
