import { BonusWheel } from '@/components/bonuses/BonusWheel';
import { RoutePage } from '@/components/layout/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'bonusWheel' of the route table the player's bonus wheel. */
export default function BonusWheelPage() {
  return (
    <RoutePage routeKey="bonusWheel">
      <BonusWheel />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps;
