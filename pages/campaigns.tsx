import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'campaigns' of the route table (its contents come with a later task). */
export default function CampaignsPage() {
  return <RoutePage routeKey="campaigns" />;
}

export const getStaticProps = staticPageProps;
