import { createHash } from 'node:crypto';
import type { Rng } from './engine';

/**
 * Seeded slot draws for the sandbox (docs/decisions.md#seeded-slot-rounds): the admin gives a
 * player a seed, and from then on that player's real-money rounds on this instance draw their
 * reel stops from it, in order, instead of from crypto.randomInt. Tests on the money path then
 * play exact, known rounds. Like the sandbox clock it is per instance and kept in memory, so the
 * spin's hot path pays one map lookup and no statement.
 */

/** The largest seed the admin endpoint takes. */
export const MAX_SLOT_SEED = 2 ** 31 - 1;

/** Draw `n` of round `round` of a seed, below `maxExclusive`: sha256 of "seed:round:n", its first 48 bits. */
function seededDraw(seed: number, round: number, n: number, maxExclusive: number): number {
  const digest = createHash('sha256').update(`${seed}:${round}:${n}`).digest();
  // 48 bits against at most 30 stops: the modulo bias is below 1e-13.
  return digest.readUIntBE(0, 6) % maxExclusive;
}

interface SeededPlayer {
  seed: number;
  /** Rounds played from the seed so far. */
  rounds: number;
}

/** Seeded players per database handle (one per instance), as the launches kept in service.ts. */
const seeded = new WeakMap<object, Map<number, SeededPlayer>>();

/** Sets (or with null, clears) a player's seed; the next round is the seed's round 0. */
export function setSlotSeed(db: object, playerId: number, seed: number | null): void {
  let players = seeded.get(db);
  if (!players) seeded.set(db, (players = new Map()));
  if (seed === null) players.delete(playerId);
  else players.set(playerId, { seed, rounds: 0 });
}

/**
 * The draws of a seeded player's next round, or undefined (the engine's random draws). The round
 * is taken on the first call; each call starts again at its first draw, so a round whose
 * transaction is run again draws the same reels.
 */
export function seededRound(db: object, playerId: number): (() => Rng) | undefined {
  const player = seeded.get(db)?.get(playerId);
  if (!player) return undefined;
  let round: number | undefined;
  return () => {
    round ??= player.rounds++;
    const taken = round;
    let n = 0;
    return (maxExclusive) => seededDraw(player.seed, taken, n++, maxExclusive);
  };
}
