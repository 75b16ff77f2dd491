/**
 * The typed thunk factory of the profile's thunks. Nothing here imports the slice: the slice
 * imports the thunks, and handles their start, answer and end in its `extraReducers`. Every thunk
 * that calls the platform passes the answer through `handleAuthError` (./authError.ts), the one
 * "115 logs out" rule.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './types';

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();
export { handleAuthError } from './authError';
