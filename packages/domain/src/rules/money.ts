// Money helpers (docs/architecture.md "Money": money is an integer number of euro cents in code and
// storage; spec §9: prices in euros, amounts to two decimals).
//
// Rounding (spec §9 says 'amounts to two decimals' and nothing more): every computed amount is
// rounded once, half away from zero, to the cent, with exact integer arithmetic (no binary
// floating point in between): 5% of 1 010 cents is 50.5 cents, so 51; of -1 010, -51.

/** An amount in euro cents: a safe integer. */
export type Cents = number;

/** Throws a RangeError unless the value is a safe integer number of cents. */
export function assertCents(value: number, name = 'amount'): asserts value is Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer number of cents, got ${value}`);
  }
}

/** numerator / denominator, rounded half away from zero, exactly. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}

function toSafeNumber(value: bigint): Cents {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount out of the safe integer range');
  return result;
}

/**
 * A number given with at most `decimals` decimals, as an exact integer count of its smallest
 * unit (2 decimals: hundredths). Throws a RangeError for more decimals or a non-finite number.
 */
export function toScaledInteger(value: number, decimals: number, name = 'value'): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
  if (!hasAtMostDecimals(value, decimals)) {
    throw new RangeError(`${name} may have at most ${decimals} decimals, got ${value}`);
  }
  return BigInt(Math.round(value * 10 ** decimals));
}

/**
 * Whether a finite number is written with at most `decimals` decimals, tolerating the binary
 * representation of decimals (33.33 * 100 = 3332.9999999999995): what the wire's percentages
 * promise (schemas/common.ts `percentSchema`) and `percentOf` relies on.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const exact = value * 10 ** decimals;
  const rounded = Math.round(exact);
  // A value that is not 0 but rounds to 0 (9.55e-171) has more decimals than that, however small
  // it is: the tolerance below is for the binary representation of decimals, not for it.
  if (rounded === 0) return value === 0;
  return Math.abs(rounded - exact) <= Math.max(1e-9, Math.abs(exact) * 1e-12);
}

/**
 * `percent` % of an amount in cents, rounded half away from zero to the cent. The percentage may
 * have up to two decimals (33.33 %), as the campaign's installments and discount rates do.
 */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  const hundredths = toScaledInteger(percent, 2, 'percent');
  return toSafeNumber(divideRounded(BigInt(cents) * hundredths, 10_000n));
}

/**
 * A quantity times a unit price in cents, rounded half away from zero to the cent. The quantity
 * may have up to three decimals (12.5 m², 0.125 of a service).
 */
export function multiplyCents(unitPrice: Cents, quantity: number): Cents {
  assertCents(unitPrice, 'unit price');
  const thousandths = toScaledInteger(quantity, 3, 'quantity');
  return toSafeNumber(divideRounded(BigInt(unitPrice) * thousandths, 1000n));
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0n;
  for (const amount of amounts) {
    assertCents(amount);
    total += BigInt(amount);
  }
  return toSafeNumber(total);
}

/** Euros (as typed, up to two decimals) to cents: 12.3 -> 1230. */
export function eurosToCents(euros: number): Cents {
  return toSafeNumber(toScaledInteger(euros, 2, 'euros'));
}
