import fc from 'fast-check';
import { seededRandom } from '../../scripts/seededRandom';
import {
  BET_STEPS_CENTS,
  PAYLINES,
  PAYTABLE,
  REEL_STRIPS,
  SYMBOLS,
  SYMBOL_COUNTS,
  evaluateLine,
  exactRtp,
  spinReels,
  windowAt,
  winCents,
  type SymbolId,
} from '../../src/features/games/slot/engine';

/** A seeded generator so the Monte Carlo check is reproducible: an integer in [0, n). */
const seeded = (seed: number) => seededRandom(seed).below;

describe('sandbox slot engine', () => {
  it('every reel strip holds the same 30 symbols', () => {
    expect(REEL_STRIPS).toHaveLength(5);
    for (const strip of REEL_STRIPS) {
      expect(strip).toHaveLength(30);
      for (const s of SYMBOLS) expect(strip.filter((x) => x === s)).toHaveLength(SYMBOL_COUNTS[s]);
    }
    expect(new Set(REEL_STRIPS.map((s) => s.join(''))).size).toBe(5);
    expect(PAYLINES).toHaveLength(10);
  });

  it('the exact RTP from the reel strips and the paytable is 96.03 % (two independent computations)', () => {
    const rtp = exactRtp();
    // Enumeration of every symbol combination of one line, weighted by the strips' counts.
    expect(rtp.denominator).toBe(30n ** 5n);
    expect(rtp.numerator).toBe(23335675n);
    expect(rtp.value).toBeCloseTo(0.9603158, 6);
    // Closed form: P(first k equal to s, the next one not) with the symbol frequencies.
    let closed = 0n;
    const L = 30n;
    for (const s of SYMBOLS) {
      const c = BigInt(SYMBOL_COUNTS[s]);
      const [p3, p4, p5] = PAYTABLE[s].map(BigInt);
      closed += c ** 3n * (L - c) * L * p3 + c ** 4n * (L - c) * p4 + c ** 5n * p5;
    }
    expect(closed).toBe(rtp.numerator);
  });

  it('Monte Carlo (seeded, 300 000 spins) agrees with the exact RTP', () => {
    const rng = seeded(20261122);
    let paid = 0;
    let hits = 0;
    const N = 300_000;
    for (let i = 0; i < N; i++) {
      const o = spinReels(rng);
      paid += o.multiplier;
      if (o.multiplier > 0) hits++;
    }
    const rtp = paid / 10 / N;
    expect(Math.abs(rtp - exactRtp().value)).toBeLessThan(0.04);
    // About a third of the spins win something (10 lines, each ~4.8 %).
    expect(hits / N).toBeGreaterThan(0.3);
    expect(hits / N).toBeLessThan(0.45);
  });

  it('spins with crypto.randomInt stay on the strips', () => {
    for (let i = 0; i < 2000; i++) {
      const o = spinReels();
      o.stops.forEach((s) => expect(s >= 0 && s < 30).toBe(true));
    }
  });

  it('property: every outcome pays exactly its winning lines, in whole cents for every bet', () => {
    const stops = fc.tuple(...Array.from({ length: 5 }, () => fc.integer({ min: 0, max: 29 })));
    fc.assert(
      fc.property(stops, fc.constantFrom(...BET_STEPS_CENTS), (st, bet) => {
        let i = 0;
        const o = spinReels(() => st[i++]);
        expect(o.stops).toEqual(st);
        expect(o.grid).toEqual(windowAt(st));
        let expected = 0;
        PAYLINES.forEach((rows, li) => {
          const symbols = rows.map((row, reel) => o.grid[reel][row]);
          let n = 1;
          while (n < 5 && symbols[n] === symbols[0]) n++;
          const w = o.wins.find((x) => x.line === li + 1);
          if (n >= 3) {
            expect(w).toEqual({ line: li + 1, symbol: symbols[0], count: n, multiplier: PAYTABLE[symbols[0]][n - 3] });
            expected += PAYTABLE[symbols[0]][n - 3];
          } else {
            expect(w).toBeUndefined();
          }
        });
        expect(o.multiplier).toBe(expected);
        const cents = winCents(o, bet);
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('property: evaluateLine pays only runs of 3+ from the left', () => {
    const sym = fc.constantFrom(...(SYMBOLS as readonly SymbolId[]));
    fc.assert(
      fc.property(fc.array(sym, { minLength: 5, maxLength: 5 }), (line) => {
        const w = evaluateLine(line);
        if (line[0] !== line[1] || line[1] !== line[2]) expect(w).toBeNull();
        else expect(w?.count).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 300 },
    );
  });
});
