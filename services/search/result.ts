/**
 * The answer of GET /search and its count, apart from the call (./api.ts) so that the results
 * page and list count results without bringing the Player API client into the browser.
 */
import type { Locale } from '@/lib/routes';
import type { Game, Supplier } from '@/services/games/types';

/** What a search lists of a game (a search page's data carries only this: page-data budget). */
export type SearchGame = Pick<Game, 'id' | 'slug' | 'name' | 'friendly_name' | 'thumbnail'> & { supplier: { name: string } | null };

export interface SearchResult {
  games: SearchGame[];
  suppliers: (Supplier & { friendly_name: string })[];
  tags: { slug: string; name: string; friendly_name: string; game_count: number }[];
  content: { slug: string; lang: Locale; title: string; friendly_name: string; description: string | null }[];
  articles: { slug: string; title: string; friendly_name: string; thumbnail: string; date_parsed: string }[];
}

/** How many results a search gave, over all its kinds. */
export function resultCount(result: SearchResult | null | undefined): number {
  if (!result) return 0;
  return result.games.length + result.suppliers.length + result.tags.length + result.content.length + result.articles.length;
}
