import type { Db } from '../../../db/schema';

/** Whether a game of this id exists (enabled or not). */
export async function gameExists(db: Db, gameId: number): Promise<boolean> {
  const game = await db.selectFrom('game').select('id').where('id', '=', gameId).executeTakeFirst();
  return game !== undefined;
}
