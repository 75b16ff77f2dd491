import { CENTS_PER_POINT, LEVELS, type Level, type Programme } from './rules';
import type { Db, Trx } from '../../db/schema';
import { periodOf } from '../limits';
import { addCounted, addToLive, closeLive, creditedLevels, openLiveRows, type OpeningRow } from './store/progress';

/**
 * Progress of the point programmes: the bonus game (for good), the gold rush (per Helsinki
 * week) and loyalty (for good). Each counts real-money turnover in cents; a point is
 * CENTS_PER_POINT of it. Level rewards are credited once (bonus_reward_credit).
 *
 * A round writes no progress (docs/decisions.md#progress-from-turnover): each programme has at
 * most one live row, its latest period's, whose count is `counted_cents` plus the wallet's
 * real-money turnover (`total_turnover_cents`, raised by exactly the bets the programmes count)
 * since `turnover_base_cents`. A round writes only when its period has no live row yet (the first
 * round of a gold rush week, or of a row kept before 0017): the previous live row is closed at
 * the turnover so far and the round's row opens at it.
 */
export type ProgressProgramme = Programme | 'loyalty';

/** The programmes' stored counts and credited levels (./store/progress.ts), for the programmes' own modules. */
export { addCounted, creditedLevels, markCredited, readProgress, spendPoints } from './store/progress';

/** The period a programme counts in at `now`: 'all', or the gold rush week's Monday (epoch ms). */
export function periodKey(programme: ProgressProgramme, now: number): string {
  return programme === 'goldRush' ? String(periodOf('week', now).start) : 'all';
}

/** A round's counting for one programme: its period and, read in the round, the period of the programme's live row. */
export interface RoundCount {
  programme: ProgressProgramme;
  period: string;
  livePeriod: string | null;
}

/**
 * Counts a real-money bet toward the programmes. `turnoverBefore` is the locked wallet's
 * total_turnover_cents before the bet, which the round raises by `betCents`. Nothing is written
 * for a programme whose live row is the round's period. Otherwise a later period opens (the live
 * row closes at turnoverBefore); a round whose clock is behind the live period counts into its
 * own (closed) row and takes the bet back from the live row's count.
 */
export async function countRound(
  trx: Trx,
  playerId: number,
  counts: RoundCount[],
  turnoverBefore: number,
  betCents: number,
  now: number,
): Promise<void> {
  const opening: RoundCount[] = [];
  for (const c of counts) {
    if (c.livePeriod === c.period) continue;
    if (c.livePeriod !== null && Number(c.period) < Number(c.livePeriod)) {
      await addCounted(trx, playerId, c.programme, c.period, betCents, now);
      await addToLive(trx, { playerId, programme: c.programme, period: c.livePeriod, cents: -betCents, now });
      continue;
    }
    if (c.livePeriod !== null)
      await closeLive(trx, { playerId, programme: c.programme, period: c.livePeriod, turnover: turnoverBefore, now });
    opening.push(c);
  }
  if (opening.length > 0) {
    const rows = opening.map((c): OpeningRow => ({
      player_id: playerId,
      programme: c.programme,
      period: c.period,
      counted_cents: 0,
      spent_points: 0,
      turnover_base_cents: turnoverBefore,
      updated_at: now,
    }));
    await openLiveRows(trx, rows, now);
  }
}

export const pointsOf = (cents: number): number => Math.floor(cents / CENTS_PER_POINT);

/** Levels reached between two counts that were not credited yet. */
export async function crossedLevels(
  db: Db,
  playerId: number,
  programme: Programme,
  period: string,
  beforeCents: number,
  afterCents: number,
): Promise<Level[]> {
  const reached = LEVELS[programme].filter((l) => pointsOf(afterCents) >= l.points && pointsOf(beforeCents) < l.points);
  if (reached.length === 0) return [];
  const credited = await creditedLevels(db, playerId, programme, period);
  return reached.filter((l) => !credited.has(l.level));
}
