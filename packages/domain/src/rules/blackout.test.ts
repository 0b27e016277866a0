import { describe, expect, it } from 'vitest';
import {
  applicablePaymentBlackouts,
  DEFAULT_PAYMENT_BLACKOUT_WINDOWS,
  isOnlinePaymentAvailable,
  parsePaymentBlackoutWindows,
  paymentBlackoutAt,
  paymentBlackoutNotice,
  paymentBlackoutWindowSchema,
} from './blackout';

describe('online-payment blackout (spec §1, §9: 28 December 2024 to 1 January 2025)', () => {
  it('has the spec’s window by default', () => {
    expect(DEFAULT_PAYMENT_BLACKOUT_WINDOWS).toEqual([{ start: '2024-12-28', end: '2025-01-01' }]);
  });

  it('opens at 28 December 00:00 in Paris, that is 2024-12-27T23:00:00Z', () => {
    expect(isOnlinePaymentAvailable('2024-12-27T22:59:59Z')).toBe(true);
    expect(isOnlinePaymentAvailable('2024-12-27T23:00:00Z')).toBe(false);
  });

  it('lasts the whole of 1 January in Paris and closes at 2025-01-01T23:00:00Z', () => {
    expect(isOnlinePaymentAvailable('2025-01-01T22:59:59Z')).toBe(false);
    expect(isOnlinePaymentAvailable('2025-01-01T23:00:00Z')).toBe(true);
  });

  it('returns the window in force, with its instants, for the notice', () => {
    const window = paymentBlackoutAt(new Date('2024-12-30T10:00:00Z'));
    expect(window?.start).toBe('2024-12-28');
    expect(window?.end).toBe('2025-01-01');
    expect(window?.opensAt.toISOString()).toBe('2024-12-27T23:00:00.000Z');
    expect(window?.closesAt.toISOString()).toBe('2025-01-01T23:00:00.000Z');
    expect(paymentBlackoutAt('2025-02-01T10:00:00Z')).toBeNull();
  });

  it('takes configured windows instead of the default', () => {
    const windows = [
      { start: '2025-12-27', end: '2026-01-01' },
      { start: '2026-08-01', end: '2026-08-15' },
    ];
    expect(isOnlinePaymentAvailable('2024-12-30T10:00:00Z', windows)).toBe(true);
    expect(paymentBlackoutAt('2026-08-10T10:00:00Z', windows)?.start).toBe('2026-08-01');
    expect(isOnlinePaymentAvailable('2024-12-30T10:00:00Z', [])).toBe(true);
  });

  it('announces a window 30 days ahead, and the one in force', () => {
    expect(paymentBlackoutNotice('2024-11-27T12:00:00Z')).toBeNull();
    expect(paymentBlackoutNotice('2024-11-28T12:00:00Z')?.start).toBe('2024-12-28');
    expect(paymentBlackoutNotice('2024-12-29T12:00:00Z')?.start).toBe('2024-12-28');
    expect(paymentBlackoutNotice('2025-01-02T12:00:00Z')).toBeNull();
    expect(paymentBlackoutNotice('2024-12-20T12:00:00Z', undefined, 5)).toBeNull();
  });

  it('reads windows from configuration text', () => {
    expect(parsePaymentBlackoutWindows('2024-12-28..2025-01-01, 2025-12-27..2026-01-01')).toEqual([
      { start: '2024-12-28', end: '2025-01-01' },
      { start: '2025-12-27', end: '2026-01-01' },
    ]);
    expect(parsePaymentBlackoutWindows('  ')).toEqual([]);
    for (const bad of [
      '2025-01-01',
      '2025-01-02..2025-01-01',
      '2025-02-30..2025-03-01',
      'a..b..c',
    ]) {
      expect(() => parsePaymentBlackoutWindows(bad), bad).toThrow(RangeError);
    }
  });

  it('refuses a window with an invalid date as a typed failure, never an exception (spec §5)', () => {
    for (const window of [
      { start: 'x', end: '2025-01-02' },
      { start: '2025-01-01', end: 'not a date' },
      { start: '2025-02-30', end: '2025-13-01' },
    ]) {
      const parsed = paymentBlackoutWindowSchema.safeParse(window);
      expect(parsed.success, JSON.stringify(window)).toBe(false);
    }
    const reversed = paymentBlackoutWindowSchema.safeParse({
      start: '2025-01-02',
      end: '2025-01-01',
    });
    expect(reversed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['end'], 'validation.invalid'],
    ]);
  });

  it('publishes the windows in force and to come, by first day, the past ones left out (spec §1, §9)', () => {
    const windows = [
      { start: '2025-12-27', end: '2026-01-01' },
      { start: '2024-12-28', end: '2025-01-01' },
      { start: '2025-08-01', end: '2025-08-03' },
    ];
    // 1 January 2025, 23:30 in Paris: the spec's window still applies, its last day.
    expect(applicablePaymentBlackouts('2025-01-01T22:30:00Z', windows)).toEqual([
      { start: '2024-12-28', end: '2025-01-01' },
      { start: '2025-08-01', end: '2025-08-03' },
      { start: '2025-12-27', end: '2026-01-01' },
    ]);
    // The next day in Paris: it is over.
    expect(applicablePaymentBlackouts('2025-01-01T23:00:00Z', windows)).toEqual([
      { start: '2025-08-01', end: '2025-08-03' },
      { start: '2025-12-27', end: '2026-01-01' },
    ]);
    expect(applicablePaymentBlackouts('2026-01-02T12:00:00Z', windows)).toEqual([]);
  });
});
