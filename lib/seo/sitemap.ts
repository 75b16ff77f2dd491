/**
 * The sitemap (docs/architecture.md: produced from the route table): every localized URL of the
 * pages, groups, providers, games (play URLs) and news articles, each with its hreflang alternates.
 */
import { alternates, LOCALES, ROUTE_KEYS, routeFlags, routeParamNames, type RouteKey, type RouteParams } from '@/lib/routes';
import { displaySlug } from '@/lib/games/suffix';
import { INFO_PAGE_SLUGS } from '@/lib/constants';

export interface SitemapData {
  slotGroups: { id: number; slug: string }[];
  liveGroups: { id: number; slug: string }[];
  suppliers: { id: number; slug: string }[];
  gameSlugs: string[];
  articleSlugs: string[];
}

export interface SitemapEntry {
  loc: string;
  alternates: { hrefLang: string; href: string }[];
}

/** Pages without parameters that belong in a sitemap: not login-only, not the search results. */
const EXCLUDED: RouteKey[] = ['search'];

export function sitemapRoutes(data: SitemapData): { key: RouteKey; params: RouteParams }[] {
  const routes: { key: RouteKey; params: RouteParams }[] = ROUTE_KEYS.filter(
    (key) => routeParamNames(key).length === 0 && !routeFlags(key).requiresLogin && !EXCLUDED.includes(key),
  ).map((key) => ({ key, params: {} }));
  for (const group of data.slotGroups) routes.push({ key: 'slotsGroup', params: { id: group.id, slug: group.slug } });
  for (const group of data.liveGroups) routes.push({ key: 'liveCasinoGroup', params: { id: group.id, slug: group.slug } });
  for (const supplier of data.suppliers) routes.push({ key: 'singleProvider', params: { id: supplier.id, slug: supplier.slug } });
  for (const slug of data.gameSlugs) routes.push({ key: 'gamePlay', params: { slug: displaySlug(slug) } });
  for (const slug of data.articleSlugs) routes.push({ key: 'newsArticle', params: { slug } });
  for (const slug of INFO_PAGE_SLUGS) routes.push({ key: 'infoPage', params: { slug } });
  return routes;
}

export function sitemapEntries(data: SitemapData, siteUrl: string): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const { key, params } of sitemapRoutes(data)) {
    const links = alternates(key, params).map((link) => ({ hrefLang: link.hrefLang, href: `${siteUrl}${link.href}` }));
    for (const locale of LOCALES) {
      const own = links.find((link) => link.hrefLang === locale);
      if (own) entries.push({ loc: own.href, alternates: links });
    }
  }
  return entries;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${entry.alternates
        .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`)
        .join('\n')}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nAllow: /api/cms/thumbnails/\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
