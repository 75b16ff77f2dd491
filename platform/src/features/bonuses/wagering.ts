import type { Trx } from '../../db/schema';
import { readWagering, writeWagering } from './store/wagering';

/**
 * The promo wagering requirement (one per player): every promo grant adds its turnover factor
 * times the amount to `required`; real-money bets add to `progress`. When progress reaches the
 * requirement the round converts the whole promo balance to cash (./roundStep.ts, the bonuses
 * round step). A requirement with no promo money left behind it (spent, forfeited by a withdrawal)
 * starts again from zero.
 */

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
