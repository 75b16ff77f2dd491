import type { Trx } from '../wallet';
import { bonusesDb } from './tables';

/**
 * The promo wagering requirement (one per player): every promo grant adds its turnover factor
 * times the amount to `required`; real-money bets add to `progress`. When progress reaches the
 * requirement the round converts the whole promo balance to cash (rounds/steps.ts, bonuses
 * step). A requirement with no promo money left behind it (spent, forfeited by a withdrawal)
 * starts again from zero.
 */
export interface Wagering {
  requiredCents: number;
  progressCents: number;
}

export async function readWagering(trx: Trx, playerId: number): Promise<Wagering> {
  const row = await bonusesDb(trx).selectFrom('bonus_wagering').select(['required_cents', 'progress_cents']).where('player_id', '=', playerId).executeTakeFirst();
  return { requiredCents: Number(row?.required_cents ?? 0), progressCents: Number(row?.progress_cents ?? 0) };
}

/**
 * What a round's bonuses step needs before it plans, in one statement: the wagering requirement
 * and the counted turnover of each programme's current period.
 */
export async function readRoundBonusState(
  trx: Trx,
  playerId: number,
  periods: { programme: string; period: string }[],
): Promise<{ wagering: Wagering; counted: Map<string, number> }> {
  const row = await bonusesDb(trx)
    .selectNoFrom((eb) => [
      eb.selectFrom('bonus_wagering').select('required_cents').where('player_id', '=', playerId).as('required'),
      eb.selectFrom('bonus_wagering').select('progress_cents').where('player_id', '=', playerId).as('progress'),
      ...periods.map((p, i) =>
        eb.selectFrom('bonus_progress').select('counted_cents').where('player_id', '=', playerId).where('programme', '=', p.programme).where('period', '=', p.period).as(`c${i}`),
      ),
    ])
    .executeTakeFirstOrThrow();
  const values = row as Record<string, unknown>;
  return {
    wagering: { requiredCents: Number(values.required ?? 0), progressCents: Number(values.progress ?? 0) },
    counted: new Map(periods.map((p, i) => [`${p.programme}:${p.period}`, Number(values[`c${i}`] ?? 0)])),
  };
}

export async function writeWagering(trx: Trx, playerId: number, w: Wagering, now: number): Promise<void> {
  await bonusesDb(trx)
    .insertInto('bonus_wagering')
    .values({ player_id: playerId, required_cents: w.requiredCents, progress_cents: w.progressCents, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ required_cents: w.requiredCents, progress_cents: w.progressCents, updated_at: now }))
    .execute();
}

/**
 * A promo grant outside a round (campaign, wheel): `promoBefore` is the promo balance before the
 * grant; with none left, an old requirement no longer applies.
 */
export async function addRequirement(trx: Trx, playerId: number, promoBefore: number, promoCents: number, factor: number, now: number): Promise<void> {
  const w = promoBefore > 0 ? await readWagering(trx, playerId) : { requiredCents: 0, progressCents: 0 };
  await writeWagering(trx, playerId, { requiredCents: w.requiredCents + promoCents * factor, progressCents: w.progressCents }, now);
}
