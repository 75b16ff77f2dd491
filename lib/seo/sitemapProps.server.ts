/** /sitemap.xml's data function: every localized URL of the pages, groups, providers, games and articles, written as the answer. */
import type { GetServerSideProps } from 'next';
import { LIVE_CASINO_PARENT } from '@/lib/games/catalogueProps.server';
import { getAllArticles } from '@/services/content/articles';
import { getAllGames, getChildGroups, getGroups, getSuppliers } from '@/services/games/cms';
import { sitemapEntries, sitemapXml } from './sitemap';

export function sitemapProps(siteUrl: string): GetServerSideProps {
  return async ({ res }) => {
    const [groups, liveGroups, suppliers, games, articles] = await Promise.all([
      getGroups('en', 'slots'),
      getChildGroups('en', LIVE_CASINO_PARENT),
      getSuppliers(),
      getAllGames(),
      getAllArticles('en'),
    ]);
    const xml = sitemapXml(
      sitemapEntries(
        {
          slotGroups: groups.filter((group) => group.type === 'slots'),
          liveGroups,
          suppliers: suppliers.filter((supplier) => supplier.game_count > 0),
          gameSlugs: games.map((game) => game.slug),
          articleSlugs: articles.map((article) => article.slug),
        },
        siteUrl,
      ),
    );
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, s-maxage=600, stale-while-revalidate=3600');
    res.end(xml);
    return { props: {} };
  };
}
