/** Provides one store for the lifetime of the app (created on first render, never replaced). */
import { useRef, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type RootState } from './index';

export function StoreProvider({ children, preloadedState }: { children: ReactNode; preloadedState?: Partial<RootState> }) {
  const storeRef = useRef<AppStore | null>(null);
  storeRef.current ??= makeStore(preloadedState);
  return <Provider store={storeRef.current}>{children}</Provider>;
}
