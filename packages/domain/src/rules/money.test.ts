import { describe, expect, it } from 'vitest';
import {
  assertCents,
  divideRounded,
  eurosToCents,
  multiplyCents,
  hasAtMostDecimals,
  percentOf,
  sumCents,
  toScaledInteger,
} from './money';
import { percentSchema } from '../schemas/common';

describe('money in cents (docs/architecture.md "Money", spec §9: amounts to two decimals)', () => {
  it('rounds half away from zero, once, exactly', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(-7n, 3n)).toBe(-2n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('tells a percentage of two decimals at most, as the wire promises (spec §9, schemas percentSchema)', () => {
    for (const ok of [0, 5, 12.5, 33.33, 100, 0.07]) expect(hasAtMostDecimals(ok, 2)).toBe(true);
    // 9.55e-171 and 3.36e-52: found by the conformance run (a quote line stored with a quantity of
    // 9.55e-171 answered 500): not 0, yet under any tolerance for the binary representation.
    const tiny = [9.5500264903031e-171, 3.355409765787321e-52, -1e-300];
    for (const bad of [12.345, 9.450553558953754e-10, 1e-5, Number.NaN, Infinity, ...tiny]) {
      expect(hasAtMostDecimals(bad, 2)).toBe(false);
    }
    expect(percentSchema.safeParse(33.33).success).toBe(true);
    const refused = percentSchema.safeParse(9.450553558953754e-10);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.percent_decimals');
  });

  it('percentOf rounds a half cent away from zero (spec §9)', () => {
    // 5 % of 10.10 € is 0.505 €: 51 cents.
    expect(percentOf(1010, 5)).toBe(51);
    expect(percentOf(-1010, 5)).toBe(-51);
    // 5 % of 10.09 € is 0.5045 €: 50 cents.
    expect(percentOf(1009, 5)).toBe(50);
    expect(percentOf(1999, 5)).toBe(100);
    expect(percentOf(0, 20)).toBe(0);
    expect(percentOf(12_345, 100)).toBe(12_345);
  });

  it('percentOf takes percentages with two decimals, without float drift', () => {
    expect(percentOf(100_000, 33.33)).toBe(33_330);
    expect(percentOf(1, 50)).toBe(1); // 0.5 cent rounds away from zero
    expect(percentOf(3, 33.33)).toBe(1);
    expect(percentOf(1_000_000_000_00, 5.5)).toBe(5_500_000_000);
  });

  it('percentOf refuses more than two decimals, non-integer cents and non-finite input', () => {
    expect(() => percentOf(1000, 33.333)).toThrow(RangeError);
    expect(() => percentOf(10.5, 5)).toThrow(RangeError);
    expect(() => percentOf(1000, Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(Number.POSITIVE_INFINITY, 5)).toThrow(RangeError);
  });

  it('multiplies a unit price by a quantity with up to three decimals', () => {
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(multiplyCents(1999, 12.5)).toBe(24_988); // 24 987.5 rounds up
    expect(multiplyCents(333, 0.125)).toBe(42); // 41.625
    expect(() => multiplyCents(100, 0.0001)).toThrow(RangeError);
  });

  it('sums cents and converts euros', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(eurosToCents(12.3)).toBe(1230);
    expect(eurosToCents(0.07)).toBe(7);
    expect(eurosToCents(1.005 + 0.005)).toBe(101);
    expect(() => eurosToCents(1.001)).toThrow(RangeError);
  });

  it('checks scaled integers and cents', () => {
    expect(toScaledInteger(20, 2)).toBe(2000n);
    expect(() => assertCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => assertCents(1.2)).toThrow(RangeError);
  });
});
