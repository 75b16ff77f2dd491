import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { toLocale } from '@/lib/routes';
import type { GameCardData } from '@/lib/games/card';
import { selectFavourites, selectIsLoggedIn, selectRecentGames, useAppSelector } from '@/store';
import { GameGrid } from './GameGrid';
import { GamesSeo } from './GamesSeo';
import { EmptyState, PageHeader } from './PageHeader';

type Kind = 'favourites' | 'lastPlayed';

/**
 * Favourites and last played (logged in only; the route sends others to login, and the
 * navigation shows them only when logged in). GET /games/favourites (profile state) and
 * GET /games/RecentGames (games state) are polled every 60 s by loggedInTasks (store/polling.ts).
 */
export function PlayerGamesPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const favourites = useAppSelector(selectFavourites);
  const recent = useAppSelector(selectRecentGames);
  const games: GameCardData[] = (kind === 'favourites' ? favourites : recent) ?? [];
  const title = tc(`routes.${kind}.heading`);
  return (
    <>
      <GamesSeo routeKey={kind} name={title} description={tc(`routes.${kind}.description`)} noIndex />
      <PageHeader title={title} />
      {isLoggedIn &&
        (games.length === 0 ? (
          <EmptyState role="status">{t(`${kind}.empty`)}</EmptyState>
        ) : (
          <GameGrid games={games} locale={locale} label={title} />
        ))}
    </>
  );
}
