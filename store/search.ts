/** The live search of the header's box (GET /search), as a plain thunk (no Redux Toolkit). */
import type { Locale } from '@/lib/routes';
import type { SearchResult } from '@/lib/search/result';

/** A search's results; null when the call failed. The call (and the Player API client) loads with the first search, not with the page. */
export const searchGames =
  (keyword: string, lang: Locale, options: { signal?: AbortSignal } = {}) =>
  async (): Promise<SearchResult | null> =>
    (await import('@/services/search/api')).searchGames(keyword, lang, options);
