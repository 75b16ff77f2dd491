/**
 * Account thunks (SPEC section 4 "Login status", "Login", "Session timer"): activity, the
 * post-login steps, password login, logout and the session timer kept in session storage.
 */
import { login as loginCall, logout as logoutCall } from '@/services/account/auth';
import { getActivity } from '@/services/account/player';
import type { ApiFailure, ApiResult } from '@/services/playerClient';
import type { Activity, Player } from '@/services/account/types';
import { setLoading, setLoggedOut, setPlayerActivity, setSessionTimer, DEFAULT_SESSION_TIMER } from './profileSlice';
import { createAppAsyncThunk, fetchBalance, fetchPlayer, handleAuthError } from './thunks';

/** Session storage keys of the account features. */
export const STORAGE_KEYS = {
  /** Epoch ms when the session timer started (login time in this tab). */
  sessionTimerStart: 'sessionTimerStart',
  /** {x, y} of the draggable session timer. */
  sessionTimerPosition: 'sessionTimerPosition',
  /** How the player is logging in ('bank' while a bank login is under way). */
  authType: 'authType',
  /** The bank login token between initLogin and the return from the bank. */
  bankLoginToken: 'bankLoginToken',
} as const;

/** Local storage key: when the marketing consent prompt was last shown (epoch ms). */
export const MARKETING_PROMPT_KEY = 'marketingPromptDate';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    const store = sessionStore();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or blocked: the feature just does not persist.
  }
}

export function clearSession(): void {
  try {
    sessionStore()?.clear();
  } catch {
    // blocked storage
  }
}

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
export const fetchActivity = createAppAsyncThunk('account/fetchActivity', async (_: void, { dispatch }): Promise<ApiResult<Activity>> => {
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
 * The post-login steps of SPEC section 4 in order: fetch activity, fetch player (which sets
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

/** POST /logout, clear session storage, set logged out (SPEC section 4). */
export const logoutPlayer = createAppAsyncThunk('account/logout', async (_: void, { dispatch }) => {
  await logoutCall();
  clearSession();
  dispatch(setLoggedOut());
  dispatch(setSessionTimer(DEFAULT_SESSION_TIMER));
});
