import { PlayerGamesPage } from '@/components/games/PlayerGamesPage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'favourites': the player's favourite games (login required). */
export default function FavouritesPage() {
  return <PlayerGamesPage kind="favourites" />;
}

export const getStaticProps = staticPageProps;
