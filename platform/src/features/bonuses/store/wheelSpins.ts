import type { Db } from '../../../db/schema';

/** Records an earned spin once per player and reason (the key's second insert does nothing). */
export async function insertEarnedWheelSpin(db: Db, playerId: number, earnedBy: string, now: number): Promise<void> {
  await db
    .insertInto('bonus_wheel_spin')
    .values({
      player_id: playerId,
      earned_by: earnedBy,
      earned_at: now,
      reference: null,
      prize_index: null,
      spun_at: null,
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(['player_id', 'earned_by']).doNothing())
    .execute();
}

/** How many of the player's earned spins are not spun yet. */
export async function countUnspunWheelSpins(db: Db, playerId: number): Promise<number> {
  const { n } = await db
    .selectFrom('bonus_wheel_spin')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .where('spun_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The player's oldest spin that is spun and waits for completion. */
export const findSpunUncompletedWheelSpin = (db: Db, playerId: number) =>
  db
    .selectFrom('bonus_wheel_spin')
    .select(['id', 'reference', 'prize_index'])
    .where('player_id', '=', playerId)
    .where('spun_at', 'is not', null)
    .where('completed_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();

/** The player's oldest earned spin not spun yet. */
export const findOldestUnspunWheelSpin = (db: Db, playerId: number) =>
  db
    .selectFrom('bonus_wheel_spin')
    .select('id')
    .where('player_id', '=', playerId)
    .where('spun_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();

export async function markWheelSpinSpun(db: Db, id: number, reference: string, prizeIndex: number, now: number): Promise<void> {
  await db.updateTable('bonus_wheel_spin').set({ reference, prize_index: prizeIndex, spun_at: now }).where('id', '=', id).execute();
}

/** The player's spin of a reference. */
export const findWheelSpinByReference = (db: Db, playerId: number, reference: string) =>
  db
    .selectFrom('bonus_wheel_spin')
    .select(['id', 'prize_index', 'completed_at'])
    .where('player_id', '=', playerId)
    .where('reference', '=', reference)
    .executeTakeFirst();

/** Completes a spin not completed yet. */
export async function markWheelSpinCompleted(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('bonus_wheel_spin').set({ completed_at: now }).where('id', '=', id).where('completed_at', 'is', null).execute();
}
