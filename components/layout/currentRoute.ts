/** The current route of the router, from the route table: key, locale, params, flags, public path. */
import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'querystring';
import {
  href,
  listPage,
  LOCALES,
  routeFlags,
  routeKeyForPage,
  routeParamNames,
  toLocale,
  type Locale,
  type RouteFlags,
  type RouteKey,
  type RouteParams,
} from '@/lib/routes';

/** The route's parameters taken from the router query; undefined when one is missing. */
export function routeParamsFromQuery(key: RouteKey, query: ParsedUrlQuery): RouteParams | undefined {
  const params: RouteParams = {};
  for (const name of routeParamNames(key)) {
    const value = query[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) return undefined;
    params[name] = text;
  }
  return params;
}

/**
 * The query string a page was opened with (search term, page number, …), without the route's
 * own parameters that Next puts in the same query object (the [slug] of the page file).
 */
function searchString(pathname: string, query: ParsedUrlQuery): string {
  // Page n of a paged list has the number in its page path; in the public URL it is ?page=n.
  const dynamic = new Set(Array.from(listPage(pathname).matchAll(/\[\.{0,3}([^\]]+)\]/g), (match) => match[1]));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (dynamic.has(name) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Where the language switcher goes for a locale: the same route with the same parameters
 * (the game slug on the game page) and the same query string (?q=book&page=3); home when the
 * page is not in the table or a parameter is missing.
 */
export function languageTarget(pathname: string, query: ParsedUrlQuery, locale: Locale): string {
  const key = routeKeyForPage(pathname);
  if (!key) return href('home', {}, locale);
  const params = routeParamsFromQuery(key, query);
  return params ? `${href(key, params, locale)}${searchString(pathname, query)}` : href('home', {}, locale);
}

export function languageTargets(pathname: string, query: ParsedUrlQuery): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, languageTarget(pathname, query, locale)])) as Record<Locale, string>;
}

export interface CurrentRoute {
  key: RouteKey | undefined;
  locale: Locale;
  params: RouteParams;
  flags: RouteFlags;
  /** Public path with the locale prefix ('/fi/peli/x/pelaa'), for redirectUrl. */
  publicPath: string;
}

function currentRoute(pathname: string, query: ParsedUrlQuery, routerLocale: string | undefined, asPath: string): CurrentRoute {
  const key = routeKeyForPage(pathname);
  const locale = toLocale(routerLocale);
  const params = (key && routeParamsFromQuery(key, query)) || {};
  let publicPath: string;
  try {
    publicPath = key ? href(key, params, locale) : `/${locale}${asPath === '/' ? '' : asPath.split('?')[0]}`;
  } catch {
    publicPath = href('home', {}, locale);
  }
  return { key, locale, params, flags: routeFlags(key), publicPath };
}

export function useCurrentRoute(): CurrentRoute {
  const router = useRouter();
  return currentRoute(router.pathname, router.query, router.locale, router.asPath);
}
