import { grantBonusFreeSpins } from './freeSpins';
import { FREE_SPIN_NAMES } from './prizes';
import type { Db } from '../../db/schema';
import { findAffiliateGrant } from '../content';
import { claimAffiliateWelcome, setAffiliateWelcomeFreeSpins } from './store/affiliateWelcomes';

/**
 * Affiliate welcome: a player who registers with an affiliate reference gets that affiliate's
 * granted free spins on its free-spin game, once (affiliate_welcome is keyed by the player).
 * An unknown reference, or an affiliate without spins or game, grants nothing: registration
 * never fails for a stale cookie.
 */
export async function grantAffiliateWelcome(db: Db, playerId: number, reference: string, now: number): Promise<number> {
  const affiliate = await findAffiliateGrant(db, reference);
  const spins = Number(affiliate?.granted_free_spins ?? 0);
  if (!affiliate || spins <= 0 || affiliate.free_spin_game_id === null) return 0;
  return db.transaction().execute(async (trx) => {
    if (!(await claimAffiliateWelcome(trx, playerId, affiliate.reference, now))) return 0;
    const id = await grantBonusFreeSpins(
      trx,
      playerId,
      { spins, name: FREE_SPIN_NAMES.affiliate, source: 'affiliate', gameId: Number(affiliate.free_spin_game_id) },
      now,
    );
    await setAffiliateWelcomeFreeSpins(trx, playerId, id);
    return spins;
  });
}
