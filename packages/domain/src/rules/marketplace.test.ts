import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_ADMINISTRATION_FEE_PERCENT,
  MARKETPLACE_COMMISSION_PERCENT,
  isMarketplaceSubscriptionCovered,
  marketplaceFees,
  marketplaceSubscriptionCoveredUntil,
} from './marketplace';

describe('marketplace fees (spec §1, §9: 6% commission plus 2% administration fee)', () => {
  it('takes 6% and 2% of the sale, in cents', () => {
    expect(MARKETPLACE_COMMISSION_PERCENT).toBe(6);
    expect(MARKETPLACE_ADMINISTRATION_FEE_PERCENT).toBe(2);
    expect(marketplaceFees(100_000)).toEqual({
      sale: 100_000,
      commission: 6000,
      administrationFee: 2000,
      total: 8000,
      net: 92_000,
    });
  });

  it('rounds each fee once, half away from zero', () => {
    // 6% of 12.25 € = 73.5 cents -> 74; 2% = 24.5 cents -> 25.
    expect(marketplaceFees(1225)).toMatchObject({
      commission: 74,
      administrationFee: 25,
      net: 1126,
    });
    expect(marketplaceFees(0)).toMatchObject({ total: 0, net: 0 });
  });

  it('refuses negative or fractional sales', () => {
    expect(() => marketplaceFees(-1)).toThrow(RangeError);
    expect(() => marketplaceFees(1.5)).toThrow(RangeError);
  });
});

describe('marketplace subscription (spec §1, §9: paid by the show up to 6 months after)', () => {
  it('is covered until 6 months after the event’s last day, that day included', () => {
    expect(marketplaceSubscriptionCoveredUntil('2025-09-09')).toBe('2026-03-09');
    expect(marketplaceSubscriptionCoveredUntil('2025-08-31')).toBe('2026-02-28');
    expect(isMarketplaceSubscriptionCovered('2025-09-09', '2026-03-09T22:59:59Z')).toBe(true);
    expect(isMarketplaceSubscriptionCovered('2025-09-09', '2026-03-09T23:00:00Z')).toBe(false);
  });
});
