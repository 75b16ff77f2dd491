/** GET /search on the Player API base (docs/product/api.md): games, suppliers, tags, content and articles. */
import type { Locale } from '@/lib/routes';
import type { Game, Supplier } from '@/services/games/types';
import { playerGet } from '@/services/playerClient';

export interface SearchResult {
  games: Game[];
  suppliers: (Supplier & { friendly_name: string })[];
  tags: { slug: string; name: string; friendly_name: string; game_count: number }[];
  content: { slug: string; lang: Locale; title: string; friendly_name: string; description: string | null }[];
  articles: { slug: string; title: string; friendly_name: string; thumbnail: string; date_parsed: string }[];
}

const EMPTY_SEARCH: SearchResult = { games: [], suppliers: [], tags: [], content: [], articles: [] };

/** GET /search?keyword=&lang=[&gameProvider=]; null when the call fails (never throws). */
export async function searchGames(keyword: string, lang: Locale, options: { gameProvider?: string; signal?: AbortSignal } = {}): Promise<SearchResult | null> {
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

/** How many results a search gave, over all its kinds. */
export function resultCount(result: SearchResult | null | undefined): number {
  if (!result) return 0;
  return result.games.length + result.suppliers.length + result.tags.length + result.content.length + result.articles.length;
}
