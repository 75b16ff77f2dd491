/** Thunks that call the Player API and keep the profile state in step. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { getBalance } from '@/services/wallet/balance';
import { getPlayer } from '@/services/account/player';
import type { ApiResult } from '@/services/playerClient';
import type { Balance } from '@/services/wallet/types';
import type { Player } from '@/services/account/types';
import { setPlayerLoadFinished } from './appSlice';
import { setBalance, setLoading, setLoggedIn, setLoggedOut, setPlayer } from './profileSlice';
import type { AppDispatch, RootState } from './index';

/** SPEC section 8: 115 "not logged in" — the session is gone. */
export const AUTH_ERROR_CODE = 115;

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/** Mark the player logged out when a result is the authentication error; gives the result back. */
export function handleAuthError<T>(result: ApiResult<T>, dispatch: AppDispatch): ApiResult<T> {
  if (!result.success && result.errorCode === AUTH_ERROR_CODE) dispatch(setLoggedOut());
  return result;
}

function hasUserId(player: Player | null | undefined): player is Player {
  return player?.userId !== undefined && player.userId !== null && player.userId !== '';
}

/**
 * GET /player. A userId means logged in; 115 or any other failure (including 404 while the
 * platform has no player endpoint) means logged out. Never rejects; always marks the first
 * player load finished.
 */
export const fetchPlayer = createAppAsyncThunk('profile/fetchPlayer', async (_: void, { dispatch }): Promise<Player | null> => {
  dispatch(setLoading({ resource: 'player', loading: true }));
  try {
    const result = await getPlayer();
    if (result.success && hasUserId(result.data)) {
      dispatch(setPlayer(result.data));
      dispatch(setLoggedIn());
      return result.data;
    }
    dispatch(setLoggedOut());
    return null;
  } finally {
    dispatch(setLoading({ resource: 'player', loading: false }));
    dispatch(setPlayerLoadFinished(true));
  }
});

/** GET /player/balance. Keeps the previous balance on failure; 115 logs out. Never rejects. */
export const fetchBalance = createAppAsyncThunk('profile/fetchBalance', async (_: void, { dispatch }): Promise<ApiResult<Balance>> => {
  dispatch(setLoading({ resource: 'balance', loading: true }));
  try {
    const result = handleAuthError(await getBalance(), dispatch);
    if (result.success) dispatch(setBalance(result.data));
    return result;
  } finally {
    dispatch(setLoading({ resource: 'balance', loading: false }));
  }
});
