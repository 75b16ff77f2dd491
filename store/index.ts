/**
 * The Redux store factory. One store per browser session; a fresh one per server render.
 * Two slices: `profile`, the one slice of the player's state (store/profile/slice.ts, its
 * selectors in store/profile/selectors.ts); and `app`, the layout's state (store/layout.ts).
 * The profile's thunks live by feature under store/profile/ and are imported from there by the
 * components and polling tasks that dispatch them, so this module (part of every page's
 * first-load JavaScript) carries no service calls.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { appReducer } from './layout';
import { profileReducer } from './profile/slice';

const rootReducer = combineReducers({
  profile: profileReducer,
  app: appReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export * from './profile/slice';
export * from './profile/selectors';
export * from './layout';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { useSitePolling } from './polling';
