// The scale seed's randomness (docs/performance.md "The scale seed"): one generator made from the
// seed number, so the same SEED_NUMBER and SCALE write the same rows, ids included.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** True with the probability `p`. */
  chance(p: number): boolean;
  /** A version-4-shaped UUID drawn from the generator (the same every run). */
  uuid(): string;
}

/** mulberry32: small, fast, and good enough to spread rows. */
export function randomFrom(seedNumber: number): Random {
  let state = seedNumber >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (digits: number) => {
    let out = '';
    while (out.length < digits)
      out += Math.floor(next() * 0x10000)
        .toString(16)
        .padStart(4, '0');
    return out.slice(0, digits);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`,
  };
}
