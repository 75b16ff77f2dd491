import { robotsTxt, sitemapEntries, sitemapRoutes, sitemapXml } from '@/lib/seo/sitemap';

const DATA = {
  slotGroups: [{ id: 1, slug: 'popular' }],
  liveGroups: [{ id: 21, slug: 'live-roulette' }],
  suppliers: [{ id: 84, slug: 'zinniacrest-digital' }],
  gameSlugs: ['book-of-sand-low', 'book-of-embers'],
  articleSlugs: ['nordic-tales-collection'],
};
const SITE = 'https://casino.example';

describe('sitemap', () => {
  const entries = sitemapEntries(DATA, SITE);
  const locs = entries.map((entry) => entry.loc);

  it('lists every localized URL of pages, groups, providers, games and articles', () => {
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/fi`,
        `${SITE}/et`,
        `${SITE}/en`,
        `${SITE}/fi/pelit`,
        `${SITE}/et/mangud`,
        `${SITE}/en/games`,
        `${SITE}/fi/pelit/1/popular`,
        `${SITE}/en/games/1/popular`,
        `${SITE}/fi/livekasino/21/live-roulette`,
        `${SITE}/fi/pelivalmistaja/84/zinniacrest-digital`,
        `${SITE}/et/mangude-toimetaja/84/zinniacrest-digital`,
        `${SITE}/fi/peli/book-of-embers/pelaa`,
        `${SITE}/en/game/book-of-embers/play`,
        `${SITE}/fi/uutiset/nordic-tales-collection`,
        `${SITE}/et/uudised/nordic-tales-collection`,
        `${SITE}/fi/uutiset`,
        `${SITE}/fi/pelivalmistajat`,
      ]),
    );
  });

  it('uses the stripped slug in play URLs', () => {
    expect(locs).toContain(`${SITE}/fi/peli/book-of-sand/pelaa`);
    expect(locs.some((loc) => loc.includes('book-of-sand-low'))).toBe(false);
  });

  it('leaves out login-only pages, the search page and the short forms', () => {
    const keys = sitemapRoutes(DATA).map((route) => route.key);
    expect(keys).not.toContain('campaigns');
    expect(keys).not.toContain('favourites');
    expect(keys).not.toContain('search');
    expect(keys).not.toContain('slotsGroupById');
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('gives hreflang alternates and x-default, and valid XML', () => {
    const entry = entries.find((e) => e.loc === `${SITE}/et/mangud/1/popular`);
    expect(entry?.alternates.map((a) => a.hrefLang)).toEqual(['fi', 'et', 'en', 'x-default']);
    const xml = sitemapXml(entries);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<loc>https://casino.example/et/boonusm%C3%A4ng</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://casino.example/fi/pelit/1/popular"/>');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('url')).toHaveLength(entries.length);
  });

  it('robots.txt points to the sitemap', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
