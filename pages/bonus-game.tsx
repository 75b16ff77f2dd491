import { ProgrammeView } from '@/components/bonuses/ProgrammeView';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['bonuses'];

/** Route 'bonusGame' of the route table the player's bonus game progress and rewards. */
export default function BonusGamePage() {
  return (
    <RoutePage routeKey="bonusGame">
      <ProgrammeView programme="bonusGame" />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
