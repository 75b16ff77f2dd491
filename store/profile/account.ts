/**
 * Account thunks (docs/product/flows.md "Login status", "Login", "Session timer"):
 * the player record, activity, the post-login steps, password login, logout and the session timer
 * kept in session storage.
 */
import { clearSession, readSession, STORAGE_KEYS, writeSession } from '@/lib/account/sessionStorage';
import { autoLogin as autoLoginCall, login as loginCall, logout as logoutCall } from '@/services/account/auth';
import { getActivity, getPlayer, type Activity, type Player } from '@/services/account/player';
import type { ApiFailure, ApiResult } from '@/services/playerClient';
import { setPlayerLoadFinished } from '../layout';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { setLoading, setLoggedIn, setLoggedOut, setPlayer, setPlayerActivity, setSessionTimer } from './slice';
import { DEFAULT_SESSION_TIMER } from './state';
import { fetchBalance } from './wallet';
import { fetchAvatar } from './settings';


function hasUserId(player: Player | null | undefined): player is Player {
  return player?.userId !== undefined && player.userId !== null;
}

/**
 * GET /player. A userId means logged in; 115 or any other failure means logged out. Never
 * rejects; always marks the first player load finished.
 */
export const fetchPlayer = createAppAsyncThunk('profile/fetchPlayer', async (_: void, { dispatch }): Promise<Player | null> => {
  dispatch(setLoading({ resource: 'player', loading: true }));
  try {
    const result = await getPlayer();
    if (result.success && hasUserId(result.data)) {
      dispatch(setPlayer(result.data));
      dispatch(setLoggedIn());
      void dispatch(fetchAvatar());
      return result.data;
    }
    dispatch(setLoggedOut());
    return null;
  } finally {
    dispatch(setLoading({ resource: 'player', loading: false }));
    dispatch(setPlayerLoadFinished(true));
  }
});

/**
 * Restore the session timer: the start time kept in session storage, or now when there is none
 * (a new login). The profile state holds the start as a string ("0" means no timer).
 */
export const restoreSessionTimer = createAppAsyncThunk('account/restoreSessionTimer', async (now: number | undefined, { dispatch }) => {
  const stored = Number(readSession(STORAGE_KEYS.sessionTimerStart));
  const start = Number.isFinite(stored) && stored > 0 ? stored : (now ?? Date.now());
  writeSession(STORAGE_KEYS.sessionTimerStart, String(start));
  dispatch(setSessionTimer(String(start)));
  return start;
});

/** GET /player/activity into the profile state; 115 logs out. Never rejects. */
const fetchActivity = createAppAsyncThunk('account/fetchActivity', async (_: void, { dispatch }): Promise<ApiResult<Activity>> => {
  dispatch(setLoading({ resource: 'playerActivity', loading: true }));
  try {
    const result = handleAuthError(await getActivity(), dispatch);
    if (result.success) dispatch(setPlayerActivity(result.data));
    return result;
  } finally {
    dispatch(setLoading({ resource: 'playerActivity', loading: false }));
  }
});

export interface LoginOutcome {
  player: Player;
  /** Logins so far (this one included); null when the activity could not be read. */
  activityCount: number | null;
}

const NOT_LOGGED_IN: ApiFailure = { success: false, error: 'Not logged in', errorCode: 115, params: {} };

/**
 * The post-login steps of docs/product/flows.md in order: fetch activity, fetch player (which sets
 * logged in when it has a userId), fetch balance, restore the session timer.
 */
export const completeLogin = createAppAsyncThunk('account/completeLogin', async (_: void, { dispatch }): Promise<ApiResult<LoginOutcome>> => {
  const activity = await dispatch(fetchActivity()).unwrap();
  const player = await dispatch(fetchPlayer()).unwrap();
  if (!player) return NOT_LOGGED_IN;
  await dispatch(fetchBalance());
  await dispatch(restoreSessionTimer(undefined));
  const activityCount = activity.success ? (activity.data.activities ?? []).length : null;
  return { success: true, data: { player, activityCount } };
});

/** Submit credentials, then the post-login steps. A failure leaves the player logged out. */
export const loginWithPassword = createAppAsyncThunk(
  'account/loginWithPassword',
  async (credentials: { email: string; password: string }, { dispatch }): Promise<ApiResult<LoginOutcome>> => {
    const result = await loginCall({ email: credentials.email.trim(), password: credentials.password });
    if (!result.success) return result;
    return dispatch(completeLogin()).unwrap();
  },
);

/** Log in with the one-time token the email verification answers (POST /autoLogin), then the post-login steps. */
export const loginWithToken = createAppAsyncThunk('account/loginWithToken', async (token: string, { dispatch }): Promise<ApiResult<LoginOutcome>> => {
  const result = await autoLoginCall(token);
  if (!result.success) return result;
  return dispatch(completeLogin()).unwrap();
});

/** POST /logout, clear session storage, set logged out (docs/product/flows.md). */
export const logoutPlayer = createAppAsyncThunk('account/logout', async (_: void, { dispatch }) => {
  await logoutCall();
  clearSession();
  dispatch(setLoggedOut());
  dispatch(setSessionTimer(DEFAULT_SESSION_TIMER));
});
