/**
 * Games thunks: the player's favourites and recent games (both polled), the favourite toggle and
 * a real-money launch (a visitor's demo is store/games.ts).
 * Every thunk answers the call's result (never rejects) and marks the player logged out on 115;
 * ./slice.ts keeps the lists.
 */
import type { Locale } from '@/lib/routes';
import { createAppAsyncThunk, handleAuthError } from '../thunk';

/** The games calls, loaded when the first of these thunks runs (not with the slice, which every page using a thunk loads). */
const gamesApi = () => import('@/services/games/api');

/** GET /games/favourites into the profile state. */
export const fetchFavourites = createAppAsyncThunk('games/fetchFavourites', async (_: void, { dispatch }) =>
  handleAuthError(await (await gamesApi()).getFavourites(), dispatch),
);

/** GET /games/RecentGames into the profile state. */
export const fetchRecentGames = createAppAsyncThunk('games/fetchRecentGames', async (_: void, { dispatch }) =>
  handleAuthError(await (await gamesApi()).getRecentGames(), dispatch),
);

/** POST /games/favourites/add|remove; the answer is the new list. */
export const toggleFavourite = createAppAsyncThunk(
  'games/toggleFavourite',
  async ({ gameId, favourite }: { gameId: number; favourite: boolean }, { dispatch }) =>
    handleAuthError(await (await gamesApi()).setFavourite(gameId, favourite), dispatch),
);

/** GET /game/real/{id}: the slot's URL for a real-money round; 131 unknown, 132 disabled. */
export const launchRealGame = createAppAsyncThunk(
  'games/launchReal',
  async ({ gameId, lang }: { gameId: number; lang: Locale }, { dispatch }) =>
    handleAuthError(await (await gamesApi()).launchGame(gameId, 'real', lang), dispatch),
);
