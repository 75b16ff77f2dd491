import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'slotsIndex' of the route table (its contents come with a later task). */
export default function SlotsIndexPage() {
  return <RoutePage routeKey="slotsIndex" />;
}

export const getStaticProps = staticPageProps;
