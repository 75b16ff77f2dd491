import { WRITE_BEHIND } from '../../db/pgClient';
import { prepared } from '../../db/prepared';
import { CENTS_PER_POINT, LEVELS, type Level, type Programme } from './rules';
import type { Db } from '../../db/schema';
import { periodOf } from '../limits';

/**
 * Progress of the point programmes: the bonus game (for good), the gold rush (per Helsinki
 * week) and loyalty (for good). Each counts real-money turnover in cents; a point is
 * CENTS_PER_POINT of it. Level rewards are credited once (bonus_reward_credit).
 */
export type ProgressProgramme = Programme | 'loyalty';

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
    .select(['counted_cents', 'spent_points'])
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

/** addCounted for several programmes in one statement (a round counts toward all of them). */
export async function addCountedMany(
  db: Db,
  playerId: number,
  counts: { programme: ProgressProgramme; period: string; cents: number }[],
  now: number,
): Promise<void> {
  const rows = counts
    .filter((c) => c.cents > 0)
    .map((c): CountedRow => ({
      player_id: playerId,
      programme: c.programme,
      period: c.period,
      counted_cents: c.cents,
      spent_points: 0,
      updated_at: now,
    }));
  if (rows.length > 0) await upsertCounted(db, { rows, now }, rows.length);
}

interface CountedRow {
  player_id: number;
  programme: string;
  period: string;
  counted_cents: number;
  spent_points: number;
  updated_at: number;
}
const COUNTED_COLUMNS = ['player_id', 'programme', 'period', 'counted_cents', 'spent_points', 'updated_at'] as const;

/** The counts upsert of `shape` rows, built once (db/prepared.ts); nothing reads its answer, so it is written behind. */
const upsertCounted = prepared(
  (db, a: { rows: CountedRow[]; now: number }) =>
    db
      .insertInto('bonus_progress')
      .values(a.rows)
      .onConflict((oc) =>
        oc.columns(['player_id', 'programme', 'period']).doUpdateSet((eb) => ({
          counted_cents: eb('bonus_progress.counted_cents', '+', eb.ref('excluded.counted_cents')),
          updated_at: a.now,
        })),
      )
      .modifyEnd(WRITE_BEHIND),
  (a) => [...a.rows.flatMap((r) => COUNTED_COLUMNS.map((c) => r[c])), a.now],
  (n) => ({
    rows: Array.from(
      { length: n },
      (_, i) => Object.fromEntries(COUNTED_COLUMNS.map((c, j) => [c, i * COUNTED_COLUMNS.length + j])) as unknown as CountedRow,
    ),
    now: -1,
  }),
);

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
