import { ProgrammeView } from '@/components/bonuses/ProgrammeView';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'goldRush' of the route table this week's gold rush. */
export default function GoldRushPage() {
  return (
    <RoutePage routeKey="goldRush">
      <ProgrammeView programme="goldRush" />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps;
