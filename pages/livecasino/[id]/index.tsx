import { RoutePage } from '@/components/page/RoutePage';
import { serverPageProps } from '@/lib/seo/pageProps';

/** Route 'liveCasinoGroupById' of the route table (its contents come with a later task). */
export default function LiveCasinoGroupByIdPage() {
  return <RoutePage routeKey="liveCasinoGroupById" />;
}

export const getServerSideProps = serverPageProps;
