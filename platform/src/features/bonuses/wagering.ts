import type { ExpressionBuilder } from 'kysely';
import { WRITE_BEHIND } from '../../db/pgClient';
import { prepared } from '../../db/prepared';
import type { Database, Db, Trx } from '../../db/schema';

/**
 * The promo wagering requirement (one per player): every promo grant adds its turnover factor
 * times the amount to `required`; real-money bets add to `progress`. When progress reaches the
 * requirement the round converts the whole promo balance to cash (./roundStep.ts, the bonuses
 * round step). A requirement with no promo money left behind it (spent, forfeited by a withdrawal)
 * starts again from zero.
 */
export interface Wagering {
  requiredCents: number;
  progressCents: number;
}

/** The requirement as stored (a transaction, or the database for a read such as the balance). */
export async function readWagering(db: Db | Trx, playerId: number): Promise<Wagering> {
  const row = await db
    .selectFrom('bonus_wagering')
    .select(['required_cents', 'progress_cents'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return { requiredCents: Number(row?.required_cents ?? 0), progressCents: Number(row?.progress_cents ?? 0) };
}

/**
 * What a round's bonuses step needs before it plans, as scalar subqueries (named bonuses_*) that
 * the round runs in its one read statement: the wagering requirement, the count of each level
 * programme's current period (`periods`) and the period of each programme's live progress row
 * (`programmes`; ./progress.ts).
 */
export function roundBonusReads(
  eb: ExpressionBuilder<Database, never>,
  playerId: number,
  periods: { programme: string; period: string }[],
  programmes: readonly string[],
) {
  return [
    eb.selectFrom('bonus_wagering').select('required_cents').where('player_id', '=', playerId).as('bonuses_required'),
    eb.selectFrom('bonus_wagering').select('progress_cents').where('player_id', '=', playerId).as('bonuses_progress'),
    ...periods.map((p, i) =>
      eb
        .selectFrom('bonus_progress')
        // The count less the turnover it goes on from (a live row); the round adds its locked wallet's turnover.
        .select((c) => c('counted_cents', '-', c.fn.coalesce('turnover_base_cents', c.lit(0))).as('counted_cents'))
        .where('player_id', '=', playerId)
        .where('programme', '=', p.programme)
        .where('period', '=', p.period)
        .as(`bonuses_c${i}`),
    ),
    ...programmes.map((programme, i) =>
      eb
        .selectFrom('bonus_progress')
        .select('period')
        .where('player_id', '=', playerId)
        .where('programme', '=', programme)
        .where('turnover_base_cents', 'is not', null)
        .limit(1)
        .as(`bonuses_live${i}`),
    ),
  ];
}

/** roundBonusReads' parameters, in the order of its SQL (for a statement built once, db/prepared.ts). */
export function roundBonusReadParams(
  playerId: number,
  periods: { programme: string; period: string }[],
  programmes: readonly string[],
): unknown[] {
  return [playerId, playerId, ...periods.flatMap((p) => [playerId, p.programme, p.period]), ...programmes.flatMap((p) => [playerId, p, 1])];
}

/** What roundBonusReads read; `turnover` is the locked wallet's total_turnover_cents (a live row's count goes on from it). */
export function roundBonusState(
  values: Record<string, unknown>,
  periods: { programme: string; period: string }[],
  programmes: readonly string[],
  turnover: number,
): { wagering: Wagering; counted: Map<string, number>; livePeriods: Map<string, string | null> } {
  const livePeriods = new Map(programmes.map((p, i) => [p, (values[`bonuses_live${i}`] as string | null | undefined) ?? null]));
  return {
    wagering: { requiredCents: Number(values.bonuses_required ?? 0), progressCents: Number(values.bonuses_progress ?? 0) },
    counted: new Map(
      periods.map((p, i) => [
        `${p.programme}:${p.period}`,
        Number(values[`bonuses_c${i}`] ?? 0) + (livePeriods.get(p.programme) === p.period ? turnover : 0),
      ]),
    ),
    livePeriods,
  };
}

export async function writeWagering(trx: Trx, playerId: number, w: Wagering, now: number): Promise<void> {
  await upsertWagering(trx, { playerId, w, now });
}

/** The requirement's upsert (every round of a player with promo money), built once (db/prepared.ts); written behind. */
const upsertWagering = prepared(
  (db, a: { playerId: number; w: Wagering; now: number }) =>
    db
      .insertInto('bonus_wagering')
      .values({ player_id: a.playerId, required_cents: a.w.requiredCents, progress_cents: a.w.progressCents, updated_at: a.now })
      .onConflict((oc) =>
        oc.column('player_id').doUpdateSet({ required_cents: a.w.requiredCents, progress_cents: a.w.progressCents, updated_at: a.now }),
      )
      .modifyEnd(WRITE_BEHIND),
  (a) => [a.playerId, a.w.requiredCents, a.w.progressCents, a.now, a.w.requiredCents, a.w.progressCents, a.now],
  () => ({ playerId: 1, w: { requiredCents: 2, progressCents: 3 }, now: 4 }),
);

/**
 * A promo grant outside a round (campaign, wheel): `promoBefore` is the promo balance before the
 * grant; with none left, an old requirement no longer applies.
 */
export async function addRequirement(
  trx: Trx,
  playerId: number,
  promoBefore: number,
  promoCents: number,
  factor: number,
  now: number,
): Promise<void> {
  const w = promoBefore > 0 ? await readWagering(trx, playerId) : { requiredCents: 0, progressCents: 0 };
  await writeWagering(trx, playerId, { requiredCents: w.requiredCents + promoCents * factor, progressCents: w.progressCents }, now);
}
