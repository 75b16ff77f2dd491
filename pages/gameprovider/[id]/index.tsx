import { RoutePage } from '@/components/page/RoutePage';
import { serverPageProps } from '@/lib/seo/pageProps';

/** Route 'providerById' of the route table (its contents come with a later task). */
export default function ProviderByIdPage() {
  return <RoutePage routeKey="providerById" />;
}

export const getServerSideProps = serverPageProps;
