import type { ExpressionBuilder } from 'kysely';
import { WRITE_BEHIND } from '../../../db/pgClient';
import { prepared } from '../../../db/prepared';
import type { Database, Trx } from '../../../db/schema';

/** The player_loss_total statements: a player's running loss totals (../lossTotals.ts). */

/** A period's start and the net of its real-money rounds (cents, not floored). */
export interface PeriodNet {
  start: number;
  netCents: number;
}

/** The totals by period kind, as the row keeps them. */
export interface TotalsRow {
  day: PeriodNet;
  week: PeriodNet;
  month: PeriodNet;
}

/** The row's columns as scalar subqueries (named limits_total_*), for the round's first read. */
export function lossTotalReads(eb: ExpressionBuilder<Database, never>, playerId: number) {
  const row = () => eb.selectFrom('player_loss_total').where('player_id', '=', playerId);
  return [
    row().select('turnover_cents').as('limits_total_turnover'),
    row().select('day_start').as('limits_total_day_start'),
    row().select('day_net_cents').as('limits_total_day_net'),
    row().select('week_start').as('limits_total_week_start'),
    row().select('week_net_cents').as('limits_total_week_net'),
    row().select('month_start').as('limits_total_month_start'),
    row().select('month_net_cents').as('limits_total_month_net'),
  ];
}

/** What lossTotalReads read: the wallet turnover the totals count up to (null: no row), and the totals. */
export function lossTotalsOfRead(read: Record<string, unknown>): { turnoverCents: number | null; totals: TotalsRow } {
  const mark = read.limits_total_turnover;
  const net = (kind: 'day' | 'week' | 'month'): PeriodNet => ({
    start: Number(read[`limits_total_${kind}_start`]),
    netCents: Number(read[`limits_total_${kind}_net`]),
  });
  return {
    turnoverCents: mark === null || mark === undefined ? null : Number(mark),
    totals: { day: net('day'), week: net('week'), month: net('month') },
  };
}

interface TotalsWrite {
  playerId: number;
  turnoverCents: number;
  totals: TotalsRow;
  now: number;
}
const VALUES = (w: TotalsWrite) => [
  w.turnoverCents,
  w.totals.day.start,
  w.totals.day.netCents,
  w.totals.week.start,
  w.totals.week.netCents,
  w.totals.month.start,
  w.totals.month.netCents,
  w.now,
];

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
    totals: { day: { start: 3, netCents: 4 }, week: { start: 5, netCents: 6 }, month: { start: 7, netCents: 8 } },
    now: 9,
  }),
);

/** Writes the totals of the player's rounds up to the wallet turnover `turnoverCents` (the round's transaction). */
export async function writeLossTotals(trx: Trx, playerId: number, turnoverCents: number, totals: TotalsRow, now: number): Promise<void> {
  await upsertTotals(trx, { playerId, turnoverCents, totals, now });
}
