import { PlayerGamesPage } from '@/components/games/PlayerGamesPage';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Route 'favourites': the player's favourite games (login required). */
export default function FavouritesPage() {
  return <PlayerGamesPage kind="favourites" />;
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
