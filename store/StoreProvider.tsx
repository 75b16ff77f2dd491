/** Provides one store for the lifetime of the app (created on first render, never replaced). */
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from './index';

export function StoreProvider({ children, preloadedState }: { children: ReactNode; preloadedState?: Partial<RootState> }) {
  // A lazy state initialiser runs once per mount, so the store survives re-renders.
  const [store] = useState(() => makeStore(preloadedState));
  return <Provider store={store}>{children}</Provider>;
}
