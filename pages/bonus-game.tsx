import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'bonusGame' of the route table (its contents come with a later task). */
export default function BonusGamePage() {
  return <RoutePage routeKey="bonusGame" />;
}

export const getStaticProps = staticPageProps;
