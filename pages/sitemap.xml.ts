import { SITE_URL } from '@/components/seo/Seo';
import { sitemapProps } from '@/lib/seo/sitemapProps.server';

/** /sitemap.xml: every localized URL of the pages, groups, providers, games and articles. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps = sitemapProps(SITE_URL);
