import { LimitsScreen } from '@/components/limits/LimitsScreen';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'profileLimits': the responsible-gaming screen (login required by the route table). */
export default function ProfileLimitsPage() {
  return (
    <RoutePage routeKey="profileLimits" noIndex>
      <LimitsScreen />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps;
