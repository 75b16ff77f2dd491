/**
 * The Redux store factory. One store per browser session; a fresh one per server render.
 * Two parts: `profile`, the one slice of the player's state (store/profile/slice.ts, injected on
 * first import; its initial state in store/profile/state.ts, its selectors in
 * store/profile/selectors.ts); and `app`, the layout's state (store/layout.ts).
 * The profile's thunks and actions are imported from store/profile/index.ts (which loads the
 * slice) by the components and polling tasks that dispatch them, so this module (part of every
 * page's first-load JavaScript) carries no service calls and no Redux Toolkit: the store is plain
 * Redux with the thunk middleware. The store's types are in ./types.ts, which imports no store.
 */
import { applyMiddleware, legacy_createStore, type UnknownAction } from 'redux';
import { thunk, type ThunkMiddleware } from 'redux-thunk';
import { rootReducer } from './rootReducer';
import type { AppStore, RootState } from './types';

export type { AppDispatch, AppStore, RootState } from './types';

export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  return legacy_createStore(
    rootReducer,
    preloadedState as RootState | undefined,
    applyMiddleware(thunk as ThunkMiddleware<RootState, UnknownAction>),
  );
}

export * from './profile/state';
export * from './profile/selectors';
export * from './layout';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { useSitePolling } from './polling';
