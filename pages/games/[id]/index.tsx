import { RoutePage } from '@/components/page/RoutePage';
import { serverPageProps } from '@/lib/seo/pageProps';

/** Route 'slotsGroupById' of the route table (its contents come with a later task). */
export default function SlotsGroupByIdPage() {
  return <RoutePage routeKey="slotsGroupById" />;
}

export const getServerSideProps = serverPageProps;
