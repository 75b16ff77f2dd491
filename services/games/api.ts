/**
 * Games calls on the Player API base (SPEC section 7 "Games and activity"): menu, search and
 * jackpots (never throw: a failure gives null or an empty value); favourites, recent games and
 * the game launch (ApiResult, the caller shows the error).
 */
import { playerGet, playerPost, type ApiResult } from '@/services/playerClient';
import { EMPTY_SEARCH, type Game, type Jackpot, type Lang, type MenuItem, type SearchResult } from './types';

export async function getMenu(lang: Lang): Promise<MenuItem[] | null> {
  const result = await playerGet<{ menu?: MenuItem[] }>('/menu', { params: { lang } });
  return result.success && Array.isArray(result.data.menu) ? result.data.menu : null;
}

/** GET /search?keyword=&lang=[&gameProvider=]; null when the call fails. */
export async function searchGames(keyword: string, lang: Lang, options: { gameProvider?: string; signal?: AbortSignal } = {}): Promise<SearchResult | null> {
  const result = await playerGet<Partial<SearchResult>>('/search', {
    params: { keyword, lang, gameProvider: options.gameProvider },
    signal: options.signal,
  });
  if (!result.success) return null;
  const data = result.data;
  return {
    games: Array.isArray(data.games) ? data.games : EMPTY_SEARCH.games,
    suppliers: Array.isArray(data.suppliers) ? data.suppliers : EMPTY_SEARCH.suppliers,
    tags: Array.isArray(data.tags) ? data.tags : EMPTY_SEARCH.tags,
    content: Array.isArray(data.content) ? data.content : EMPTY_SEARCH.content,
    articles: Array.isArray(data.articles) ? data.articles : EMPTY_SEARCH.articles,
  };
}

export async function getJackpots(): Promise<Jackpot[] | null> {
  const result = await playerGet<{ jackpots?: Jackpot[] }>('/jackpots', { params: { currency: 'eur' } });
  return result.success && Array.isArray(result.data.jackpots) ? result.data.jackpots : null;
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
export function launchGame(gameId: number, mode: LaunchMode, lang: Lang): Promise<ApiResult<GameLaunch>> {
  return mode === 'real'
    ? playerGet<GameLaunch>(`/game/real/${gameId}`, { params: { lang } })
    : playerGet<GameLaunch>(`/game/demo/${gameId}`, { params: { lang } });
}
