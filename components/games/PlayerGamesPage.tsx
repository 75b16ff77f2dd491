import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { toLocale } from '@/lib/routes';
import type { Game } from '@/services/games/types';
import type { FavouriteGame } from '@/services/types';
import { selectFavourites, selectIsLoggedIn, useAppSelector } from '@/store';
import { GameGrid } from './GameGrid';
import { GamesSeo } from './GamesSeo';
import { EmptyState, PageHeader } from './PageHeader';

type Kind = 'favourites' | 'lastPlayed';

/** A favourite entry that carries a whole game (the platform's favourites come with a later issue). */
function isGame(value: unknown): value is Game {
  const game = value as Partial<Game> | null;
  return !!game && typeof game.slug === 'string' && typeof game.thumbnail === 'string' && typeof (game.friendly_name ?? game.name) === 'string';
}

/**
 * Favourites and last played (logged in only; the route sends others to login, and the
 * navigation shows them only when logged in). Favourites come from the profile state; the
 * platform's GET /games/favourites and /games/RecentGames arrive with a later issue, until then
 * (and whenever the list is empty) the page shows its empty state.
 */
export function PlayerGamesPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const favourites = useAppSelector(selectFavourites);
  const games: Game[] = kind === 'favourites' ? (favourites ?? []).filter((entry): entry is FavouriteGame & Game => isGame(entry)) : [];
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
