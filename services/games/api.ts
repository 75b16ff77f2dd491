/**
 * Games calls on the Player API base (SPEC section 7 "Games and activity"): menu, search and
 * jackpots. Never throw: a failure gives null or an empty value.
 */
import { playerGet } from '@/services/playerClient';
import { EMPTY_SEARCH, type Jackpot, type Lang, type MenuItem, type SearchResult } from './types';

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

// GET /games/favourites and /games/RecentGames come with a later platform issue; until the
// platform has them (the contract test checks every player call) the favourites and last played
// pages show their empty state. See docs/decisions.md.
