import { BonusWheel } from '@/components/bonuses/BonusWheel';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['bonuses'];

/** Route 'bonusWheel' of the route table the player's bonus wheel. */
export default function BonusWheelPage() {
  return (
    <RoutePage routeKey="bonusWheel">
      <BonusWheel />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
