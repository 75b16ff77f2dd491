import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { POLL_INTERVALS } from '@/lib/constants';
import { usePolling } from '@/lib/polling';
import { toLocale } from '@/lib/routes';
import { getFavouriteGames, getRecentGames } from '@/services/games/api';
import type { Game } from '@/services/games/types';
import { selectIsLoggedIn, useAppSelector } from '@/store';
import { GameGrid } from './GameGrid';
import { GamesSeo } from './GamesSeo';
import { EmptyState, PageHeader } from './PageHeader';

type Kind = 'favourites' | 'lastPlayed';

/**
 * Favourites and last played (logged in only; the route sends others to login). The lists come
 * from GET /games/favourites and /games/RecentGames, refreshed every 60 s; a failed or empty
 * answer shows the empty state.
 */
export function PlayerGamesPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [games, setGames] = useState<Game[] | null>(null);
  usePolling(
    [
      {
        id: kind,
        intervalMs: kind === 'favourites' ? POLL_INTERVALS.favourites : POLL_INTERVALS.recentGames,
        immediate: true,
        run: async () => {
          const list = await (kind === 'favourites' ? getFavouriteGames() : getRecentGames());
          setGames(list ?? []);
        },
      },
    ],
    isLoggedIn,
  );
  const title = tc(`routes.${kind}.heading`);
  return (
    <>
      <GamesSeo routeKey={kind} name={title} description={tc(`routes.${kind}.description`)} noIndex />
      <PageHeader title={title} />
      {isLoggedIn && games !== null && (games.length === 0 ? (
        <EmptyState role="status">{t(`${kind}.empty`)}</EmptyState>
      ) : (
        <GameGrid games={games} locale={locale} label={title} />
      ))}
    </>
  );
}
