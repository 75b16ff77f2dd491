/** The typed thunk factory of the store, and the one rule every player call shares: 115 logs out. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiResult } from '@/services/playerClient';
import { setLoggedOut } from './profile/slice';
import type { AppDispatch, RootState } from './index';

/** docs/product/errors.md: 115 "not logged in" — the session is gone. */
const AUTH_ERROR_CODE = 115;

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/** Mark the player logged out when a result is the authentication error; gives the result back. */
export function handleAuthError<T>(result: ApiResult<T>, dispatch: AppDispatch): ApiResult<T> {
  if (!result.success && result.errorCode === AUTH_ERROR_CODE) dispatch(setLoggedOut());
  return result;
}
