/**
 * Account thunks (docs/product/flows.md "Login status", "Login", "Session timer"):
 * the player record, activity, the post-login steps, password login, logout, the session timer
 * kept in session storage, and a new customer's session after an approved deposit. What each does
 * to the profile state is in ./slice.ts.
 */
import { clearSession, readSession, STORAGE_KEYS, writeSession } from '@/lib/account/sessionStorage';
import { isShortCode } from '@/lib/validation';
import { setPlayerLoadFinished } from '../layout';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { fetchBalance } from './wallet';
import { fetchAvatar } from './settings';
import type { Activity, CompleteAccountFields, Player, RegisterFields } from '@/lib/account/types';
import type { ApiFailure, ApiResult } from '@/lib/apiResult';

// The calls, loaded when the first of these thunks runs (not with the slice, which every page using a thunk loads).
const authApi = () => import('@/services/account/auth');
const playerApi = () => import('@/services/account/player');

function hasUserId(player: Player | null | undefined): player is Player {
  return player?.userId !== undefined && player.userId !== null;
}

/** GET /player: the player when the answer has a userId, else null (115 or any other failure: logged out). */
export const requestPlayer = createAppAsyncThunk('profile/requestPlayer', async (): Promise<Player | null> => {
  const result = await (await playerApi()).getPlayer();
  return result.success && hasUserId(result.data) ? result.data : null;
});

/**
 * The player load: GET /player, then the avatar of a logged-in player. Never rejects; always
 * marks the first player load finished, after the player's login status is in the state.
 */
export const fetchPlayer = createAppAsyncThunk('profile/fetchPlayer', async (_: void, { dispatch }): Promise<Player | null> => {
  try {
    const player = await dispatch(requestPlayer()).unwrap();
    if (player) void dispatch(fetchAvatar());
    return player;
  } finally {
    dispatch(setPlayerLoadFinished(true));
  }
});

/**
 * Restore the session timer: the start time kept in session storage, or now when there is none
 * (a new login). The profile state holds the start as a string ("0" means no timer).
 */
export const restoreSessionTimer = createAppAsyncThunk('account/restoreSessionTimer', async (now: number | undefined) => {
  const stored = Number(readSession(STORAGE_KEYS.sessionTimerStart));
  const start = Number.isFinite(stored) && stored > 0 ? stored : (now ?? Date.now());
  writeSession(STORAGE_KEYS.sessionTimerStart, String(start));
  return start;
});

/** GET /player/activity into the profile state; 115 logs out. Never rejects. */
export const fetchActivity = createAppAsyncThunk('account/fetchActivity', async (_: void, { dispatch }): Promise<ApiResult<Activity>> =>
  handleAuthError(await (await playerApi()).getActivity(), dispatch),
);

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
export const completeLogin = createAppAsyncThunk(
  'account/completeLogin',
  async (_: void, { dispatch }): Promise<ApiResult<LoginOutcome>> => {
    const activity = await dispatch(fetchActivity()).unwrap();
    const player = await dispatch(fetchPlayer()).unwrap();
    if (!player) return NOT_LOGGED_IN;
    await dispatch(fetchBalance());
    await dispatch(restoreSessionTimer(undefined));
    const activityCount = activity.success ? (activity.data.activities ?? []).length : null;
    return { success: true, data: { player, activityCount } };
  },
);

/** Submit credentials, then the post-login steps. A failure leaves the player logged out. */
export const loginWithPassword = createAppAsyncThunk(
  'account/loginWithPassword',
  async (credentials: { email: string; password: string }, { dispatch }): Promise<ApiResult<LoginOutcome>> => {
    const result = await (await authApi()).login({ email: credentials.email.trim(), password: credentials.password });
    if (!result.success) return result;
    return dispatch(completeLogin()).unwrap();
  },
);

/** Log in with the one-time token the email verification answers (POST /autoLogin), then the post-login steps. */
export const loginWithToken = createAppAsyncThunk(
  'account/loginWithToken',
  async (token: string, { dispatch }): Promise<ApiResult<LoginOutcome>> => {
    const result = await (await authApi()).autoLogin(token);
    if (!result.success) return result;
    return dispatch(completeLogin()).unwrap();
  },
);

/** POST /logout and clear session storage; the slice then sets logged out (docs/product/flows.md). */
export const logoutPlayer = createAppAsyncThunk('account/logout', async () => {
  await (await authApi()).logout();
  clearSession();
});

/**
 * An approved deposit. A new customer's first depositStatus call started a session on the
 * platform, so the player is fetched (which marks the site logged in) before the balance.
 */
export const depositApproved = createAppAsyncThunk(
  'wallet/depositApproved',
  async ({ newCustomer }: { newCustomer: boolean }, { dispatch }) => {
    if (newCustomer) await dispatch(fetchPlayer());
    await dispatch(fetchBalance());
  },
);

/*
 * The account forms' calls (components/account): like every call they pass the 115 rule; what
 * they answer is the form's to show.
 */

/** POST /player/registerPlayer: the account starts unactivated and an activation email goes out. */
export const registerAccount = createAppAsyncThunk('account/register', async (fields: RegisterFields, { dispatch }) =>
  handleAuthError(await (await authApi()).registerPlayer(fields), dispatch),
);

/** The email's code: its 6-digit short code (verifyEmailShortCode) or the long activation code (activate). */
export const verifyEmail = createAppAsyncThunk('account/verifyEmail', async (code: string, { dispatch }) => {
  const api = await authApi();
  const value = code.trim();
  return handleAuthError(isShortCode(value) ? await api.verifyEmailShortCode(value) : await api.activate(value), dispatch);
});

/** triggerForgotPassword: a reset code goes to the email when the birth date matches. */
export const requestPasswordReset = createAppAsyncThunk(
  'account/requestPasswordReset',
  async ({ email, birthDate }: { email: string; birthDate: string }, { dispatch }) =>
    handleAuthError(await (await authApi()).triggerForgotPassword(email.trim(), birthDate), dispatch),
);

/** modifyForgotPassword: the emailed code and the new password. */
export const resetPassword = createAppAsyncThunk(
  'account/resetPassword',
  async (fields: { activationCode: string; password: string; confirmPassword: string }, { dispatch }) =>
    handleAuthError(await (await authApi()).modifyForgotPassword({ ...fields, activationCode: fields.activationCode.trim() }), dispatch),
);

/** The platform's check that an email, nickname or phone number is free and valid (validateEmail, validateNickName, validatePhonenumber). */
export const checkAvailable = createAppAsyncThunk(
  'account/checkAvailable',
  async (
    { field, value, countryCode }: { field: 'email' | 'nickName' | 'phoneNumber'; value: string; countryCode?: string },
    { dispatch },
  ) => {
    const api = await playerApi();
    const result =
      field === 'email'
        ? await api.validateEmail(value)
        : field === 'nickName'
          ? await api.validateNickName(value)
          : await api.validatePhonenumber(value, countryCode);
    return handleAuthError(result, dispatch);
  },
);

/** completeAccount: a bank-login player's nickname, email, phone and password; the answer is the player record (./slice.ts). */
export const completeAccount = createAppAsyncThunk('account/complete', async (fields: CompleteAccountFields, { dispatch }) =>
  handleAuthError(await (await playerApi()).completeAccount(fields), dispatch),
);
