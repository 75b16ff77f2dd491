import type { Db, Trx } from '../../../db/schema';

/** The free spins a withdrawal forfeits (payments asks): how many the player has left, and taking them all. */

/** Free spins the player still has, over all their free-spin bonuses. */
export async function remainingFreeSpins(db: Db | Trx, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('free_spins')
    .select((eb) => eb.fn.sum<number>('remaining').as('n'))
    .where('player_id', '=', playerId)
    .where('remaining', '>', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Forfeits every free spin the player has left (in the withdrawal's transaction); answers how many. */
export async function forfeitFreeSpins(trx: Trx, playerId: number): Promise<number> {
  const forfeited = await remainingFreeSpins(trx, playerId);
  if (forfeited > 0)
    await trx.updateTable('free_spins').set({ remaining: 0 }).where('player_id', '=', playerId).where('remaining', '>', 0).execute();
  return forfeited;
}
