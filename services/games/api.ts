/**
 * Games calls on the Player API base (docs/product/api.md): the menu (never throws: a failure
 * gives null); favourites, recent games and the game launch (ApiResult, the caller shows the error).
 */
import { playerGet, playerPost } from '@/services/playerClient';
import type { Locale } from '@/lib/routes';
import type { LaunchMode, MenuItem } from '@/lib/games/types';

export async function getMenu(lang: Locale): Promise<MenuItem[] | null> {
  const result = await playerGet('/menu', { lang });
  return result.success ? result.data.menu : null;
}

/** GET /games/favourites; the failure as it came (115 logs out in the thunk). */
export function getFavourites() {
  return playerGet('/games/favourites');
}

/** GET /games/RecentGames: distinct games of real rounds, newest first. */
export function getRecentGames() {
  return playerGet('/games/RecentGames');
}

/** POST /games/favourites/add or /remove {gameId}; answers the new list. */
export function setFavourite(gameId: number, favourite: boolean) {
  return favourite ? playerPost('/games/favourites/add', { gameId }) : playerPost('/games/favourites/remove', { gameId });
}

/** GET /game/real/{id} (session) or /game/demo/{id}; 131 unknown or no demo, 132 disabled. */
export function launchGame(gameId: number, mode: LaunchMode, lang: Locale) {
  return mode === 'real'
    ? playerGet('/game/real/{id}', { lang }, { path: { id: gameId } })
    : playerGet('/game/demo/{id}', { lang }, { path: { id: gameId } });
}
