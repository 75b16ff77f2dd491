import { periodOf, type Period, type PeriodKind } from './periods';
import type { Db } from '../../db/schema';
import { sumRealMoneyNets } from '../games';

export const LOSS_KINDS = ['dailyLoss', 'weeklyLoss', 'monthlyLoss'] as const;
export type LossKind = (typeof LOSS_KINDS)[number];

export const PERIOD_OF: Record<LossKind, PeriodKind> = { dailyLoss: 'day', weeklyLoss: 'week', monthlyLoss: 'month' };

export interface LossUsage {
  period: Period;
  /** Bets minus wins within the period, never below 0 (cents). */
  lossCents: number;
  /** Bets minus wins within the period, below 0 too (cents): what a running total adds to. */
  netCents: number;
}

/**
 * The loss of the current day, week and month in one indexed range scan over the player's game
 * rounds (games' sumRealMoneyNets). Every real-money round counts with its whole bet, cash and
 * promo alike, and its whole win; free-spin rounds cost the player nothing and
 * do not count at all (docs/decisions.md#loss-counting). `laterRound`: whether the player has a
 * round (of any kind) after the current day, i.e. the clock of `now` is behind one that played.
 */
export async function lossInCurrentPeriods(
  db: Db,
  playerId: number,
  now: number,
): Promise<Record<LossKind, LossUsage> & { laterRound: boolean }> {
  const periods = { dailyLoss: periodOf('day', now), weeklyLoss: periodOf('week', now), monthlyLoss: periodOf('month', now) };
  const from = Math.min(periods.weeklyLoss.start, periods.monthlyLoss.start);
  const to = Math.max(periods.weeklyLoss.end, periods.monthlyLoss.end);
  const row = await sumRealMoneyNets(
    db,
    playerId,
    { day: periods.dailyLoss, week: periods.weeklyLoss, month: periods.monthlyLoss },
    { from, to },
    periods.dailyLoss.end,
  );
  const usage = (period: Period, v: unknown): LossUsage => {
    const netCents = Number(v ?? 0);
    return { period, lossCents: Math.max(0, netCents), netCents };
  };
  return {
    dailyLoss: usage(periods.dailyLoss, row?.day),
    weeklyLoss: usage(periods.weeklyLoss, row?.week),
    monthlyLoss: usage(periods.monthlyLoss, row?.month),
    laterRound: row?.later !== null && row?.later !== undefined,
  };
}
