import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent, toCalendarDate } from './format';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('money (docs/architecture.md "Money": cents, EUR, two decimals, locale of the UI)', () => {
  it('formats cents in French with the euro sign after the amount (docs/design.md "Principles")', () => {
    expect(spaces(formatMoney(1_234_560, 'fr'))).toBe('12 345,60 €');
  });

  it('formats cents in English with the euro sign before the amount (docs/design.md "Principles")', () => {
    expect(formatMoney(1_234_560, 'en')).toBe('€12,345.60');
  });

  it('always shows two decimals (spec §9)', () => {
    expect(formatMoney(100, 'en')).toBe('€1.00');
    expect(spaces(formatMoney(5, 'fr'))).toBe('0,05 €');
    expect(spaces(formatMoney(-47_120, 'fr'))).toBe('-471,20 €');
  });

  it('formats a share in percent', () => {
    expect(spaces(formatPercent(30, 'fr'))).toBe('30 %');
    expect(formatPercent(5, 'en')).toBe('5%');
  });
});

describe('dates (docs/architecture.md "Dates": calendar dates in Europe/Paris, locale of the UI)', () => {
  it('formats a calendar date without shifting the day', () => {
    expect(formatDate('2026-03-15', 'fr')).toBe('15 mars 2026');
    expect(formatDate('2026-03-15', 'en')).toBe('15 March 2026');
    expect(formatDate('2026-01-01', 'en', 'medium')).toBe('1 Jan 2026');
  });

  it('shows a timestamp as its Europe/Paris day', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2024-12-31T23:30:00Z', 'en')).toBe('1 January 2025');
    expect(toCalendarDate('2024-12-31T23:30:00Z')).toBe('2025-01-01');
    expect(toCalendarDate('2025-06-01')).toBe('2025-06-01');
  });

  it('keeps a formatter per locale, style and zone: calls in turn do not mix them up (docs/performance.md "Fifth pass")', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatDate('2026-03-15', 'fr')).toBe('15 mars 2026');
      expect(formatDate('2026-03-15', 'en', 'medium')).toBe('15 Mar 2026');
      expect(formatDate('2026-03-15', 'fr', 'short')).toBe('15/03/2026');
      expect(formatDate('2024-12-31T23:30:00Z', 'fr')).toBe('1 janvier 2025');
      expect(formatMoney(100, 'en')).toBe('€1.00');
      expect(formatPercent(5, 'en')).toBe('5%');
    }
  });

  it('returns an unparseable value as given rather than "Invalid Date"', () => {
    expect(formatDate('soon', 'fr')).toBe('soon');
  });
});
