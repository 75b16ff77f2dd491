/**
 * Games thunks: the player's favourites and recent games (both polled) and the
 * favourite toggle. Every thunk resolves (never rejects) and marks the player logged out on 115.
 */
import { getFavourites, getRecentGames, setFavourite, type FavouriteGame } from '@/services/games/api';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { setFavourites, setLoading, setRecentGames } from './slice';


const toFavourites = (games: FavouriteGame[]): FavouriteGame[] => games.map((game) => ({ ...game }));

/** GET /games/favourites into the profile state. */
export const fetchFavourites = createAppAsyncThunk('games/fetchFavourites', async (_: void, { dispatch }) => {
  dispatch(setLoading({ resource: 'favourites', loading: true }));
  try {
    const result = handleAuthError(await getFavourites(), dispatch);
    if (result.success) dispatch(setFavourites(toFavourites(result.data.games)));
    return result.success;
  } finally {
    dispatch(setLoading({ resource: 'favourites', loading: false }));
  }
});

/** GET /games/RecentGames into the profile state. */
export const fetchRecentGames = createAppAsyncThunk('games/fetchRecentGames', async (_: void, { dispatch }) => {
  dispatch(setLoading({ resource: 'recentGames', loading: true }));
  try {
    const result = handleAuthError(await getRecentGames(), dispatch);
    if (result.success) dispatch(setRecentGames(result.data.games));
    return result.success;
  } finally {
    dispatch(setLoading({ resource: 'recentGames', loading: false }));
  }
});

/** POST /games/favourites/add|remove; the answer is the new list. */
export const toggleFavourite = createAppAsyncThunk(
  'games/toggleFavourite',
  async ({ gameId, favourite }: { gameId: number; favourite: boolean }, { dispatch }) => {
    const result = handleAuthError(await setFavourite(gameId, favourite), dispatch);
    if (result.success) dispatch(setFavourites(toFavourites(result.data.games)));
    return result;
  },
);
