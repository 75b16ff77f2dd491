import { readFragment, type BoundRead } from '../../../db/readFragment';
import type { Db, Trx } from '../../../db/schema';

/** The free_spins statements of a game round: the free spin it plays, and how many are left. */

const FREE_SPIN = readFragment((eb, v: { playerId: number; gameId: number; now: number }) => {
  // The oldest bonus of this game with spins left.
  const free = () =>
    eb
      .selectFrom('free_spins')
      .where('player_id', '=', v.playerId)
      .where('game_id', '=', v.gameId)
      .where('remaining', '>', 0)
      .where((w) => w.or([w('expires_at', 'is', null), w('expires_at', '>', v.now)]))
      .orderBy('id')
      .limit(1);
  return [free().select('id').as('bonuses_free_id'), free().select('bet_cents').as('bonuses_free_bet')];
});

/** The free spin a round of the game would play, read in the round's first read. */
export const freeSpinRead = (playerId: number, gameId: number, now: number): BoundRead => FREE_SPIN.with({ playerId, gameId, now });

/** What freeSpinRead found: the bonus and its stake (null: none). */
export function freeSpinOfRead(read: Record<string, unknown>): { id: number; betCents: number } | null {
  const id = read.bonuses_free_id;
  return id === null || id === undefined ? null : { id: Number(id), betCents: Number(read.bonuses_free_bet ?? 0) };
}

/** Uses one spin of a free-spin bonus; false when it has none left. */
export async function spendFreeSpin(trx: Trx, id: number): Promise<boolean> {
  const used = await trx
    .updateTable('free_spins')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('id', '=', id)
    .where('remaining', '>', 0)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Free spins the player has left on a game (bonuses not expired). */
export async function freeSpinsLeftOn(db: Db, playerId: number, gameId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('free_spins')
    .select((eb) => eb.fn.sum<number>('remaining').as('n'))
    .where('player_id', '=', playerId)
    .where('game_id', '=', gameId)
    .where('remaining', '>', 0)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sandbox admin: free spins for a player on a game; answers the bonus's id. */
export async function grantFreeSpins(
  db: Db,
  playerId: number,
  gameId: number,
  count: number,
  betCents: number,
  now: number,
  expiresAt: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('free_spins')
    .values({
      player_id: playerId,
      game_id: gameId,
      total: count,
      remaining: count,
      bet_cents: betCents,
      created_at: now,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
