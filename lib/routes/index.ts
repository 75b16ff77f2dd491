/**
 * Everything derived from the route table: links, rewrites, redirects to the localized path,
 * hreflang alternates, the language switcher's target and the page-name style class.
 * No localized path is written anywhere else in the site.
 */
import { DEFAULT_LOCALE, LOCALES, ROUTES, ROUTE_KEYS, type Locale, type RouteDefinition, type RouteFlags, type RouteKey } from './table';

export * from './table';

/** The page files of a paged list's page n end with this (pagedRewrites). */
const PAGED_SUFFIX = '/page/[page]';

export type RouteParams = Record<string, string | number>;

const PARAM = /\{(\w+)\}/g;

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale to use for a value from Next's router (which may be 'default' or undefined). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function routeFlags(key: RouteKey | undefined): RouteFlags {
  return (key && (ROUTES[key] as RouteDefinition).flags) || {};
}

/**
 * Path inside the locale (no locale prefix), e.g. localizedPath('login', {}, 'fi') → '/kirjaudu'.
 * Percent-encoded throughout (static segments and params alike): '/boonusm%C3%A4ng', the form a
 * browser sends and Next matches rewrites against.
 */
export function localizedPath(key: RouteKey, params: RouteParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  const template = ROUTES[key].paths[locale];
  return template
    .split('/')
    .map((segment) => {
      if (!/^\{\w+\}$/.test(segment)) return encodeURIComponent(segment);
      const name = segment.slice(1, -1);
      const value = params[name];
      if (value === undefined || value === '') {
        throw new Error(`Route ${key} needs the parameter ${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** Full public URL path with the locale prefix, e.g. href('login', {}, 'fi') → '/fi/kirjaudu'. */
export function href(key: RouteKey, params: RouteParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  const path = localizedPath(key, params, locale);
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Route keys whose path contains the given parameter names, for the language switcher. */
export function routeParamNames(key: RouteKey): string[] {
  return Array.from(ROUTES[key].paths.en.matchAll(PARAM), (match) => match[1]);
}

/**
 * Which route key a Next.js page path (router.pathname, e.g. '/game/[slug]/play') belongs to; the
 * page of a paged list's page n ('/games/[id]/[slug]/page/[page]') belongs to its list's route.
 */
export function routeKeyForPage(pagePath: string): RouteKey | undefined {
  const page = listPage(pagePath);
  return ROUTE_KEYS.find((key) => ROUTES[key].page === page);
}

/** The list's own page path for the page of page n ('/games/page/[page]' → '/games'), else the path itself. */
export function listPage(pagePath: string): string {
  return pagePath.endsWith(PAGED_SUFFIX) ? pagePath.slice(0, -PAGED_SUFFIX.length) : pagePath;
}

/** hreflang alternates of a route: one URL per locale plus x-default (Finnish). */
export function alternates(key: RouteKey, params: RouteParams = {}): { hrefLang: string; href: string }[] {
  const links: { hrefLang: string; href: string }[] = LOCALES.map((locale) => ({ hrefLang: locale, href: href(key, params, locale) }));
  links.push({ hrefLang: 'x-default', href: href(key, params, DEFAULT_LOCALE) });
  return links;
}

/** Style class of a page, derived from its route: 'page-game-play', 'page-home'. */
export function pageClassName(key: RouteKey | undefined): string {
  if (!key) return 'page-unknown';
  return `page-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Turn a path template into a Next.js path pattern: '/peli/{slug}/pelaa' → '/peli/:slug/pelaa'. */
function toPattern(template: string): string {
  return template
    .split('/')
    .map((segment) => segment.replace(PARAM, ':$1'))
    .map((segment) => (segment.startsWith(':') ? segment : encodeURI(segment)))
    .join('/');
}

export interface PathRule {
  source: string;
  destination: string;
  locale: false;
}

/**
 * Rewrites from each localized public path to the page that renders it
 * ('/fi/kirjaudu' → '/fi/login'). Used by next.config.js.
 */
export function localizedRewrites(): PathRule[] {
  const rules: PathRule[] = [];
  for (const key of ROUTE_KEYS) {
    const route: RouteDefinition = ROUTES[key];
    const pagePattern = route.page.replace(/\[(\w+)\]/g, ':$1');
    for (const locale of LOCALES) {
      const pattern = toPattern(route.paths[locale]);
      if (pattern === pagePattern) continue;
      rules.push({ source: `/${locale}${pattern}`, destination: `/${locale}${pagePattern}`, locale: false });
    }
  }
  return rules;
}

/** Routes whose lists are paged with ?page=n (lib/pagination.ts). */
const PAGED_ROUTES = ['slotsIndex', 'news', 'slotsGroup', 'liveCasinoGroup', 'singleProvider'] as const satisfies readonly RouteKey[];

/** The page file that renders page n of a paged route: '/games' → '/games/page/[page]'. */
const pagedPage = (page: string) => `${page}${PAGED_SUFFIX}`;

export interface PagedRule extends PathRule {
  has: { type: 'query'; key: 'page'; value: string }[];
}

/**
 * A paged list's public URL keeps its ?page=n; these rewrites send it to a page with the number
 * in its path ('/fi/pelit?page=2' → '/fi/games/page/2'), so that every page of the list can be
 * pre-rendered and revalidated (a pre-rendered page does not see the query). They run before the
 * file-system routes: the English path is also the page's own path ('/en/games').
 */
export function pagedRewrites(): PagedRule[] {
  const rules: PagedRule[] = [];
  for (const key of PAGED_ROUTES) {
    const route: RouteDefinition = ROUTES[key];
    const destination = pagedPage(route.page).replace(/\[(\w+)\]/g, ':$1');
    for (const locale of LOCALES) {
      rules.push({
        // Ids are digits: '/en/games/page/2' (page 2 of the slots index, already rewritten) is no group.
        source: `/${locale}${toPattern(route.paths[locale]).replace(':id', ':id(\\d{1,9})')}`,
        destination: `/${locale}${destination}`,
        locale: false,
        has: [{ type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,5})' }],
      });
    }
  }
  return rules;
}

/**
 * For a locale-prefixed pathname that reaches a page under its English page path in another
 * locale ('/fi/login'), the localized path to redirect to ('/fi/kirjaudu'); otherwise undefined.
 */
export function canonicalRedirect(pathname: string): string | undefined {
  const [, locale, ...rest] = pathname.split('/');
  if (!isLocale(locale)) return undefined;
  const inner = `/${rest.join('/')}`;
  for (const key of ROUTE_KEYS) {
    const route: RouteDefinition = ROUTES[key];
    const params = matchTemplate(route.page.replace(/\[(\w+)\]/g, '{$1}'), inner);
    if (!params) continue;
    const target = href(key, params, locale);
    return target === pathname || decodeURI(target) === decodeURI(pathname) ? undefined : target;
  }
  return undefined;
}

/** Match a concrete path against a template with {param} segments; gives the params or null. */
function matchTemplate(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const have = path.replace(/\/+$/, '').split('/');
  if (template === '/') return path === '/' || path === '' ? {} : null;
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const name = /^\{(\w+)\}$/.exec(want[i]);
    if (name) {
      if (!have[i]) return null;
      params[name[1]] = decodeURIComponent(have[i]);
    } else if (want[i] !== safeDecode(have[i])) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Which route and params a public locale-prefixed path belongs to ('/fi/peli/x/pelaa'). */
export function matchPublicPath(pathname: string): { key: RouteKey; locale: Locale; params: Record<string, string> } | undefined {
  const [, locale, ...rest] = pathname.split('/');
  if (!isLocale(locale)) return undefined;
  const inner = `/${rest.join('/')}`;
  for (const key of ROUTE_KEYS) {
    const params = matchTemplate(ROUTES[key].paths[locale], inner);
    if (params) return { key, locale, params };
  }
  return undefined;
}
