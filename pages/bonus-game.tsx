import { ProgrammeView } from '@/components/bonuses/ProgrammeView';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'bonusGame' of the route table the player's bonus game progress and rewards. */
export default function BonusGamePage() {
  return (
    <RoutePage routeKey="bonusGame">
      <ProgrammeView programme="bonusGame" />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps;
