import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'bonusWheel' of the route table (its contents come with a later task). */
export default function BonusWheelPage() {
  return <RoutePage routeKey="bonusWheel" />;
}

export const getStaticProps = staticPageProps;
