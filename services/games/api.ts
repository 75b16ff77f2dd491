/**
 * Games calls on the Player API base (docs/product/api.md): the menu (never throws: a failure
 * gives null); favourites, recent games and the game launch (ApiResult, the caller shows the error).
 */
import { playerGet, playerPost, type ApiResult } from '@/services/playerClient';
import type { Locale } from '@/lib/routes';
import type { Game, MenuItem } from './types';

export async function getMenu(lang: Locale): Promise<MenuItem[] | null> {
  const result = await playerGet<{ menu?: MenuItem[] }>('/menu', { params: { lang } });
  return result.success && Array.isArray(result.data.menu) ? result.data.menu : null;
}

/** A game of the player's lists (favourites, recent games); recent ones carry lastPlayed. */
export type PlayerGame = Game & { lastPlayed?: number };

/** GET /games/favourites; the failure as it came (115 logs out in the thunk). */
export function getFavourites(): Promise<ApiResult<{ games: PlayerGame[] }>> {
  return playerGet<{ games: PlayerGame[] }>('/games/favourites');
}

/** GET /games/RecentGames: distinct games of real rounds, newest first. */
export function getRecentGames(): Promise<ApiResult<{ games: PlayerGame[] }>> {
  return playerGet<{ games: PlayerGame[] }>('/games/RecentGames');
}

/** POST /games/favourites/add or /remove {gameId}; answers the new list. */
export function setFavourite(gameId: number, favourite: boolean): Promise<ApiResult<{ games: PlayerGame[] }>> {
  return favourite
    ? playerPost<{ games: PlayerGame[] }>('/games/favourites/add', { gameId })
    : playerPost<{ games: PlayerGame[] }>('/games/favourites/remove', { gameId });
}

export type LaunchMode = 'real' | 'demo';

export interface GameLaunch {
  url: string;
  mode: LaunchMode;
}

/** GET /game/real/{id} (session) or /game/demo/{id}; 131 unknown or no demo, 132 disabled. */
export function launchGame(gameId: number, mode: LaunchMode, lang: Locale): Promise<ApiResult<GameLaunch>> {
  return mode === 'real'
    ? playerGet<GameLaunch>(`/game/real/${gameId}`, { params: { lang } })
    : playerGet<GameLaunch>(`/game/demo/${gameId}`, { params: { lang } });
}
