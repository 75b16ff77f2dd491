import type { Trx } from '../../db/schema';
import { periodOf } from './periods';
import { LOSS_KINDS, PERIOD_OF, type LossKind, type LossUsage } from './lossUsage';
import { lossTotalsOfRead, writeLossTotals as writeTotalsRow, type PeriodNet, type TotalsRow } from './store/lossTotals';

/**
 * Running loss totals (docs/decisions.md#loss-totals): the rounds of a player with a loss limit
 * keep their day's, week's and month's net (bets minus wins of real-money rounds) on
 * player_loss_total, so that a round reads three numbers instead of summing the month's rounds.
 * The row is exact while its `turnover_cents` is the wallet's total turnover before the round:
 * every real-money bet raises that (under the wallet lock), so a round that did not write the row
 * (played without a limit) leaves another value and the next round sums the rounds again. Each
 * kind's start is the latest period any counted round fell in; a round whose clock is behind
 * (another instance's) never moves it back.
 */

export type LossBase = Record<LossKind, PeriodNet>;

/** The row's columns for the round's first read (named limits_total_*; the doors' reads take them, ./checks.ts). */
export { lossTotalReads } from './store/lossTotals';

/** The kept totals when they count every real-money round of the player (their turnover is the wallet's), else undefined. */
export function keptLossBase(reads: Record<string, unknown>, walletTurnoverCents: number): LossBase | undefined {
  const kept = lossTotalsOfRead(reads);
  if (kept.turnoverCents !== walletTurnoverCents) return undefined;
  const base = {} as LossBase;
  for (const k of LOSS_KINDS) base[k] = kept.totals[PERIOD_OF[k]];
  return base;
}

/**
 * The usage at `now` from kept totals: a kind whose kept period is earlier than now's starts at 0.
 * Undefined when a kept period is later than now's (this clock is behind the one of a round
 * already counted): the caller sums the rounds of now's periods instead.
 */
export function usageFromBase(base: LossBase, now: number): Record<LossKind, LossUsage> | undefined {
  const usage = {} as Record<LossKind, LossUsage>;
  for (const k of LOSS_KINDS) {
    const period = periodOf(PERIOD_OF[k], now);
    if (base[k].start > period.start) return undefined;
    const netCents = base[k].start === period.start ? base[k].netCents : 0;
    usage[k] = { period, lossCents: Math.max(0, netCents), netCents };
  }
  return usage;
}

/** A base from summed rounds (exact for now's periods, which are then the latest). */
export const baseOfUsage = (usage: Record<LossKind, LossUsage>): LossBase =>
  Object.fromEntries(LOSS_KINDS.map((k) => [k, { start: usage[k].period.start, netCents: usage[k].netCents }])) as LossBase;

/**
 * The totals once a real-money round at `now` with `netCents` (bet minus win) has counted: added to
 * a kind whose period it falls in, a new period started for a later one, a kept later period left
 * as it is (the round belongs to an earlier one).
 */
export function addRound(base: LossBase, now: number, netCents: number): LossBase {
  const next = {} as LossBase;
  for (const k of LOSS_KINDS) {
    const start = periodOf(PERIOD_OF[k], now).start;
    const kept = base[k];
    next[k] = kept.start > start ? kept : kept.start === start ? { start, netCents: kept.netCents + netCents } : { start, netCents };
  }
  return next;
}

/** Writes the totals of the player's rounds up to the wallet turnover `turnoverCents` (the round's transaction). */
export async function writeLossTotals(trx: Trx, playerId: number, turnoverCents: number, base: LossBase, now: number): Promise<void> {
  const totals = {} as TotalsRow;
  for (const k of LOSS_KINDS) totals[PERIOD_OF[k]] = base[k];
  await writeTotalsRow(trx, playerId, turnoverCents, totals, now);
}
