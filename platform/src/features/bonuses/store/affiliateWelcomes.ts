import type { Db } from '../../../db/schema';

/** Claims the player's one affiliate welcome; answers false when they had one already. */
export async function claimAffiliateWelcome(db: Db, playerId: number, affiliateReference: string, now: number): Promise<boolean> {
  const claim = await db
    .insertInto('affiliate_welcome')
    .values({ player_id: playerId, affiliate_reference: affiliateReference, free_spins_id: null, created_at: now })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .executeTakeFirst();
  return Number(claim.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Links the player's welcome to the free-spin bonus it granted. */
export async function setAffiliateWelcomeFreeSpins(db: Db, playerId: number, freeSpinsId: number): Promise<void> {
  await db.updateTable('affiliate_welcome').set({ free_spins_id: freeSpinsId }).where('player_id', '=', playerId).execute();
}
