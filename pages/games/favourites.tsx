import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'favourites' of the route table (its contents come with a later task). */
export default function FavouritesPage() {
  return <RoutePage routeKey="favourites" />;
}

export const getStaticProps = staticPageProps;
