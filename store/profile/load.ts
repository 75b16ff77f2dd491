/**
 * The profile's public module (./index.ts), loaded when first used. A component that dispatches
 * profile thunks only after the page is interactive (in an effect or on an event) takes them
 * through this, so the slice, every feature's thunks and Redux Toolkit are not part of its page's
 * first-load JavaScript.
 */
import type { UnknownAction } from 'redux';
import type { ThunkAction } from 'redux-thunk';
import type { AppDispatch, RootState } from '../types';

export const loadProfile = () => import('./index');

type Profile = Awaited<ReturnType<typeof loadProfile>>;
/** What dispatching one of the profile's thunks gives: its result through `unwrap()`. */
type ProfileThunkAction<R> = ThunkAction<{ unwrap(): Promise<R> }, RootState, undefined, UnknownAction>;

/**
 * One of the profile's thunks as a thunk of its own that loads the profile first: for a read of
 * store/usePlatformRead.ts, e.g. `usePlatformRead(profileThunk((profile) => profile.fetchDocuments()))`.
 */
export const profileThunk =
  <R>(pick: (profile: Profile) => ProfileThunkAction<R>) =>
  async (dispatch: AppDispatch): Promise<R> =>
    dispatch(pick(await loadProfile())).unwrap();
