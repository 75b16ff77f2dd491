/**
 * The one way a screen reads something of its own from the platform
 * (docs/decisions.md#one-way-to-the-platform): a store thunk makes the call, and with it the one
 * "115 logs out" rule (./authError.ts); this hook runs the thunk when the screen shows, again when
 * `key` changes or on `reload`, keeps the last answer and the last failure, tells whether a read
 * runs, and drops an answer that comes after the screen went or asked again. What the store holds
 * is read with a selector instead, never kept here a second time.
 */
import { useEffect, useState } from 'react';
import type { UnknownAction } from 'redux';
import type { ThunkAction } from 'redux-thunk';
import type { ApiFailure, ApiResult } from '@/lib/apiResult';
import { useAppDispatch } from './hooks';
import { loadProfile } from './profile/load';
import type { AppDispatch, RootState } from './types';

/** A thunk that answers what a platform call answered (its 115 already dealt with). */
export type PlatformReadThunk<T> = (dispatch: AppDispatch, getState: () => RootState) => Promise<ApiResult<T>>;

type Profile = Awaited<ReturnType<typeof loadProfile>>;
/** What dispatching one of the profile's thunks gives: its result through `unwrap()`. */
type ProfileThunkAction<R> = ThunkAction<{ unwrap(): Promise<R> }, RootState, undefined, UnknownAction>;

/**
 * One of the profile's thunks as a thunk of its own that loads the profile first: for a read of
 * {@link usePlatformRead}, e.g. `usePlatformRead(profileThunk((profile) => profile.fetchDocuments()))`.
 */
export const profileThunk =
  <R>(pick: (profile: Profile) => ProfileThunkAction<R>) =>
  async (dispatch: AppDispatch): Promise<R> =>
    dispatch(pick(await loadProfile())).unwrap();

export interface PlatformRead<T> {
  /** The last successful answer (kept while a new read runs or after it failed). */
  data: T | null;
  /** The last read's failure; null once a read succeeds. */
  failure: ApiFailure | null;
  /** True while a read runs (also before the first one answers). */
  loading: boolean;
  /** Read again. */
  reload: () => void;
}

interface Answer<T> {
  /** The read it answers: `${key}#${attempt}`. */
  read: string;
  data: T | null;
  failure: ApiFailure | null;
}

export function usePlatformRead<T>(
  thunk: PlatformReadThunk<T>,
  { enabled = true, key = '' }: { enabled?: boolean; key?: string } = {},
): PlatformRead<T> {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T>>({ read: '', data: null, failure: null });
  const read = `${key}#${attempt}`;

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    void dispatch(thunk).then((result) => {
      if (!current) return;
      setAnswer((last) => (result.success ? { read, data: result.data, failure: null } : { read, data: last.data, failure: result }));
    });
    return () => {
      current = false;
    };
    // A read runs when the screen shows, when its key changes and on reload; the thunk a render
    // builds is the same call, so a new one does not mean a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, read, dispatch]);

  return {
    data: answer.data,
    failure: answer.failure,
    loading: enabled && answer.read !== read,
    reload: () => setAttempt((value) => value + 1),
  };
}

/**
 * A read whose answer the store keeps (a profile thunk's `fulfilled` puts it there; the screen
 * reads it with a selector): the same runs, reloads and failure as {@link usePlatformRead}, without
 * a second copy of the answer.
 */
export function usePlatformRefresh(
  thunk: PlatformReadThunk<unknown>,
  options?: { enabled?: boolean; key?: string },
): Omit<PlatformRead<never>, 'data'> {
  const { failure, loading, reload } = usePlatformRead<null>(async (dispatch, getState) => {
    const result = await thunk(dispatch, getState);
    return result.success ? { success: true, data: null } : result;
  }, options);
  return { failure, loading, reload };
}
