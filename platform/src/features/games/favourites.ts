import { AppError, ErrorCode } from '../../errors';
import { gameQuery, toGames } from './catalogue';
import type { Game } from './types';
import type { Db } from '../../db/schema';

async function requireGame(db: Db, gameId: number): Promise<void> {
  const row = await db.selectFrom('game').select('id').where('id', '=', gameId).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.GAME_NOT_FOUND, `Game ${gameId} not found`);
}

/** The player's favourite games (enabled ones), latest added first. */
export async function listFavourites(db: Db, now: number, playerId: number): Promise<Game[]> {
  const rows = await gameQuery(db)
    .innerJoin('favourite_game as f', 'f.game_id', 'g.id')
    .where('f.player_id', '=', playerId)
    .where('g.enabled', '=', 1)
    .orderBy('f.created_at', 'desc')
    .orderBy('g.id')
    .execute();
  return toGames(db, now, rows);
}

/** Idempotent: adding a favourite twice keeps one; 131 unknown game. */
export async function addFavourite(db: Db, playerId: number, gameId: number, now: number): Promise<void> {
  await requireGame(db, gameId);
  await db
    .insertInto('favourite_game')
    .values({ player_id: playerId, game_id: gameId, created_at: now })
    .onConflict((oc) => oc.columns(['player_id', 'game_id']).doNothing())
    .execute();
}

/** Idempotent: removing a game that is no favourite succeeds; 131 unknown game. */
export async function removeFavourite(db: Db, playerId: number, gameId: number): Promise<void> {
  await requireGame(db, gameId);
  await db.deleteFrom('favourite_game').where('player_id', '=', playerId).where('game_id', '=', gameId).execute();
}

const RECENT_GAMES_MAX = 20;

/** Distinct games of the player's real-money rounds, newest first (at most 20), with lastPlayed (epoch ms). */
export async function recentGames(db: Db, now: number, playerId: number): Promise<(Game & { lastPlayed: number })[]> {
  const recent = await db
    .selectFrom('game_round')
    .select(['game_id', (eb) => eb.fn.max<number>('created_at').as('last_played'), (eb) => eb.fn.max<number>('id').as('last_id')])
    .where('player_id', '=', playerId)
    .groupBy('game_id')
    .orderBy('last_played', 'desc')
    .orderBy('last_id', 'desc')
    .limit(RECENT_GAMES_MAX)
    .execute();
  if (recent.length === 0) return [];
  const rows = await gameQuery(db)
    .where(
      'g.id',
      'in',
      recent.map((r) => Number(r.game_id)),
    )
    .execute();
  const games = new Map((await toGames(db, now, rows)).map((g) => [g.id, g]));
  return recent.flatMap((r) => {
    const g = games.get(Number(r.game_id));
    return g ? [{ ...g, lastPlayed: Number(r.last_played) }] : [];
  });
}
