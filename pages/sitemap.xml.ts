import type { GetServerSideProps } from 'next';
import { SITE_URL } from '@/components/seo/Seo';
import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';
import { getAllArticles } from '@/services/content/articles';
import { getAllGames, getChildGroups, getGroups, getSuppliers } from '@/services/games/cms';

/** /sitemap.xml: every localized URL of the pages, groups, providers, games and articles. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const [groups, liveGroups, suppliers, games, articles] = await Promise.all([
    getGroups('en', 'slots'),
    getChildGroups('en', 'live-casino'),
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
      SITE_URL,
    ),
  );
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=600, stale-while-revalidate=3600');
  res.end(xml);
  return { props: {} };
};
