import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'goldRush' of the route table (its contents come with a later task). */
export default function GoldRushPage() {
  return <RoutePage routeKey="goldRush" />;
}

export const getStaticProps = staticPageProps;
