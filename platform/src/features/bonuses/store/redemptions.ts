import type { Db } from '../../../db/schema';

/** The campaigns the player has redeemed. */
export async function findRedeemedCampaignIds(db: Db, playerId: number): Promise<number[]> {
  const rows = await db.selectFrom('bonus_redemption').select('campaign_id').where('player_id', '=', playerId).execute();
  return rows.map((r) => Number(r.campaign_id));
}

/** Records a campaign's redemption by a deposit (once per player and campaign: the row's key). */
export async function insertRedemption(
  db: Db,
  redemption: { playerId: number; campaignId: number; depositId: number; promoCents: number; freeSpins: number },
  now: number,
): Promise<void> {
  await db
    .insertInto('bonus_redemption')
    .values({
      player_id: redemption.playerId,
      campaign_id: redemption.campaignId,
      deposit_id: redemption.depositId,
      promo_cents: redemption.promoCents,
      free_spins: redemption.freeSpins,
      created_at: now,
    })
    .execute();
}
