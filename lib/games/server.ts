/** Helpers for the games pages' getServerSideProps. */
import type { GetServerSidePropsContext } from 'next';

/** A positive integer id from a route parameter, else null. */
export function idParam(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

export function stringParam(value: unknown): string {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text : '';
}

/**
 * The page number of a pre-rendered list page: no parameter is page 1 (the list's own URL), a
 * paged URL's number (lib/routes pagedRewrites) must be a whole number of at least 1, else null.
 */
export function pageParam(value: unknown): number | null {
  if (value === undefined) return 1;
  const text = stringParam(value);
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null;
}

/** Let shared caches keep a server-rendered list page briefly (content changes rarely). */
export function cacheFor(context: GetServerSidePropsContext, seconds = 30): void {
  context.res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 4}`);
}

/** A 308 redirect that keeps the query string (without the route's own parameters). */
export function permanentRedirect(destination: string, context: Pick<GetServerSidePropsContext, 'query' | 'params'>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(context.query)) {
    if (context.params && name in context.params) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(name, item);
  }
  const query = search.toString();
  return { redirect: { destination: query ? `${destination}?${query}` : destination, permanent: true } as const };
}

export const GAMES_PAGE_SIZE = 24;
