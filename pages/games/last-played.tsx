import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'lastPlayed' of the route table (its contents come with a later task). */
export default function LastPlayedPage() {
  return <RoutePage routeKey="lastPlayed" />;
}

export const getStaticProps = staticPageProps;
