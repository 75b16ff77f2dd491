import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'profileLimits' of the route table (its contents come with a later task). */
export default function ProfileLimitsPage() {
  return <RoutePage routeKey="profileLimits" />;
}

export const getStaticProps = staticPageProps;
