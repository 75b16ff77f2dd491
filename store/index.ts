/** The Redux store factory. One store per browser session; a fresh one per server render. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { appReducer } from './appSlice';
import { gamesReducer } from './gameThunks';
import { profileReducer } from './profileSlice';

export const rootReducer = combineReducers({
  profile: profileReducer,
  app: appReducer,
  games: gamesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export * from './profileSlice';
export * from './appSlice';
export * from './selectors';
export * from './thunks';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { useSitePolling, loggedInTasks } from './polling';
export * from './accountThunks';
export * from './gameThunks';
export * from './walletThunks';
