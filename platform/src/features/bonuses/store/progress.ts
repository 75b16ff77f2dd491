import { sql, type RawBuilder } from 'kysely';
import { WRITE_BEHIND } from '../../../db/pgClient';
import { prepared } from '../../../db/prepared';
import type { Db, Trx } from '../../../db/schema';
import { totalTurnoverOf } from '../../wallet';

/**
 * The bonus_progress and bonus_reward_credit statements: the programmes' counts by player,
 * programme and period (a live row counts on from the wallet's turnover, ../progress.ts), and the
 * level rewards credited.
 */

/** A progress row's count, live or closed (`bonus_progress` in the query). */
const countedCentsSql = (): RawBuilder<number> =>
  sql<number>`(bonus_progress.counted_cents + coalesce(${totalTurnoverOf(sql.ref<number>('bonus_progress.player_id'))} - bonus_progress.turnover_base_cents, 0))`;

interface Progress {
  countedCents: number;
  spentPoints: number;
}

export async function readProgress(db: Db, playerId: number, programme: string, period: string): Promise<Progress> {
  const row = await db
    .selectFrom('bonus_progress')
    .select([countedCentsSql().as('counted_cents'), 'spent_points'])
    .where('player_id', '=', playerId)
    .where('programme', '=', programme)
    .where('period', '=', period)
    .executeTakeFirst();
  return { countedCents: Number(row?.counted_cents ?? 0), spentPoints: Number(row?.spent_points ?? 0) };
}

/** Adds to a row's fixed count (a closed row, or points outside rounds), creating it when missing. */
export async function addCounted(db: Db, playerId: number, programme: string, period: string, cents: number, now: number): Promise<void> {
  if (cents <= 0) return;
  await db
    .insertInto('bonus_progress')
    .values({ player_id: playerId, programme, period, counted_cents: cents, spent_points: 0, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['player_id', 'programme', 'period'])
        .doUpdateSet((eb) => ({ counted_cents: eb('bonus_progress.counted_cents', '+', cents), updated_at: now })),
    )
    .execute();
}

export interface OpeningRow {
  player_id: number;
  programme: string;
  period: string;
  counted_cents: number;
  spent_points: number;
  turnover_base_cents: number;
  updated_at: number;
}
const OPENING_COLUMNS = ['player_id', 'programme', 'period', 'counted_cents', 'spent_points', 'turnover_base_cents', 'updated_at'] as const;

/** Opens `shape` programmes' rows at the turnover so far (an existing row keeps its count), built once (db/prepared.ts); written behind. */
const upsertOpening = prepared(
  (db, a: { rows: OpeningRow[]; now: number }) =>
    db
      .insertInto('bonus_progress')
      .values(a.rows)
      .onConflict((oc) =>
        oc.columns(['player_id', 'programme', 'period']).doUpdateSet((eb) => ({
          turnover_base_cents: eb.ref('excluded.turnover_base_cents'),
          updated_at: a.now,
        })),
      )
      .modifyEnd(WRITE_BEHIND),
  (a) => [...a.rows.flatMap((r) => OPENING_COLUMNS.map((c) => r[c])), a.now],
  (n) => ({
    rows: Array.from(
      { length: n },
      (_, i) => Object.fromEntries(OPENING_COLUMNS.map((c, j) => [c, i * OPENING_COLUMNS.length + j])) as unknown as OpeningRow,
    ),
    now: -1,
  }),
);

/** Opens live rows (their counts go on from `turnover_base_cents`); an existing row keeps its count. */
export async function openLiveRows(trx: Trx, rows: OpeningRow[], now: number): Promise<void> {
  await upsertOpening(trx, { rows, now }, rows.length);
}

type LiveRow = { playerId: number; programme: string; period: string; now: number };

/** Closes a live row: its count so far becomes fixed (once per programme and period). */
export async function closeLive(trx: Trx, a: LiveRow & { turnover: number }): Promise<void> {
  await trx
    .updateTable('bonus_progress')
    .set((eb) => ({
      counted_cents: eb('counted_cents', '+', eb(eb.val(a.turnover), '-', eb.ref('turnover_base_cents'))),
      turnover_base_cents: null,
      updated_at: a.now,
    }))
    .where('player_id', '=', a.playerId)
    .where('programme', '=', a.programme)
    .where('period', '=', a.period)
    .where('turnover_base_cents', 'is not', null)
    .execute();
}

export async function addToLive(trx: Trx, a: LiveRow & { cents: number }): Promise<void> {
  await trx
    .updateTable('bonus_progress')
    .set((eb) => ({ counted_cents: eb('counted_cents', '+', a.cents), updated_at: a.now }))
    .where('player_id', '=', a.playerId)
    .where('programme', '=', a.programme)
    .where('period', '=', a.period)
    .execute();
}

export async function spendPoints(db: Db, playerId: number, programme: string, period: string, points: number, now: number): Promise<void> {
  await db
    .updateTable('bonus_progress')
    .set((eb) => ({ spent_points: eb('spent_points', '+', points), updated_at: now }))
    .where('player_id', '=', playerId)
    .where('programme', '=', programme)
    .where('period', '=', period)
    .execute();
}

/** The credited levels of a programme's period, with their time. */
export async function creditedLevels(db: Db, playerId: number, programme: string, period: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('bonus_reward_credit')
    .select(['level', 'credited_at'])
    .where('player_id', '=', playerId)
    .where('programme', '=', programme)
    .where('period', '=', period)
    .execute();
  return new Map(rows.map((r) => [Number(r.level), Number(r.credited_at)]));
}

export async function markCredited(db: Db, playerId: number, programme: string, period: string, level: number, now: number): Promise<void> {
  await db.insertInto('bonus_reward_credit').values({ player_id: playerId, programme, period, level, credited_at: now }).execute();
}
