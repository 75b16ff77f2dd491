import type { Db } from '../../../db/schema';

/**
 * What the deposit campaigns (features/bonuses) ask of payments, which gives it to them: whether
 * a player has stored payment details, and the campaign a deposit redeems.
 */

/** Whether the player has saved a bank account (a stored payment detail). */
export async function hasStoredDetail(db: Db, playerId: number): Promise<boolean> {
  const detail = await db.selectFrom('payment_stored_detail').select('reference').where('player_id', '=', playerId).executeTakeFirst();
  return detail !== undefined;
}

/** Remembers the campaign a started deposit redeems (the row was just inserted by its token). */
export async function setDepositCampaign(db: Db, tokenHash: string, campaignId: number): Promise<void> {
  await db.updateTable('payment_deposit').set({ campaign_id: campaignId }).where('token_hash', '=', tokenHash).execute();
}

/** The campaign a deposit redeems, or null. */
export async function findDepositCampaignId(db: Db, depositId: number): Promise<number | null> {
  const deposit = await db.selectFrom('payment_deposit').select('campaign_id').where('id', '=', depositId).executeTakeFirst();
  return deposit?.campaign_id ? Number(deposit.campaign_id) : null;
}
