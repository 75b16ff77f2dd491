import { RoutePage } from '@/components/page/RoutePage';
import { serverPageProps } from '@/lib/seo/pageProps';

/** Route 'slotsGroup' of the route table (its contents come with a later task). */
export default function SlotsGroupPage() {
  return <RoutePage routeKey="slotsGroup" />;
}

export const getServerSideProps = serverPageProps;
