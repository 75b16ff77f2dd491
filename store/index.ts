/**
 * The Redux store factory. One store per browser session; a fresh one per server render.
 * Two parts: `profile`, the one slice of the player's state (store/profile/slice.ts, injected on
 * first import; its initial state in store/profile/state.ts, its selectors in
 * store/profile/selectors.ts); and `app`, the layout's state (store/layout.ts).
 * The profile's thunks live by feature under store/profile/ and are imported from there by the
 * components and polling tasks that dispatch them, and the slice's action creators from
 * store/profile/slice.ts, so this module (part of every page's first-load JavaScript) carries
 * no service calls and no Redux Toolkit: the store is plain Redux with the thunk middleware.
 */
import { applyMiddleware, legacy_createStore, type UnknownAction } from 'redux';
import { thunk, type ThunkMiddleware } from 'redux-thunk';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState } from './rootReducer';

export function makeStore(preloadedState?: Partial<RootState>) {
  return legacy_createStore(rootReducer, preloadedState as RootState | undefined, applyMiddleware(thunk as ThunkMiddleware<RootState, UnknownAction>));
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export * from './profile/state';
export * from './profile/selectors';
export * from './layout';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { useSitePolling } from './polling';
