import { RoutePage } from '@/components/page/RoutePage';
import { serverPageProps } from '@/lib/seo/pageProps';

/** Route 'singleProvider' of the route table (its contents come with a later task). */
export default function SingleProviderPage() {
  return <RoutePage routeKey="singleProvider" />;
}

export const getServerSideProps = serverPageProps;
