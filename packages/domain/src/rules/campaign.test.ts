import { describe, expect, it } from 'vitest';
import { activeCampaigns, isCampaignActive } from './campaign';

const campaign = { start_date: '2025-01-10', end_date: '2025-09-15' };

describe('campaign activity (spec §3: active if now is between start and end date)', () => {
  it('is active from the first moment of the start day in Paris', () => {
    expect(isCampaignActive(campaign, '2025-01-09T22:59:59Z')).toBe(false);
    expect(isCampaignActive(campaign, '2025-01-09T23:00:00Z')).toBe(true);
  });

  it('is active until the last moment of the end day in Paris (summer time)', () => {
    expect(isCampaignActive(campaign, '2025-09-15T21:59:59Z')).toBe(true);
    expect(isCampaignActive(campaign, '2025-09-15T22:00:00Z')).toBe(false);
  });

  it('filters the active campaigns of a list, keeping their order', () => {
    const list = [
      { id: 'a', start_date: '2025-01-01', end_date: '2025-12-31' },
      { id: 'b', start_date: '2026-01-01', end_date: '2026-12-31' },
      { id: 'c', start_date: '2024-06-01', end_date: '2025-06-01' },
    ];
    expect(activeCampaigns(list, new Date('2025-03-01T12:00:00Z')).map((c) => c.id)).toEqual([
      'a',
      'c',
    ]);
  });
});
