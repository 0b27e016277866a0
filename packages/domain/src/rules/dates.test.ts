import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  isCalendarDate,
  isDeadlinePassed,
  isWithinDates,
  parisDate,
  parisDayStart,
  parisOffsetMs,
  toEpochMs,
} from './dates';

describe('calendar dates in Europe/Paris (docs/architecture.md "Dates", spec §9)', () => {
  it('gives the Paris date of an instant, across midnight UTC', () => {
    expect(parisDate(new Date('2024-12-27T22:59:59Z'))).toBe('2024-12-27');
    expect(parisDate(new Date('2024-12-27T23:00:00Z'))).toBe('2024-12-28');
    // Summer time: UTC+2.
    expect(parisDate('2025-06-30T21:59:59Z')).toBe('2025-06-30');
    expect(parisDate('2025-06-30T22:00:00Z')).toBe('2025-07-01');
    expect(parisDate(Date.UTC(2025, 0, 1, 12))).toBe('2025-01-01');
  });

  it('knows the Paris offset in winter and summer', () => {
    expect(parisOffsetMs('2025-01-15T12:00:00Z')).toBe(3_600_000);
    expect(parisOffsetMs('2025-07-15T12:00:00Z')).toBe(7_200_000);
  });

  it('finds the instant a Paris day begins, on both sides of a clock change', () => {
    expect(parisDayStart('2024-12-28').toISOString()).toBe('2024-12-27T23:00:00.000Z');
    expect(parisDayStart('2025-07-01').toISOString()).toBe('2025-06-30T22:00:00.000Z');
    // 30 March 2025: clocks go forward at 02:00; the day still began at 00:00 CET.
    expect(parisDayStart('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(parisDayStart('2025-03-31').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    // 26 October 2025: clocks go back at 03:00.
    expect(parisDayStart('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(parisDayStart('2025-10-27').toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });

  it('counts a deadline day in full (docs/architecture.md "Dates")', () => {
    expect(isDeadlinePassed('2025-03-15', '2025-03-15T22:59:59Z')).toBe(false);
    expect(isDeadlinePassed('2025-03-15', '2025-03-15T23:00:00Z')).toBe(true);
    expect(isDeadlinePassed('2025-03-15', '2025-03-14T10:00:00Z')).toBe(false);
  });

  it('checks a date range with both ends included', () => {
    expect(isWithinDates('2025-01-10T12:00:00Z', '2025-01-10', '2025-01-20')).toBe(true);
    expect(isWithinDates('2025-01-20T22:59:00Z', '2025-01-10', '2025-01-20')).toBe(true);
    expect(isWithinDates('2025-01-20T23:00:00Z', '2025-01-10', '2025-01-20')).toBe(false);
    expect(isWithinDates('2025-01-09T22:59:00Z', '2025-01-10', '2025-01-20')).toBe(false);
  });

  it('does calendar arithmetic', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-09-09', 6)).toBe('2026-03-09');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
    expect(daysBetween('2024-12-28', '2025-01-01')).toBe(4);
    expect(daysBetween('2025-01-01', '2024-12-28')).toBe(-4);
    expect(compareDates('2025-01-01', '2024-12-31')).toBe(1);
    expect(compareDates('2025-01-01', '2025-01-01')).toBe(0);
  });

  it('refuses malformed dates and instants', () => {
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isCalendarDate(20250101)).toBe(false);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
    expect(() => toEpochMs('not a date')).toThrow(RangeError);
    expect(() => toEpochMs(new Date(Number.NaN))).toThrow(RangeError);
  });
});
