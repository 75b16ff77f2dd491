/**
 * The Redux store factory. One store per browser session; a fresh one per server render.
 * Two slices: `profile`, the one slice of the player's state, with its thunks and selectors by
 * feature under store/profile/; and `app`, the layout's state (store/layout.ts).
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
export * from './profile/account';
export * from './profile/wallet';
export * from './profile/games';
export * from './profile/transactions';
export * from './profile/bonuses';
export * from './profile/settings';
export * from './profile/limits';
export * from './layout';
export { handleAuthError } from './thunk';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { loggedInTasks, useSitePolling } from './polling';
