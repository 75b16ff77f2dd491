/** GET /search on the Player API base (docs/product/api.md): games, suppliers, tags, content and articles. */
import type { Locale } from '@/lib/routes';
import { playerGet } from '@/services/playerClient';
import type { ApiResponse } from '@/services/platform/types';
import type { SearchGame, SearchResult } from '@/lib/search/result';

const searchGame = ({
  id,
  slug,
  name,
  friendly_name,
  thumbnail,
  supplier,
}: ApiResponse<'/search', 'get'>['games'][number]): SearchGame => ({
  id,
  slug,
  name,
  friendly_name,
  thumbnail,
  supplier: { name: supplier.name },
});

/** GET /search?keyword=&lang=[&gameProvider=]; null when the call fails (never throws). */
export async function searchGames(
  keyword: string,
  lang: Locale,
  options: { gameProvider?: string; signal?: AbortSignal } = {},
): Promise<SearchResult | null> {
  const result = await playerGet('/search', { keyword, lang, gameProvider: options.gameProvider }, { signal: options.signal });
  if (!result.success) return null;
  const { games, suppliers, tags, content, articles } = result.data;
  return { games: games.map(searchGame), suppliers, tags, content, articles };
}
