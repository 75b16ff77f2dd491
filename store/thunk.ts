/**
 * The typed thunk factory of the profile's thunks, and the one rule every player call shares: 115
 * logs out. Nothing here imports the slice: the slice imports the thunks, and handles this
 * module's `setLoggedOut` like its own actions.
 */
import { createAction, createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './types';
import type { ApiResult } from '@/lib/apiResult';

/** docs/product/errors.md: 115 "not logged in" — the session is gone. */
const AUTH_ERROR_CODE = 115;

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/** The session is gone: the slice clears the player's data (docs/product/flows.md). */
export const setLoggedOut = createAction('profile/setLoggedOut');

/** Mark the player logged out when a result is the authentication error; gives the result back. */
export function handleAuthError<T>(result: ApiResult<T>, dispatch: AppDispatch): ApiResult<T> {
  if (!result.success && result.errorCode === AUTH_ERROR_CODE) dispatch(setLoggedOut());
  return result;
}
