import { sql, type RawBuilder } from 'kysely';
import { WRITE_BEHIND } from '../../db/pgClient';
import { prepared } from '../../db/prepared';
import { CENTS_PER_POINT, LEVELS, type Level, type Programme } from './rules';
import type { Db, Trx } from '../../db/schema';
import { periodOf } from '../limits';

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

/** A progress row's count, live or closed (`bonus_progress` in the query). */
const countedCentsSql: RawBuilder<number> = sql<number>`(bonus_progress.counted_cents + coalesce((select player_balance.total_turnover_cents from player_balance where player_balance.player_id = bonus_progress.player_id) - bonus_progress.turnover_base_cents, 0))`;

/** The period a programme counts in at `now`: 'all', or the gold rush week's Monday (epoch ms). */
export function periodKey(programme: ProgressProgramme, now: number): string {
  return programme === 'goldRush' ? String(periodOf('week', now).start) : 'all';
}

export interface Progress {
  countedCents: number;
  spentPoints: number;
}

export async function readProgress(db: Db, playerId: number, programme: ProgressProgramme, period: string): Promise<Progress> {
  const row = await db
    .selectFrom('bonus_progress')
    .select([countedCentsSql.as('counted_cents'), 'spent_points'])
    .where('player_id', '=', playerId)
    .where('programme', '=', programme)
    .where('period', '=', period)
    .executeTakeFirst();
  return { countedCents: Number(row?.counted_cents ?? 0), spentPoints: Number(row?.spent_points ?? 0) };
}

export async function addCounted(
  db: Db,
  playerId: number,
  programme: ProgressProgramme,
  period: string,
  cents: number,
  now: number,
): Promise<void> {
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
    await upsertOpening(trx, { rows, now }, rows.length);
  }
}

interface OpeningRow {
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

type LiveRow = { playerId: number; programme: string; period: string; now: number };

/** Closes a live row: its count so far becomes fixed (once per programme and period). */
async function closeLive(trx: Trx, a: LiveRow & { turnover: number }): Promise<void> {
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

async function addToLive(trx: Trx, a: LiveRow & { cents: number }): Promise<void> {
  await trx
    .updateTable('bonus_progress')
    .set((eb) => ({ counted_cents: eb('counted_cents', '+', a.cents), updated_at: a.now }))
    .where('player_id', '=', a.playerId)
    .where('programme', '=', a.programme)
    .where('period', '=', a.period)
    .execute();
}

export async function spendPoints(
  db: Db,
  playerId: number,
  programme: ProgressProgramme,
  period: string,
  points: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('bonus_progress')
    .set((eb) => ({ spent_points: eb('spent_points', '+', points), updated_at: now }))
    .where('player_id', '=', playerId)
    .where('programme', '=', programme)
    .where('period', '=', period)
    .execute();
}

export const pointsOf = (cents: number): number => Math.floor(cents / CENTS_PER_POINT);

/** The credited levels of a programme's period, with their time. */
export async function creditedLevels(db: Db, playerId: number, programme: Programme, period: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('bonus_reward_credit')
    .select(['level', 'credited_at'])
    .where('player_id', '=', playerId)
    .where('programme', '=', programme)
    .where('period', '=', period)
    .execute();
  return new Map(rows.map((r) => [Number(r.level), Number(r.credited_at)]));
}

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

export async function markCredited(
  db: Db,
  playerId: number,
  programme: Programme,
  period: string,
  level: number,
  now: number,
): Promise<void> {
  await db.insertInto('bonus_reward_credit').values({ player_id: playerId, programme, period, level, credited_at: now }).execute();
}
