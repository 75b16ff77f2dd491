import { AppError, ErrorCode } from '../../errors';
import { toGames } from './catalogue';
import type { Game } from './types';
import type { Db } from '../../db/schema';
import { gameRowsByIds } from './store/catalogue';
import { gameExists } from './store/gameExists';
import { deleteFavourite, favouriteGameRows, insertFavourite, recentRoundGames } from './store/favourites';

async function requireGame(db: Db, gameId: number): Promise<void> {
  if (!(await gameExists(db, gameId))) throw new AppError(ErrorCode.GAME_NOT_FOUND, `Game ${gameId} not found`);
}

/** The player's favourite games (enabled ones), latest added first. */
export async function listFavourites(db: Db, now: number, playerId: number): Promise<Game[]> {
  return toGames(db, now, await favouriteGameRows(db, playerId));
}

/** Idempotent: adding a favourite twice keeps one; 131 unknown game. */
export async function addFavourite(db: Db, playerId: number, gameId: number, now: number): Promise<void> {
  await requireGame(db, gameId);
  await insertFavourite(db, playerId, gameId, now);
}

/** Idempotent: removing a game that is no favourite succeeds; 131 unknown game. */
export async function removeFavourite(db: Db, playerId: number, gameId: number): Promise<void> {
  await requireGame(db, gameId);
  await deleteFavourite(db, playerId, gameId);
}

const RECENT_GAMES_MAX = 20;

/** Distinct games of the player's real-money rounds, newest first (at most 20), with lastPlayed (epoch ms). */
export async function recentGames(db: Db, now: number, playerId: number): Promise<(Game & { lastPlayed: number })[]> {
  const recent = await recentRoundGames(db, playerId, RECENT_GAMES_MAX);
  if (recent.length === 0) return [];
  const rows = await gameRowsByIds(
    db,
    recent.map((r) => r.gameId),
    false,
  );
  const games = new Map((await toGames(db, now, rows)).map((g) => [g.id, g]));
  return recent.flatMap((r) => {
    const g = games.get(r.gameId);
    return g ? [{ ...g, lastPlayed: r.lastPlayed }] : [];
  });
}
