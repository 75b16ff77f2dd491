/**
 * The store's types, apart from the store: the thunk factory, the hooks and the selectors take
 * them from here, so none of them imports the store (whose module imports them back).
 */
import type { Store, UnknownAction } from 'redux';
import type { ThunkDispatch } from 'redux-thunk';
import type { RootState } from './rootReducer';

export type { RootState } from './rootReducer';
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch };
