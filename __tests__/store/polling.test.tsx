import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { makeStore, useSitePolling } from '@/store';
import { playerLoggedIn } from '../support/profileAnswers';
import { api, server, setupPlatformServer } from '../msw/server';

setupPlatformServer();

it('polls the balance every 10 s only while logged in', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  let calls = 0;
  server.use(
    http.get(api('/player/balance'), () => {
      calls += 1;
      return HttpResponse.json({ balance: 1, cash: 1, promo: 0, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 });
    }),
  );
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { unmount } = renderHook(() => useSitePolling(), { wrapper });
  await act(async () => {
    jest.advanceTimersByTime(20000);
  });
  expect(calls).toBe(0);
  act(() => {
    store.dispatch(playerLoggedIn());
  });
  await act(async () => {
    jest.advanceTimersByTime(10000);
  });
  jest.useRealTimers();
  await waitFor(() => expect(store.getState().profile.balance).toMatchObject({ balance: 1 }));
  expect(calls).toBe(1);
  unmount();
});
