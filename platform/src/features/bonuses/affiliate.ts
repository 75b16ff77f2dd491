import { grantBonusFreeSpins } from './freeSpins';
import { FREE_SPIN_NAMES } from './prizes';
import type { Db } from '../../db/schema';

/**
 * Affiliate welcome: a player who registers with an affiliate reference gets that affiliate's
 * granted free spins on its free-spin game, once (affiliate_welcome is keyed by the player).
 * An unknown reference, or an affiliate without spins or game, grants nothing: registration
 * never fails for a stale cookie.
 */
export async function grantAffiliateWelcome(db: Db, playerId: number, reference: string, now: number): Promise<number> {
  const affiliate = await db
    .selectFrom('affiliate')
    .select(['reference', 'granted_free_spins', 'free_spin_game_id'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  const spins = Number(affiliate?.granted_free_spins ?? 0);
  if (!affiliate || spins <= 0 || affiliate.free_spin_game_id === null) return 0;
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('affiliate_welcome')
      .values({ player_id: playerId, affiliate_reference: affiliate.reference, free_spins_id: null, created_at: now })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) !== 1) return 0;
    const id = await grantBonusFreeSpins(
      trx,
      playerId,
      { spins, name: FREE_SPIN_NAMES.affiliate, source: 'affiliate', gameId: Number(affiliate.free_spin_game_id) },
      now,
    );
    await trx.updateTable('affiliate_welcome').set({ free_spins_id: id }).where('player_id', '=', playerId).execute();
    return spins;
  });
}
