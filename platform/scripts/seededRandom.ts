/**
 * A small seeded generator (mulberry32): the same sequence for the same seed, for the scripts that
 * write seed data and histories, and for the tests whose random runs must be replayable.
 */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  /** A number in [0, 1). */
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** An integer in [0, n). */
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
