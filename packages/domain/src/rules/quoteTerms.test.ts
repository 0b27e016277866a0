import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index';
import { quoteTotals, toOfferTotals } from './quote';
import {
  QUOTE_VALIDITY_DAYS,
  discountNotice,
  quoteValidUntil,
  standDescription,
} from './quoteTerms';

const lines = [{ quantity: 24, unit_price: 42_000 }];

describe('the stand of a quote in words (spec §3 Opportunity: stand, surface, angles)', () => {
  const say = (stand: string | null, angles: number, lang: 'fr' | 'en') => {
    const { key, values } = standDescription({ stand, surface: 24, angles });
    return translate(key, lang, values);
  };

  it('names the stand number, the surface and the open corners in both languages', () => {
    expect(say('H7-C04', 2, 'fr')).toBe('Stand H7-C04 · 24 m² · 2 angles ouverts');
    expect(say('H7-C04', 2, 'en')).toBe('Stand H7-C04 · 24 m² · 2 open corners');
    expect(say('H7-C04', 1, 'en')).toBe('Stand H7-C04 · 24 m² · 1 open corner');
  });

  it('says a stand without a number is to be allocated, and a stand without corners so', () => {
    expect(say(null, 0, 'fr')).toBe('Stand à attribuer · 24 m² · sans angle ouvert');
    expect(say('  ', 0, 'en')).toBe('Stand to be allocated · 24 m² · no open corner');
  });
});

describe('the discount notice never counts a discount twice (spec §4 Discounts, §9)', () => {
  const rebooking = { kind: 'rebooking', percent: 5, deadline: '2027-02-13' } as const;

  it('says the rebooking discount is already in the totals: nothing more to add', () => {
    const figures = toOfferTotals(quoteTotals({ lines, discount: rebooking }));
    expect(discountNotice(figures, rebooking)).toEqual({
      kind: 'rebooking',
      percent: 5,
      deadline: '2027-02-13',
      counted: 50_400,
      extra: 0,
    });
  });

  it('says only what a validation adds on top of totals computed without it', () => {
    const figures = toOfferTotals(quoteTotals({ lines }));
    expect(discountNotice(figures, rebooking)).toMatchObject({ counted: 0, extra: 50_400 });
  });

  it('adds the difference when the totals count a smaller early-booking rate', () => {
    const second = {
      kind: 'earlyBooking',
      percent: 5,
      deadline: '2027-02-10',
      deadlineName: 'second',
    } as const;
    const figures = toOfferTotals(quoteTotals({ lines, discount: second }));
    const first = {
      ...second,
      percent: 10,
      deadline: '2027-01-10',
      deadlineName: 'first',
    } as const;
    expect(discountNotice(figures, first)).toMatchObject({ counted: 50_400, extra: 50_400 });
  });

  it('is silent when no discount applies', () => {
    const figures = toOfferTotals(quoteTotals({ lines }));
    expect(discountNotice(figures, null)).toBeNull();
  });
});

describe('how long a quote holds (docs/quotes.md "Validity")', () => {
  it(`holds ${QUOTE_VALIDITY_DAYS} days without a discount deadline`, () => {
    expect(quoteValidUntil('2027-01-01', null)).toBe('2027-01-31');
  });

  it('ends with the discount its totals count when that comes sooner (spec §9)', () => {
    expect(quoteValidUntil('2027-01-01', '2027-01-13')).toBe('2027-01-13');
    expect(quoteValidUntil('2027-01-01', '2027-03-01')).toBe('2027-01-31');
  });

  it('never ends before the day it is issued', () => {
    expect(quoteValidUntil('2027-01-01', '2026-12-31')).toBe('2027-01-01');
  });
});
