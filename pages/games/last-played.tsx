import { PlayerGamesPage } from '@/components/games/PlayerGamesPage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'lastPlayed': the games the player played last (login required). */
export default function LastPlayedPage() {
  return <PlayerGamesPage kind="lastPlayed" />;
}

export const getStaticProps = staticPageProps;
