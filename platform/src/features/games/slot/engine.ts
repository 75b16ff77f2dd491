import { randomInt } from 'node:crypto';

/**
 * The sandbox slot: 5 reels x 3 rows, 10 paylines, line wins of 3, 4 or 5 equal symbols from
 * the leftmost reel. Every reel strip has the same symbol counts (in a different order), so the
 * return to player is exact and simple: see exactRtp() (about 96.03 %).
 */

export const SYMBOLS = ['C', 'L', 'G', 'B', 'S', 'D', '7'] as const;
export type SymbolId = (typeof SYMBOLS)[number];

/** Symbols per reel strip (30 stops). */
export const SYMBOL_COUNTS: Record<SymbolId, number> = { C: 9, L: 7, G: 5, B: 4, S: 3, D: 1, '7': 1 };

/** Pays for 3, 4 and 5 of a kind, in line bets (a line bet is a tenth of the bet). */
export const PAYTABLE: Record<SymbolId, [number, number, number]> = {
  C: [6, 20, 80],
  L: [10, 25, 100],
  G: [18, 60, 200],
  B: [25, 90, 400],
  S: [50, 200, 1000],
  D: [150, 1000, 5000],
  '7': [200, 1500, 10000],
};

const REELS = 5;

/** Row (0 top, 2 bottom) of each reel per payline. */
export const PAYLINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Bets the player can choose, in cents (0.10 to 10 EUR); all are multiples of 10 lines. */
export const BET_STEPS_CENTS = [10, 20, 50, 100, 200, 500, 1000];

/** A deterministic shuffle (seeded LCG) so the strips are fixed and differ per reel. */
function strip(seed: number): SymbolId[] {
  const out: SymbolId[] = [];
  for (const s of SYMBOLS) for (let i = 0; i < SYMBOL_COUNTS[s]; i++) out.push(s);
  let x = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const REEL_STRIPS: SymbolId[][] = [11, 23, 37, 41, 53].map(strip);

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: SymbolId;
  count: number;
  /** In line bets. */
  multiplier: number;
}

/** The pay of one line's five symbols (left to right), or null. */
export function evaluateLine(symbols: readonly SymbolId[]): { symbol: SymbolId; count: number; multiplier: number } | null {
  const first = symbols[0];
  let count = 1;
  while (count < symbols.length && symbols[count] === first) count++;
  if (count < 3) return null;
  return { symbol: first, count, multiplier: PAYTABLE[first][count - 3] };
}

/** The visible window: grid[reel][row]. */
export function windowAt(stops: readonly number[]): SymbolId[][] {
  return REEL_STRIPS.map((s, r) => [0, 1, 2].map((row) => s[(stops[r] + row) % s.length]));
}

function evaluateGrid(grid: SymbolId[][]): { wins: LineWin[]; multiplier: number } {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, i) => {
    const w = evaluateLine(rows.map((row, reel) => grid[reel][row]));
    if (w) wins.push({ line: i + 1, ...w });
  });
  return { wins, multiplier: wins.reduce((s, w) => s + w.multiplier, 0) };
}

export type Rng = (maxExclusive: number) => number;

export interface SpinOutcome {
  stops: number[];
  grid: SymbolId[][];
  wins: LineWin[];
  /** Total pay in line bets. */
  multiplier: number;
}

/** One spin: a uniform stop per reel from crypto.randomInt (or the given generator). */
export function spinReels(rng: Rng = (n) => randomInt(n)): SpinOutcome {
  const stops = REEL_STRIPS.map((s) => rng(s.length));
  const grid = windowAt(stops);
  return { stops, grid, ...evaluateGrid(grid) };
}

/** Win in cents of an outcome for a bet (integer: bets are multiples of 10 cents). */
export const winCents = (outcome: { multiplier: number }, betCents: number): number => (outcome.multiplier * betCents) / PAYLINES.length;

/**
 * The exact return to player as a fraction. Each payline sees, on every reel, a symbol drawn
 * with the strip's symbol frequencies, independently per reel (uniform stops), so the expected
 * pay of a line is the weighted sum of evaluateLine over all symbol combinations; the bet is
 * 10 line bets over 10 lines, so RTP = expected pay of one line in line bets.
 */
export function exactRtp(): { numerator: bigint; denominator: bigint; value: number } {
  const lengths = REEL_STRIPS.map((s) => s.length);
  const counts = REEL_STRIPS.map((s) => {
    const m = new Map<SymbolId, number>();
    for (const x of s) m.set(x, (m.get(x) ?? 0) + 1);
    return [...m.entries()];
  });
  let numerator = 0n;
  const combo: SymbolId[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === REELS) {
      const w = evaluateLine(combo);
      if (w) numerator += weight * BigInt(w.multiplier);
      return;
    }
    for (const [sym, n] of counts[reel]) {
      combo[reel] = sym;
      walk(reel + 1, weight * BigInt(n));
    }
  };
  walk(0, 1n);
  const denominator = lengths.reduce((d, l) => d * BigInt(l), 1n);
  return { numerator, denominator, value: Number((numerator * 10n ** 12n) / denominator) / 1e12 };
}
