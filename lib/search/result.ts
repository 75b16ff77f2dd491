/**
 * The answer of GET /search and its count, apart from the call (services/search/api.ts) so that the results
 * page and list count results without bringing the Player API client into the browser.
 */
import type { ApiResponse } from '@/services/platform/types';

type SearchAnswer = ApiResponse<'/search', 'get'>;
type SearchAnswerGame = SearchAnswer['games'][number];

/** What a search lists of a game (a search page's data carries only this: page-data budget). */
export type SearchGame = Pick<SearchAnswerGame, 'id' | 'slug' | 'name' | 'friendly_name' | 'thumbnail'> & {
  supplier: Pick<SearchAnswerGame['supplier'], 'name'>;
};

/** The answer's five kinds of results, its games trimmed to what the results list. */
export type SearchResult = Pick<SearchAnswer, 'suppliers' | 'tags' | 'content' | 'articles'> & { games: SearchGame[] };

/** How many results a search gave, over all its kinds. */
export function resultCount(result: SearchResult | null | undefined): number {
  if (!result) return 0;
  return result.games.length + result.suppliers.length + result.tags.length + result.content.length + result.articles.length;
}
