/** Test helpers: a store, the theme and a mocked Next router. */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore, type RootState } from '@/store';
import { theme } from '@/styles/theme';

export interface MockRouter {
  pathname: string;
  asPath: string;
  query: Record<string, string | string[]>;
  locale: string;
  isReady: boolean;
  push: jest.Mock;
  replace: jest.Mock;
  prefetch: jest.Mock;
  events: { on: jest.Mock; off: jest.Mock; emit: jest.Mock };
}

export function mockRouter(overrides: Partial<MockRouter> = {}): MockRouter {
  return {
    pathname: '/',
    asPath: '/',
    query: {},
    locale: 'fi',
    isReady: true,
    push: jest.fn().mockResolvedValue(true),
    replace: jest.fn().mockResolvedValue(true),
    prefetch: jest.fn().mockResolvedValue(undefined),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
    ...overrides,
  };
}

export function renderWithStore(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}

/** A t() that returns the key (and the interpolated values after it), enough for assertions. */
export function fakeT(key: string, options?: Record<string, unknown>) {
  if (!options) return key;
  const values = Object.entries(options)
    .filter(([name]) => name !== 'defaultValue')
    .map(([name, value]) => `${name}=${String(value)}`);
  return values.length ? `${key}(${values.join(',')})` : key;
}
