import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'liveCasino' of the route table (its contents come with a later task). */
export default function LiveCasinoPage() {
  return <RoutePage routeKey="liveCasino" />;
}

export const getStaticProps = staticPageProps;
