/**
 * The logged-in polling at the intervals of docs/product/constants.md, against msw: limits and
 * reality check (one call, GET /player/limits) every 5 s while the balance is not loading, balance
 * and free spins every 10 s, recent games and favourites every 60 s. A balance poll due on the
 * same tick as the limits does not count as "loading" (lib/polling/scheduler.ts reads every
 * condition before the tick's tasks run); one still unanswered from an earlier tick does.
 */
import { setImmediate as nextTurn } from 'node:timers';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { makeStore, selectRealityCheck, useSitePolling, type AppStore } from '@/store';
import { playerLoggedIn } from '../support/profileAnswers';
import { limitsView } from '../msw/platformAnswers';
import { api, server, setupPlatformServer } from '../msw/server';

setupPlatformServer();

/** The polled calls, by the Player API path each is counted under. */
const PATHS = {
  '/player/limits': 'limits',
  '/player/balance': 'balance',
  '/player/bonuses/freeSpins': 'freeSpins',
  '/games/RecentGames': 'recentGames',
  '/games/favourites': 'favourites',
} as const;
type Counted = (typeof PATHS)[keyof typeof PATHS] | 'realityCheck';
const NONE: Record<Counted, number> = { limits: 0, realityCheck: 0, balance: 0, freeSpins: 0, recentGames: 0, favourites: 0 };

const BALANCE = { balance: 1, cash: 1, promo: 0, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 };

interface Watch {
  store: AppStore;
  counts: Record<Counted, number>;
  /** Zero the counts (after the first round, which runs at once on login). */
  reset(): void;
  /** Requests msw has been asked and not yet answered. */
  pending(): number;
  unmount(): void;
}

/**
 * A logged-in store running the site's polling, with the polled requests counted by path. Every
 * limits answer carries a due reality check; `realityCheck` counts those that reached the store.
 */
function watchPolling(): Watch {
  const counts = { ...NONE };
  let asked = 0;
  let answered = 0;
  server.events.on('request:start', ({ request }) => {
    asked += 1;
    const kind = PATHS[new URL(request.url).pathname.replace(/^\/api/, '') as keyof typeof PATHS];
    if (kind) counts[kind] += 1;
  });
  server.events.on('response:mocked', () => {
    answered += 1;
  });
  let report = 0;
  server.use(
    http.get(api('/player/limits'), () => {
      report += 1;
      const realityCheck = { intervalMinutes: 60, startTime: 0, playTimeMinutes: 60 + report, bets: 0, wins: 0, net: 0, currency: 'EUR' };
      return HttpResponse.json(limitsView({}, [], [{ kind: 'realityCheck', realityCheck }]));
    }),
  );
  const store = makeStore();
  let seen = selectRealityCheck(store.getState());
  store.subscribe(() => {
    const now = selectRealityCheck(store.getState());
    if (now !== seen && now !== null) counts.realityCheck += 1;
    seen = now;
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { unmount } = renderHook(() => useSitePolling(), { wrapper });
  act(() => {
    store.dispatch(playerLoggedIn());
  });
  return {
    store,
    counts,
    reset: () => Object.assign(counts, NONE),
    pending: () => asked - answered,
    unmount,
  };
}

/** No profile resource is loading and msw has answered everything (or `until` holds). */
function idle(watch: Watch): boolean {
  const profile = watch.store.getState().profile as unknown as Record<string, unknown>;
  return watch.pending() === 0 && Object.keys(profile).every((key) => !key.endsWith('Loading') || profile[key] === false);
}

/**
 * Lets the requests started so far be answered and their thunks finish, without moving the fake
 * clock: msw and fetch answer on real macrotasks (Node's own setImmediate; jsdom has none).
 */
async function settle(done: () => boolean): Promise<void> {
  for (let round = 0; round < 500 && !done(); round += 1) {
    await act(async () => {
      await new Promise((resolve) => nextTurn(resolve));
    });
  }
  // The scheduler marks a run finished on the thunk promise's settlement: a few more turns.
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => nextTurn(resolve));
    });
  }
  expect(done()).toBe(true);
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

it('over 60 s polls limits and reality check 12 times, balance and free spins 6, recent games and favourites once', async () => {
  server.use(http.get(api('/player/balance'), () => HttpResponse.json(BALANCE)));
  const watch = watchPolling();
  // The first round runs as soon as the player is known, limits included (the balance poll
  // started in the same round does not count as loading).
  await settle(() => watch.counts.limits > 0 && idle(watch));
  expect(watch.counts).toEqual({ limits: 1, realityCheck: 1, balance: 1, freeSpins: 1, recentGames: 1, favourites: 1 });
  watch.reset();

  for (let elapsed = 5000; elapsed <= 60000; elapsed += 5000) {
    await advance(5000);
    await settle(() => idle(watch));
    // Every 5 s tick runs the limits, also those the balance (every 10 s) falls on.
    expect(watch.counts.limits).toBe(elapsed / 5000);
  }
  expect(watch.counts).toEqual({ limits: 12, realityCheck: 12, balance: 6, freeSpins: 6, recentGames: 1, favourites: 1 });
  watch.unmount();
});

it('holds the limits of a 5 s tick back while the balance answer from an earlier tick is pending, and runs them once it arrives', async () => {
  let balanceCalls = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(api('/player/balance'), async () => {
      balanceCalls += 1;
      // The second balance poll (at 10 s) is answered only when the test releases it.
      if (balanceCalls === 2) await held;
      return HttpResponse.json(BALANCE);
    }),
  );
  const watch = watchPolling();
  await settle(() => watch.counts.limits > 0 && idle(watch));
  watch.reset();

  await advance(5000);
  await settle(() => idle(watch));
  expect(watch.counts).toMatchObject({ limits: 1, balance: 0 });

  // 10 s: the balance and the limits are both due; the limits run though the balance now loads.
  await advance(5000);
  await settle(() => watch.counts.balance === 1 && watch.pending() === 1 && !watch.store.getState().profile.limitsLoading);
  expect(watch.counts).toMatchObject({ limits: 2, realityCheck: 2, balance: 1 });
  expect(watch.store.getState().profile.balanceLoading).toBe(true);

  // 15 s: the balance asked at 10 s is still unanswered: this tick's limits run is held back.
  await advance(5000);
  await settle(() => watch.pending() === 1);
  expect(watch.counts).toMatchObject({ limits: 2, realityCheck: 2, balance: 1 });

  // Answered: the held limits run goes at once, not a round later.
  release();
  await settle(() => watch.counts.limits === 3 && idle(watch));
  expect(watch.store.getState().profile.balanceLoading).toBe(false);
  expect(watch.counts).toMatchObject({ limits: 3, realityCheck: 3, balance: 1 });
  // 20 s: the rhythm goes on (balance and limits).
  await advance(5000);
  await settle(() => idle(watch));
  expect(watch.counts).toMatchObject({ limits: 4, realityCheck: 4, balance: 2 });
  watch.unmount();
});
