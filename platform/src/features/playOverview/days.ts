import type { Db } from '../../db/schema';
import { roundSumsByHour } from '../games';
import { periodOf } from '../limits';
import { moneySumsByHour } from '../wallet';
import { noFigures, type Figures } from './figures';
import { addPlayDays, readRolledUp, type PlayDay } from './store';

/**
 * A player's figures by Helsinki day: read live from the rounds and the ledger's money rows, and
 * rolled up into day rows once that time has passed (docs/decisions.md#play-overview-cost).
 */

/**
 * Time played: a round adds the time since the player's round before it when that is at most
 * five minutes; a longer pause ends a spell of play, and the round after it adds nothing
 * (docs/decisions.md#time-played).
 */
const PLAY_GAP_MS = 5 * 60_000;

/**
 * What has passed is rolled up, up to ROLLUP_LAG_MS before now: a money transaction stamps its
 * time when it starts, so one that began a little before a moment may commit a little after it,
 * never ten minutes after.
 */
const ROLLUP_LAG_MS = 10 * 60_000;

/** A roll-up is written when the span read live would be longer than this (at most one write an hour for a player who looks). */
const ROLLUP_EVERY_MS = 60 * 60_000;

/** The player's figures in [from, to) by Helsinki day, days with nothing in them left out, in order: two statements. */
export async function figuresByDay(db: Db, playerId: number, from: number, to: number): Promise<PlayDay[]> {
  const [rounds, money] = await Promise.all([
    roundSumsByHour(db, playerId, from, to, PLAY_GAP_MS),
    moneySumsByHour(db, playerId, from, to),
  ]);
  const days = new Map<number, Figures>();
  const dayOf = (hourStart: number): Figures => {
    const start = periodOf('day', hourStart).start;
    let figures = days.get(start);
    if (!figures) days.set(start, (figures = noFigures()));
    return figures;
  };
  for (const r of rounds) {
    const f = dayOf(r.hourStart);
    f.betCashCents += r.betCashCents;
    f.betPromoCents += r.betPromoCents;
    f.winCashCents += r.winCashCents;
    f.winPromoCents += r.winPromoCents;
    f.freeSpinWinCents += r.freeSpinWinCents;
    f.rounds += r.rounds;
    f.freeSpinRounds += r.freeSpinRounds;
    f.playedMs += r.playedMs;
  }
  for (const m of money) {
    const f = dayOf(m.hourStart);
    if (m.kind === 'deposit') f.depositCents += m.amountCents;
    else if (m.kind === 'withdrawal') f.withdrawalCents -= m.amountCents;
    else if (m.kind === 'withdrawal_cancel') f.withdrawalCancelCents += m.amountCents;
    else f.jackpotWinCents += m.amountCents;
  }
  return [...days].sort(([a], [b]) => a - b).map(([dayStart, figures]) => ({ dayStart, figures }));
}

/**
 * The player's day rows of the range and where their figures end. When the span not rolled up yet
 * is longer than ROLLUP_EVERY_MS (or nothing is, the first time), what they did up to
 * ROLLUP_LAG_MS ago is rolled up first; the rest, at most about an hour and ten minutes of play,
 * is the overview's to read live.
 */
export async function rolledUpDays(db: Db, playerId: number, range: { start: number; end: number }, now: number) {
  const read = () => readRolledUp(db, playerId, range.start, range.end);
  const kept = await read();
  const until = now - ROLLUP_LAG_MS;
  if (kept.rolledUntil !== null && kept.rolledUntil >= until - ROLLUP_EVERY_MS) return { rolledUntil: kept.rolledUntil, days: kept.days };
  const days = await figuresByDay(db, playerId, kept.rolledUntil ?? 0, until);
  // Added, or another request rolled up first: either way the rows are read again with their cursor.
  await addPlayDays(db, playerId, days, kept.rolledUntil, until, now);
  const rolled = await read();
  return { rolledUntil: rolled.rolledUntil ?? until, days: rolled.days };
}
