import type { Db } from '../../db/schema';
import { roundSumsByHour } from '../games';
import { periodOf } from '../limits';
import { moneySumsByHour } from '../wallet';
import { noFigures, type Figures } from './figures';
import { readRolledUntil, writePlayDays, type PlayDay } from './store';

/**
 * A player's figures by Helsinki day: read live from the rounds and the ledger's money rows, and
 * rolled up once a day has closed (docs/decisions.md#play-overview-cost).
 */

/**
 * Time played: a round adds the time since the player's round before it when that is at most
 * five minutes; a longer pause ends a spell of play, and the round after it adds nothing
 * (docs/decisions.md#time-played).
 */
export const PLAY_GAP_MS = 5 * 60_000;

/**
 * A day is rolled up an hour after it ended: a money transaction stamps its time when it starts,
 * so one that began before midnight may commit a little after it, never an hour after.
 */
export const ROLLUP_GRACE_MS = 60 * 60_000;

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
 * Rolls up the player's closed days that are not rolled up yet (all of them the first time), and
 * answers where their rolled-up days now end: the start of the last day that ended at least
 * ROLLUP_GRACE_MS ago, or a later point another instance's clock already reached.
 */
export async function rollUpClosedDays(db: Db, playerId: number, now: number): Promise<number> {
  const rolledUntil = await readRolledUntil(db, playerId);
  const closedUntil = periodOf('day', now - ROLLUP_GRACE_MS).start;
  if (rolledUntil !== null && rolledUntil >= closedUntil) return rolledUntil;
  const days = await figuresByDay(db, playerId, rolledUntil ?? 0, closedUntil);
  await writePlayDays(db, playerId, days, closedUntil, now);
  return closedUntil;
}
