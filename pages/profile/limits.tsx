import { LimitsScreen } from '@/components/limits/LimitsScreen';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['limits'];

/** Route 'profileLimits': the responsible-gaming screen (login required by the route table). */
export default function ProfileLimitsPage() {
  return (
    <RoutePage routeKey="profileLimits" noIndex>
      <LimitsScreen />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
