import { PlayOverviewScreen } from '@/components/playOverview/PlayOverviewScreen';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['limits'];

/** Route 'playOverview': the player's overview of their play (login required by the route table). */
export default function PlayOverviewPage() {
  return (
    <RoutePage routeKey="playOverview" noIndex>
      <PlayOverviewScreen />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
