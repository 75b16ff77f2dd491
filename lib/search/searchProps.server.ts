/** The search page's data function: the results of ?q= rendered on the server. */
import type { GetServerSideProps } from 'next';
import { recentCache } from '@/lib/cache/recent';
import { cacheFor, stringParam } from '@/lib/games/server';
import type { Namespace } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/routes';
import { isSearchable } from '@/lib/search/debounce';
import type { SearchResult } from '@/lib/search/result';
import { basePageProps, type BasePageProps } from '@/lib/seo/pageProps.server';
import { searchGames } from '@/services/search/api';

export interface SearchPageProps extends BasePageProps {
  query: string;
  result: SearchResult | null;
  failed: boolean;
}

/**
 * The results of a search term in a language, kept for a few seconds (lib/cache/recent.ts): a
 * popular term is asked of the platform once per few seconds, not once per page view.
 */
const recentSearches = recentCache<SearchResult | null>({ maxEntries: 500 });

export function searchPageProps(namespaces: readonly Namespace[]): GetServerSideProps<SearchPageProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const query = stringParam(context.query.q).trim().slice(0, 100);
    const [base, result] = await Promise.all([
      basePageProps(lang, namespaces),
      isSearchable(query) ? recentSearches.get(`${lang} ${query}`, () => searchGames(query, lang)) : Promise.resolve(null),
    ]);
    const failed = isSearchable(query) && result === null;
    // The results hold nothing of the player: the front may keep them per query for a few seconds
    // (docs/decisions.md#front-cache-refresh); a failed search is never kept.
    if (!failed) cacheFor(context, 10);
    return { props: { ...base, query, result, failed } };
  };
}
