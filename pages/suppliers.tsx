import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'gameProviders' of the route table (its contents come with a later task). */
export default function GameProvidersPage() {
  return <RoutePage routeKey="gameProviders" />;
}

export const getStaticProps = staticPageProps;
