import type { ExpressionBuilder } from 'kysely';
import { WRITE_BEHIND } from '../../db/pgClient';
import { prepared } from '../../db/prepared';
import type { Database, Trx } from '../../db/schema';
import { periodOf } from './periods';
import { LOSS_KINDS, PERIOD_OF, type LossKind, type LossUsage } from './lossUsage';

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

/** A period's start and the net of its real-money rounds (cents, not floored). */
interface PeriodNet {
  start: number;
  netCents: number;
}
export type LossBase = Record<LossKind, PeriodNet>;

const COLUMNS = {
  dailyLoss: ['day_start', 'day_net_cents'],
  weeklyLoss: ['week_start', 'week_net_cents'],
  monthlyLoss: ['month_start', 'month_net_cents'],
} as const satisfies Record<LossKind, readonly [string, string]>;

/** The row's columns as scalar subqueries (named limits_total_*), for the round's first read. */
export function lossTotalReads(eb: ExpressionBuilder<Database, never>, playerId: number) {
  const row = () => eb.selectFrom('player_loss_total').where('player_id', '=', playerId);
  return [
    row().select('turnover_cents').as('limits_total_turnover'),
    ...LOSS_KINDS.flatMap((k) => [
      row().select(COLUMNS[k][0]).as(`limits_total_${k}_start`),
      row().select(COLUMNS[k][1]).as(`limits_total_${k}_net`),
    ]),
  ];
}

/** lossTotalReads' parameters, in the order of its SQL. */
export const lossTotalReadParams = (playerId: number): unknown[] => Array.from({ length: 1 + 2 * LOSS_KINDS.length }, () => playerId);

/** The kept totals when they count every real-money round of the player (their turnover is the wallet's), else undefined. */
export function keptLossBase(reads: Record<string, unknown>, walletTurnoverCents: number): LossBase | undefined {
  const mark = reads.limits_total_turnover;
  if (mark === null || mark === undefined || Number(mark) !== walletTurnoverCents) return undefined;
  const base = {} as LossBase;
  for (const k of LOSS_KINDS)
    base[k] = { start: Number(reads[`limits_total_${k}_start`]), netCents: Number(reads[`limits_total_${k}_net`]) };
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

interface TotalsWrite {
  playerId: number;
  turnoverCents: number;
  base: LossBase;
  now: number;
}
const VALUES = (w: TotalsWrite) => [w.turnoverCents, ...LOSS_KINDS.flatMap((k) => [w.base[k].start, w.base[k].netCents]), w.now];

/** The totals' upsert, built once (db/prepared.ts); nothing reads its answer, so it is written behind. */
const upsertTotals = prepared(
  (db, w: TotalsWrite) => {
    const [turnover, dayStart, dayNet, weekStart, weekNet, monthStart, monthNet, now] = VALUES(w);
    const set = {
      turnover_cents: turnover,
      day_start: dayStart,
      day_net_cents: dayNet,
      week_start: weekStart,
      week_net_cents: weekNet,
      month_start: monthStart,
      month_net_cents: monthNet,
      updated_at: now,
    };
    return db
      .insertInto('player_loss_total')
      .values({ player_id: w.playerId, ...set })
      .onConflict((oc) => oc.column('player_id').doUpdateSet(set))
      .modifyEnd(WRITE_BEHIND);
  },
  (w) => [w.playerId, ...VALUES(w), ...VALUES(w)],
  () => ({
    playerId: 1,
    turnoverCents: 2,
    base: { dailyLoss: { start: 3, netCents: 4 }, weeklyLoss: { start: 5, netCents: 6 }, monthlyLoss: { start: 7, netCents: 8 } },
    now: 9,
  }),
);

/** Writes the totals of the player's rounds up to the wallet turnover `turnoverCents` (the round's transaction). */
export async function writeLossTotals(trx: Trx, playerId: number, turnoverCents: number, base: LossBase, now: number): Promise<void> {
  await upsertTotals(trx, { playerId, turnoverCents, base, now });
}
