import { RoutePage } from '@/components/page/RoutePage';
import { serverPageProps } from '@/lib/seo/pageProps';

/** Route 'liveCasinoGroup' of the route table (its contents come with a later task). */
export default function LiveCasinoGroupPage() {
  return <RoutePage routeKey="liveCasinoGroup" />;
}

export const getServerSideProps = serverPageProps;
