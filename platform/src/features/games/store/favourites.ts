import type { Db } from '../../../db/schema';
import type { GameRow } from '../format';
import { gameQuery } from './catalogue';

/** The favourite_game statements, and the games of a player's latest rounds (game_round). */

/** The player's favourite games (enabled ones), latest added first. */
export async function favouriteGameRows(db: Db, playerId: number): Promise<GameRow[]> {
  return gameQuery(db)
    .innerJoin('favourite_game as f', 'f.game_id', 'g.id')
    .where('f.player_id', '=', playerId)
    .where('g.enabled', '=', 1)
    .orderBy('f.created_at', 'desc')
    .orderBy('g.id')
    .execute();
}

/** Adds a favourite; one already there stays as it is. */
export async function insertFavourite(db: Db, playerId: number, gameId: number, now: number): Promise<void> {
  await db
    .insertInto('favourite_game')
    .values({ player_id: playerId, game_id: gameId, created_at: now })
    .onConflict((oc) => oc.columns(['player_id', 'game_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Db, playerId: number, gameId: number): Promise<void> {
  await db.deleteFrom('favourite_game').where('player_id', '=', playerId).where('game_id', '=', gameId).execute();
}

/** The distinct games of the player's latest rounds, newest first, at most `limit`, with when each was last played. */
export async function recentRoundGames(db: Db, playerId: number, limit: number): Promise<{ gameId: number; lastPlayed: number }[]> {
  const rows = await db
    .selectFrom('game_round')
    .select(['game_id', (eb) => eb.fn.max<number>('created_at').as('last_played'), (eb) => eb.fn.max<number>('id').as('last_id')])
    .where('player_id', '=', playerId)
    .groupBy('game_id')
    .orderBy('last_played', 'desc')
    .orderBy('last_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ gameId: Number(r.game_id), lastPlayed: Number(r.last_played) }));
}
