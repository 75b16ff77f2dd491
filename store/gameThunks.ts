/**
 * Game play state and thunks: favourites (profile state), recent games, the paged transaction
 * lists (profile state) and the favourite toggle. Every thunk resolves (never rejects) and marks
 * the player logged out on 115.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getFavourites, getRecentGames, setFavourite, type PlayerGame } from '@/services/games/api';
import type { ApiResult } from '@/services/playerClient';
import { getTransactions, type TransactionKind } from '@/services/transactions/api';
import type { BetTransaction, DepositTransaction, PagedList, WithdrawTransaction } from '@/services/transactions/types';
import type { FavouriteGame } from '@/services/games/types';
import { setDeposits, setFavourites, setGameTransactions, setGameWithdraws, setLoading, setLoggedOut, type ProfileResource } from './profileSlice';
import { createAppAsyncThunk, handleAuthError } from './thunks';
import type { RootState } from './index';

export interface GamesState {
  recentGames: PlayerGame[] | null;
  recentGamesLoading: boolean;
}

const initialState: GamesState = { recentGames: null, recentGamesLoading: false };

const gamesSlice = createSlice({
  name: 'games',
  initialState,
  reducers: {
    setRecentGames(state, action: PayloadAction<PlayerGame[] | null>) {
      state.recentGames = action.payload;
    },
    setRecentGamesLoading(state, action: PayloadAction<boolean>) {
      state.recentGamesLoading = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(setLoggedOut, (state) => {
      state.recentGames = null;
    });
  },
});

export const gamesReducer = gamesSlice.reducer;
export const { setRecentGames, setRecentGamesLoading } = gamesSlice.actions;

export const selectRecentGames = (state: RootState) => state.games.recentGames;
/** Favourites as whole games (entries without a slug are left out). */
export const selectFavouriteGames = createSelector([(state: RootState) => state.profile.favourites], (favourites): PlayerGame[] =>
  (favourites ?? []).filter((entry): entry is FavouriteGame & PlayerGame => typeof entry.slug === 'string' && typeof entry.id === 'number'),
);

const toFavourites = (games: PlayerGame[]): FavouriteGame[] => games.map((game) => ({ ...game }));

/** GET /games/favourites into the profile state. */
export const fetchFavourites = createAppAsyncThunk('games/fetchFavourites', async (_: void, { dispatch }) => {
  dispatch(setLoading({ resource: 'favourites', loading: true }));
  try {
    const result = handleAuthError(await getFavourites(), dispatch);
    if (result.success && Array.isArray(result.data.games)) dispatch(setFavourites(toFavourites(result.data.games)));
    return result.success;
  } finally {
    dispatch(setLoading({ resource: 'favourites', loading: false }));
  }
});

/** GET /games/RecentGames. */
export const fetchRecentGames = createAppAsyncThunk('games/fetchRecentGames', async (_: void, { dispatch }) => {
  dispatch(setRecentGamesLoading(true));
  try {
    const result = handleAuthError(await getRecentGames(), dispatch);
    if (result.success && Array.isArray(result.data.games)) dispatch(setRecentGames(result.data.games));
    return result.success;
  } finally {
    dispatch(setRecentGamesLoading(false));
  }
});

/** POST /games/favourites/add|remove; the answer is the new list. */
export const toggleFavourite = createAppAsyncThunk(
  'games/toggleFavourite',
  async ({ gameId, favourite }: { gameId: number; favourite: boolean }, { dispatch }): Promise<ApiResult<{ games: PlayerGame[] }>> => {
    const result = handleAuthError(await setFavourite(gameId, favourite), dispatch);
    if (result.success && Array.isArray(result.data.games)) dispatch(setFavourites(toFavourites(result.data.games)));
    return result;
  },
);

const LIST_RESOURCE: Record<TransactionKind, ProfileResource> = {
  deposits: 'deposits',
  withdraws: 'gameWithdraws',
  gameActions: 'gameTransactions',
};

/** One page of a transaction list into the profile state (deposits, gameWithdraws, gameTransactions). */
export const fetchTransactionList = createAppAsyncThunk(
  'games/fetchTransactionList',
  async ({ kind, page }: { kind: TransactionKind; page: number }, { dispatch }): Promise<ApiResult<PagedList<unknown>>> => {
    const resource = LIST_RESOURCE[kind];
    dispatch(setLoading({ resource, loading: true }));
    try {
      const result = handleAuthError(await getTransactions(kind, page), dispatch);
      if (result.success) {
        const list = { ...result.data, transactions: Array.isArray(result.data.transactions) ? result.data.transactions : [] };
        if (kind === 'deposits') dispatch(setDeposits(list as PagedList<DepositTransaction>));
        else if (kind === 'withdraws') dispatch(setGameWithdraws(list as PagedList<WithdrawTransaction>));
        else dispatch(setGameTransactions(list as PagedList<BetTransaction>));
      }
      return result;
    } finally {
      dispatch(setLoading({ resource, loading: false }));
    }
  },
);
