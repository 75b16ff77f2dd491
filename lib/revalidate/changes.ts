/**
 * On-demand refresh of pre-rendered pages (pages/api/site/revalidate.ts): which pages a content
 * change affects. Paths are the pages' own paths with the locale ('/fi/news/slug', '/fi/games'),
 * which is what res.revalidate takes (not the localized public path that a rewrite serves).
 */
import { INFO_PAGE_SLUGS } from '@/lib/constants';
import { LOCALES, ROUTE_KEYS, ROUTES, type Locale, type RouteKey } from '@/lib/routes';

/** What the platform announces (platform/src/features/cms/changeNotifier.ts). */
export type SiteChange =
  | { kind: 'page'; slug: string }
  | { kind: 'news'; slug: string }
  | { kind: 'gameGroup'; slug: string }
  | { kind: 'siteSettings' }
  | { kind: 'maintenance' };

/** At most this many changes are read from one notification. */
export const MAX_CHANGES = 50;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The changes of a notification body, or null when it is not one. */
export function parseChanges(body: unknown): SiteChange[] | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { changes?: unknown }).changes)) return null;
  const list = (body as { changes: unknown[] }).changes;
  if (list.length === 0 || list.length > MAX_CHANGES) return null;
  const changes: SiteChange[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) return null;
    const { kind, slug } = item as { kind?: unknown; slug?: unknown };
    if (kind === 'siteSettings' || kind === 'maintenance') changes.push({ kind });
    else if ((kind === 'page' || kind === 'news' || kind === 'gameGroup') && typeof slug === 'string' && SLUG.test(slug))
      changes.push({ kind, slug });
    else return null;
  }
  return changes;
}

/** A page's own path with its locale: pagePath('newsArticle', {slug: 'x'}, 'fi') → '/fi/news/x'. */
export function pagePath(key: RouteKey, params: Record<string, string | number>, locale: Locale): string {
  const path = ROUTES[key].page.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Routes rendered per request (never pre-rendered), so never revalidated. */
const PER_REQUEST: readonly RouteKey[] = ['search', 'gamePlay'];

/** Pre-rendered pages without parameters (home, slots index, news list, login...). */
const STATIC_ROUTES: RouteKey[] = ROUTE_KEYS.filter((key) => !ROUTES[key].page.includes('[') && !PER_REQUEST.includes(key));

const everyLocale = (key: RouteKey, params: Record<string, string | number> = {}) => LOCALES.map((locale) => pagePath(key, params, locale));

/** What the site knows of the catalogue and content when a change touches every page. */
export interface KnownPages {
  /** Slots groups and live casino categories: id, slug and type. */
  groups: { id: number; slug: string; type: 'slots' | 'livecasino' }[];
  /** Article slugs of the news list's first page (newer ones are the likeliest to be cached). */
  articles: string[];
}

/**
 * Site settings, maintenance and game group texts show on every page (footer, banner, the
 * navigation's group names): every parameterless page, every group page, the info pages and the
 * newest articles, in all three languages. Bounded: provider pages and older articles are left
 * to their timed revalidation (a minute).
 */
export function allPages(known: KnownPages): string[] {
  const paths = STATIC_ROUTES.flatMap((key) => everyLocale(key));
  for (const group of known.groups) {
    paths.push(...everyLocale(group.type === 'livecasino' ? 'liveCasinoGroup' : 'slotsGroup', { id: group.id, slug: group.slug }));
  }
  for (const slug of INFO_PAGE_SLUGS) paths.push(...everyLocale('infoPage', { slug }));
  for (const slug of known.articles) paths.push(...everyLocale('newsArticle', { slug }));
  return paths;
}

/** The pages players open most: after a site-wide change they are regenerated first (seconds). */
const MOST_OPENED: RouteKey[] = ['home', 'slotsIndex', 'liveCasino', 'news'];

/** MOST_OPENED in every language, Finnish (the default) first. */
export const mostOpenedPages = (): string[] => LOCALES.flatMap((locale) => MOST_OPENED.map((key) => pagePath(key, {}, locale)));

/** CMS page slugs that have their own route ('home' is the home page, 'campaigns' the campaigns page). */
const PAGE_ROUTES: Partial<Record<string, RouteKey>> = { home: 'home', campaigns: 'campaigns' };

/** The pages one change affects; null when it affects every page (see allPages). */
export function pagesFor(change: SiteChange): string[] | null {
  switch (change.kind) {
    case 'page': {
      const key = PAGE_ROUTES[change.slug];
      if (key) return everyLocale(key);
      return (INFO_PAGE_SLUGS as readonly string[]).includes(change.slug) ? everyLocale('infoPage', { slug: change.slug }) : [];
    }
    case 'news':
      return [...everyLocale('newsArticle', { slug: change.slug }), ...everyLocale('news')];
    default:
      return null;
  }
}
