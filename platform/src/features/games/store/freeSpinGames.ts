import type { Db } from '../../../db/schema';

/** For a free-spin bonus (features/bonuses): the id of the game with `slug`, or undefined. */
export async function findGameIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const game = await db.selectFrom('game').select('id').where('slug', '=', slug).executeTakeFirst();
  return game === undefined ? undefined : Number(game.id);
}

/**
 * For the list of free-spin bonuses (features/bonuses): each game's id, slug and friendly name as
 * a derived table that the caller joins into its one statement (`.innerJoin(gameNames(db).as('g'), ...)`).
 */
export const gameNames = (db: Db) => db.selectFrom('game').select(['id', 'slug', 'friendly_name']);
