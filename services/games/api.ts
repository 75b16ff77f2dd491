/**
 * Games calls on the Player API base (SPEC section 7 "Games and activity"): menu, search,
 * jackpots, favourites and recent games. Never throw: a failure gives null or an empty value.
 */
import { playerGet } from '@/services/playerClient';
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

/** A list of games from an answer that may be a bare list or {games}/{favourites}/{items}. */
function gameList(data: unknown): Game[] {
  if (Array.isArray(data)) return data as Game[];
  if (typeof data === 'object' && data !== null) {
    for (const key of ['games', 'favourites', 'recentGames', 'items']) {
      const value = (data as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as Game[];
    }
  }
  return [];
}

/** GET /games/favourites (logged in); null when the call fails (the platform has it in a later issue). */
export async function getFavouriteGames(): Promise<Game[] | null> {
  const result = await playerGet<unknown>('/games/favourites');
  return result.success ? gameList(result.data) : null;
}

/** GET /games/RecentGames (logged in); null when the call fails. */
export async function getRecentGames(): Promise<Game[] | null> {
  const result = await playerGet<unknown>('/games/RecentGames');
  return result.success ? gameList(result.data) : null;
}
