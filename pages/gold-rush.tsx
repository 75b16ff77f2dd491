import { ProgrammeView } from '@/components/bonuses/ProgrammeView';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['bonuses'];

/** Route 'goldRush' of the route table this week's gold rush. */
export default function GoldRushPage() {
  return (
    <RoutePage routeKey="goldRush">
      <ProgrammeView programme="goldRush" />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
