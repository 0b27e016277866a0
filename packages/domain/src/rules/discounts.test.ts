import { describe, expect, it } from 'vitest';
import { earlyBooking } from '../fixtures/earlyBooking';
import type { Campaign } from '../schemas/campaign';
import {
  REBOOKING_DISCOUNT_PERCENT,
  applicableDiscount,
  currentEarlyBookingDeadline,
  isRebookingDiscountOpen,
  upcomingEarlyBookingDeadlines,
} from './discounts';

type DiscountCampaign = Pick<Campaign, 'end_rebooking' | 'early_booking'>;

const campaign = (overrides: Partial<DiscountCampaign> = {}): DiscountCampaign => ({
  end_rebooking: { enable: true, date: '2025-03-15' },
  early_booking: earlyBooking({
    first: ['2025-03-31', 10],
    second: ['2025-04-30', 7.5],
    last: ['2025-05-31', 5],
  }),
  ...overrides,
});

const rebooking = { rebooking: true };
const newcomer = { rebooking: false };

describe('rebooking discount (spec §1, §4 Discounts, §9)', () => {
  it('is 5% for a rebooking while end_rebooking is enabled and not passed (spec §9)', () => {
    expect(REBOOKING_DISCOUNT_PERCENT).toBe(5);
    expect(applicableDiscount(rebooking, campaign(), '2025-03-01T10:00:00Z')).toEqual({
      kind: 'rebooking',
      percent: 5,
      deadline: '2025-03-15',
    });
  });

  it('holds the whole deadline day in Paris and ends the next day (spec §4)', () => {
    // 15 March 23:59 in Paris is 22:59 UTC (winter time).
    expect(isRebookingDiscountOpen(campaign(), '2025-03-15T22:59:59Z')).toBe(true);
    expect(isRebookingDiscountOpen(campaign(), '2025-03-15T23:00:00Z')).toBe(false);
    expect(applicableDiscount(rebooking, campaign(), '2025-03-15T23:00:00Z')).toBeNull();
  });

  it('does not apply when end_rebooking is disabled (spec §4)', () => {
    const disabled = campaign({ end_rebooking: { enable: false, date: '2099-01-01' } });
    expect(applicableDiscount(rebooking, disabled, '2025-01-01T10:00:00Z')).toBeNull();
  });

  it('has no end when end_rebooking is enabled without a date', () => {
    const open = campaign({ end_rebooking: { enable: true, date: null } });
    expect(applicableDiscount(rebooking, open, '2030-01-01T10:00:00Z')).toEqual({
      kind: 'rebooking',
      percent: 5,
      deadline: null,
    });
  });

  it('never gives a rebooking the early-booking discount (spec §4)', () => {
    const closed = campaign({ end_rebooking: { enable: false, date: null } });
    expect(applicableDiscount(rebooking, closed, '2025-03-01T10:00:00Z')).toBeNull();
  });
});

describe('early-booking discount (spec §4 Discounts, §9: three deadlines)', () => {
  it('uses the rate of the first deadline not yet passed', () => {
    expect(applicableDiscount(newcomer, campaign(), '2025-02-01T10:00:00Z')).toEqual({
      kind: 'earlyBooking',
      percent: 10,
      deadline: '2025-03-31',
      deadlineName: 'first',
    });
    expect(applicableDiscount(newcomer, campaign(), '2025-04-01T10:00:00Z')).toMatchObject({
      percent: 7.5,
      deadlineName: 'second',
    });
    expect(applicableDiscount(newcomer, campaign(), '2025-05-31T21:59:59Z')).toMatchObject({
      percent: 5,
      deadlineName: 'last',
    });
  });

  it('counts each deadline day in full in Paris (summer time)', () => {
    // 30 April 23:59:59 in Paris is 21:59:59 UTC.
    expect(currentEarlyBookingDeadline(campaign(), '2025-04-30T21:59:59Z')?.name).toBe('second');
    expect(currentEarlyBookingDeadline(campaign(), '2025-04-30T22:00:00Z')?.name).toBe('last');
  });

  it('gives none after the last deadline', () => {
    expect(applicableDiscount(newcomer, campaign(), '2025-05-31T22:00:00Z')).toBeNull();
  });

  it('gives none when early_booking is disabled or has no deadline', () => {
    const disabled = campaign({ early_booking: { ...campaign().early_booking, enable: false } });
    expect(applicableDiscount(newcomer, disabled, '2025-02-01T10:00:00Z')).toBeNull();
    const empty = campaign({ early_booking: { enable: true, date: null, deadlines: [] } });
    expect(applicableDiscount(newcomer, empty, '2025-02-01T10:00:00Z')).toBeNull();
  });

  it('reads deadlines in date order whatever their order on the wire', () => {
    const { early_booking } = campaign();
    const [first, second, last] = early_booking.deadlines;
    const shuffled = campaign({
      early_booking: { ...early_booking, deadlines: [last, first, second] },
    });
    expect(currentEarlyBookingDeadline(shuffled, '2025-01-01T00:00:00Z')?.name).toBe('first');
  });

  it('lists the deadlines still ahead in date order, the one in force first (spec §9)', () => {
    const { early_booking } = campaign();
    const [first, second, last] = early_booking.deadlines;
    const shuffled = campaign({
      early_booking: { ...early_booking, deadlines: [last, first, second] },
    });
    const names = (now: string) =>
      upcomingEarlyBookingDeadlines(shuffled, now).map((deadline) => deadline.name);
    expect(names('2025-01-01T00:00:00Z')).toEqual(['first', 'second', 'last']);
    // 31 March 23:59:59 in Paris is 21:59:59 UTC: the first deadline's day still counts.
    expect(names('2025-03-31T21:59:59Z')).toEqual(['first', 'second', 'last']);
    expect(names('2025-03-31T22:00:00Z')).toEqual(['second', 'last']);
    expect(names('2025-05-31T22:00:00Z')).toEqual([]);
    const disabled = campaign({ early_booking: { ...early_booking, enable: false } });
    expect(upcomingEarlyBookingDeadlines(disabled, '2025-01-01T00:00:00Z')).toEqual([]);
  });

  it('gives none for a deadline whose rate is 0', () => {
    const zero = campaign({ early_booking: earlyBooking({ first: ['2025-03-31', 0] }) });
    expect(applicableDiscount(newcomer, zero, '2025-02-01T00:00:00Z')).toBeNull();
  });
});
