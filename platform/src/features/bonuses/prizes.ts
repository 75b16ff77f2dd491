import { applyMovements, euros, type Movement, type WalletState } from '../wallet';
import { grantBonusFreeSpins, type FreeSpinSource } from './freeSpins';
import { addCounted, crossedLevels, markCredited, periodKey, readProgress } from './progress';
import { CENTS_PER_POINT, type Prize } from './rules';
import { addRequirement } from './wagering';
import type { Trx } from '../../db/schema';

/** What a prize does to the wallet and the bonuses, before anything is written. */
export interface PrizeEffect {
  moves: Movement[];
  /** Promo money it adds, and the turnover that promo needs. */
  promoCents: number;
  requirementCents: number;
  freeSpins: number;
  bonusGamePoints: number;
}

/** The movements (keyed `${key}:cash|promo`) and the other effects of a prize. */
export function prizeEffect(prize: Prize, key: string, reference: string): PrizeEffect {
  const effect: PrizeEffect = { moves: [], promoCents: 0, requirementCents: 0, freeSpins: 0, bonusGamePoints: 0 };
  switch (prize.type) {
    case 'cash':
      effect.moves.push({ kind: 'bonus_grant', account: 'cash', amount: prize.cents, key: `${key}:cash`, reference });
      break;
    case 'promo':
      effect.moves.push({ kind: 'bonus_grant', account: 'promo', amount: prize.cents, key: `${key}:promo`, reference });
      effect.promoCents = prize.cents;
      effect.requirementCents = prize.cents * prize.turnoverFactor;
      break;
    case 'freeSpins':
      effect.freeSpins = prize.spins;
      break;
    case 'bonusGame':
      effect.bonusGamePoints = prize.points;
      break;
  }
  return effect;
}

/** A prize as the API shows it (euros for money). */
export interface PrizeView {
  type: Prize['type'];
  amount?: number;
  turnoverFactor?: number;
  spins?: number;
  points?: number;
}

export function prizeView(prize: Prize): PrizeView {
  switch (prize.type) {
    case 'cash':
      return { type: 'cash', amount: euros(prize.cents) };
    case 'promo':
      return { type: 'promo', amount: euros(prize.cents), turnoverFactor: prize.turnoverFactor };
    case 'freeSpins':
      return { type: 'freeSpins', spins: prize.spins };
    case 'bonusGame':
      return { type: 'bonusGame', points: prize.points };
  }
}

export const FREE_SPIN_NAMES: Record<FreeSpinSource, string> = {
  campaign: 'Deposit campaign free spins',
  wheel: 'Bonus wheel free spins',
  bonusGame: 'Bonus game reward free spins',
  goldRush: 'Gold rush reward free spins',
  affiliate: 'Welcome free spins',
};

/**
 * Credits a prize outside a round (wheel completion, bonus game points from the wheel) in the
 * caller's transaction on the locked wallet; answers the wallet after it. Bonus game points may
 * reach a level, whose reward is credited here too (keyed under the same key).
 */
export async function creditPrize(
  trx: Trx,
  wallet: WalletState,
  prize: Prize,
  key: string,
  reference: string,
  source: FreeSpinSource,
  now: number,
): Promise<WalletState> {
  const effect = prizeEffect(prize, key, reference);
  let after = wallet;
  if (effect.moves.length > 0) after = await applyMovements(trx, wallet, effect.moves, now);
  if (effect.promoCents > 0)
    await addRequirement(trx, wallet.playerId, wallet.promo, effect.promoCents, effect.requirementCents / effect.promoCents, now);
  if (effect.freeSpins > 0)
    await grantBonusFreeSpins(trx, wallet.playerId, { spins: effect.freeSpins, name: FREE_SPIN_NAMES[source], source }, now);
  if (effect.bonusGamePoints > 0) {
    const period = periodKey('bonusGame', now);
    const before = await readProgress(trx, wallet.playerId, 'bonusGame', period);
    const added = effect.bonusGamePoints * CENTS_PER_POINT;
    await addCounted(trx, wallet.playerId, 'bonusGame', period, added, now);
    for (const level of await crossedLevels(trx, wallet.playerId, 'bonusGame', period, before.countedCents, before.countedCents + added)) {
      await markCredited(trx, wallet.playerId, 'bonusGame', period, level.level, now);
      after = await creditPrize(trx, after, level.prize, `${key}:bonusGame:${level.level}`, `bonusGame:${level.level}`, 'bonusGame', now);
    }
  }
  return after;
}
