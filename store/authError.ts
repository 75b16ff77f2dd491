/**
 * The one rule every player call shares (docs/product/errors.md): 115 "not logged in" means the
 * session is gone, and the player is logged out. Every thunk that calls the platform passes its
 * answer through {@link handleAuthError}; components never apply it themselves. This module needs
 * no Redux Toolkit, so that a call a visitor makes too (a demo launch, a deposit) does not load it.
 */
import type { ApiResult } from '@/lib/apiResult';
import type { AppDispatch } from './types';

/** docs/product/errors.md: 115 "not logged in" — the session is gone. */
const AUTH_ERROR_CODE = 115;
const LOGGED_OUT = 'profile/setLoggedOut';

/**
 * The session is gone: the profile slice clears the player's data (docs/product/flows.md). An
 * action creator with its `type`, as the slice's builder takes it; before the slice is loaded the
 * player is not logged in, and the action changes nothing.
 */
export const setLoggedOut = Object.assign(() => ({ type: LOGGED_OUT }), { type: LOGGED_OUT } as const);

/** Mark the player logged out when a result is the authentication error; gives the result back. */
export function handleAuthError<T>(result: ApiResult<T>, dispatch: AppDispatch): ApiResult<T> {
  if (!result.success && result.errorCode === AUTH_ERROR_CODE) dispatch(setLoggedOut());
  return result;
}
