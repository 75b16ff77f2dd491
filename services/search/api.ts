/** GET /search on the Player API base (docs/product/api.md): games, suppliers, tags, content and articles. */
import type { Locale } from '@/lib/routes';
import type { Game } from '@/services/games/types';
import { playerGet } from '@/services/playerClient';
import type { SearchGame, SearchResult } from './result';

export type { SearchResult } from './result';
export { resultCount } from './result';

const EMPTY_SEARCH: SearchResult = { games: [], suppliers: [], tags: [], content: [], articles: [] };

const searchGame = ({ id, slug, name, friendly_name, thumbnail, supplier }: Game): SearchGame => ({
  id,
  slug,
  name,
  friendly_name,
  thumbnail,
  supplier: supplier ? { name: supplier.name } : null,
});

/** GET /search?keyword=&lang=[&gameProvider=]; null when the call fails (never throws). */
export async function searchGames(keyword: string, lang: Locale, options: { gameProvider?: string; signal?: AbortSignal } = {}): Promise<SearchResult | null> {
  const result = await playerGet<Partial<Omit<SearchResult, 'games'> & { games: Game[] }>>('/search', {
    params: { keyword, lang, gameProvider: options.gameProvider },
    signal: options.signal,
  });
  if (!result.success) return null;
  const data = result.data;
  return {
    games: Array.isArray(data.games) ? data.games.map(searchGame) : EMPTY_SEARCH.games,
    suppliers: Array.isArray(data.suppliers) ? data.suppliers : EMPTY_SEARCH.suppliers,
    tags: Array.isArray(data.tags) ? data.tags : EMPTY_SEARCH.tags,
    content: Array.isArray(data.content) ? data.content : EMPTY_SEARCH.content,
    articles: Array.isArray(data.articles) ? data.articles : EMPTY_SEARCH.articles,
  };
}
