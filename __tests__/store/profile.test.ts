import type { SanitizedHtml } from '@/lib/html/safe';
import { http, HttpResponse } from 'msw';
import {
  defaultLimits,
  initialProfileState,
  makeStore,
  selectAvailableSpins,
  selectIsLoading,
  setLoadingFlag,
  setMaintenance,
  dismissBanner,
} from '@/store';
import { setLoggedOut } from '@/store/profile/slice';
import { fetchBalance, fetchPlayer, saveLossLimit } from '@/store/profile';
import type { RootState } from '@/store';
import { loadPlayer } from '@/store/profile/playerCheck';
import { api, mockAnswer, platformError, server, setupPlatformServer } from '../msw/server';

setupPlatformServer();

const player = { success: true, userId: 7, nickName: 'Lucky', email: 'a@b.fi' };
const rewards = { success: true, level: 0, maxPrizes: 3, nextLevel: null, points: 0, rewards: [] };
const balance = { success: true, balance: 12.5, cash: 10, promo: 2.5, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 };

/** A store whose profile starts as given (the state a player's page has after its thunks answered). */
const storeWith = (profile: Partial<RootState['profile']>) => makeStore({ profile: { ...initialProfileState(), ...profile } });
const loggedIn = { isLoggedIn: true, player };

describe('profile slice', () => {
  it('starts with the defaults of docs/product/data.md', () => {
    const state = makeStore().getState().profile;
    expect(state.isLoggedIn).toBe(false);
    expect(state.sessionTimer).toBe('0');
    expect(state.avatar).toBe(1);
    expect(state.limits).toEqual([
      { kind: 'coolOff', coolOff: false },
      { kind: 'dailyLoss', currency: 'EUR', ammount: 0 },
      { kind: 'weeklyLoss', currency: 'EUR', ammount: 1000 },
      { kind: 'monthlyLoss', currency: 'EUR', ammount: 2000 },
    ]);
    for (const key of [
      'balance',
      'player',
      'loyalty',
      'avatar',
      'limits',
      'trueLimits',
      'favourites',
      'gameTransactions',
      'deposits',
      'gameWithdraws',
      'playerActivity',
      'freeSpins',
      'campaigns',
      'bonusWheelSpins',
      'bonusGameRewards',
    ]) {
      expect(state).toHaveProperty(`${key}Loading`, false);
    }
  });

  it('setLoggedOut clears what docs/product/flows.md lists and keeps bonus game rewards', () => {
    const list = { count: 1, pageCount: 1, page: 1, transactions: [] };
    const store = storeWith({
      ...loggedIn,
      balance,
      trueLimits: [{ kind: 'dailyLoss', amount: 5, newAmount: null, increasingToBeConfirmed: false, pendingRemoval: false }],
      loyalty: { success: true, points: 3, earnedPoints: 3, convertedPoints: 0, minPoints: 100, rate: { amount: 1, points: 100 } },
      limits: [{ kind: 'dailyLoss', ammount: 50 }],
      deposits: { ...list, success: true },
      freeSpins: list,
      campaigns: [{ campaignId: 1, title: 'x', minDepositAmount: 10, turnoverFactor: 5, bonusPercent: 100 }],
      bonusWheelSpins: { success: true, available_spins: 2, pending: null, prizes: [] },
      bonusGameRewards: rewards,
      recentGames: [],
    });

    store.dispatch(setLoggedOut());
    const state = store.getState().profile;
    expect(state.isLoggedIn).toBe(false);
    expect(state.balance).toBeNull();
    expect(state.player).toBeNull();
    expect(state.recentGames).toBeNull();
    expect(state.trueLimits).toBeNull();
    expect(state.loyalty).toBeNull();
    expect(state.limits).toEqual(defaultLimits());
    expect(state.deposits).toBeNull();
    expect(state.freeSpins).toBeNull();
    expect(state.campaigns).toBeNull();
    expect(state.bonusWheelSpins).toBeNull();
    expect(state.bonusGameRewards).toEqual(rewards);
    expect(selectAvailableSpins(store.getState())).toBe(0);
  });

  it("a limit action's answer changes only the entry of its kind, and nothing without a list", async () => {
    server.use(mockAnswer('lossLimitSaved'));
    const store = storeWith(loggedIn);
    await store.dispatch(saveLossLimit({ kind: 'dailyLoss', amount: 50 }));
    const limits = store.getState().profile.limits!;
    expect(limits[1]).toMatchObject({ kind: 'dailyLoss', ammount: 50 });
    expect(limits.filter((_, i) => i !== 1)).toEqual(defaultLimits().filter((_, i) => i !== 1));

    const absent = storeWith({ ...loggedIn, limits: null });
    await absent.dispatch(saveLossLimit({ kind: 'dailyLoss', amount: 50 }));
    expect(absent.getState().profile.limits).toBeNull();
  });

  it('initial state objects are not shared between stores', () => {
    expect(makeStore().getState().profile.limits).not.toBe(makeStore().getState().profile.limits);
    expect(makeStore().getState().profile.limits).toEqual(initialProfileState().limits);
  });
});

describe('app slice', () => {
  it('has the layout defaults and loading flags', () => {
    const store = makeStore();
    const app = store.getState().app;
    expect(app.playerLoadFinished).toBe(false);
    expect(app.maintenance).toEqual({ active: false, messages: {}, logo: { width: 200, height: 57 } });
    expect(app.serviceDisruption).toEqual({ active: false, messages: {} });
    expect(selectIsLoading(store.getState())).toBe(false);
    store.dispatch(setLoadingFlag({ key: 'games', loading: true }));
    expect(selectIsLoading(store.getState())).toBe(true);
    store.dispatch(setLoadingFlag({ key: 'games', loading: false }));
    expect(selectIsLoading(store.getState())).toBe(false);
    store.dispatch(setMaintenance({ active: true, messages: { en: 'Back soon' as SanitizedHtml }, logo: { width: 300, height: 80 } }));
    expect(store.getState().app.maintenance).toEqual({ active: true, messages: { en: 'Back soon' }, logo: { width: 300, height: 80 } });
    store.dispatch(dismissBanner('maintenance-fi'));
    store.dispatch(dismissBanner('maintenance-fi'));
    expect(store.getState().app.dismissedBanners).toEqual(['maintenance-fi']);
  });
});

describe('fetchPlayer', () => {
  it('treats the 404 of today’s platform as logged out, without throwing', async () => {
    const store = storeWith({ isLoggedIn: true });
    const action = await store.dispatch(fetchPlayer());
    expect(action.meta.requestStatus).toBe('fulfilled');
    expect(action.payload).toBeNull();
    expect(store.getState().profile.isLoggedIn).toBe(false);
    expect(store.getState().profile.playerLoading).toBe(false);
    expect(store.getState().app.playerLoadFinished).toBe(true);
  });

  it('logs in when a userId comes back', async () => {
    server.use(http.get(api('/player'), () => HttpResponse.json(player)));
    const store = makeStore();
    await store.dispatch(fetchPlayer());
    expect(store.getState().profile.isLoggedIn).toBe(true);
    expect(store.getState().profile.player).toMatchObject(player);
    expect(store.getState().app.playerLoadFinished).toBe(true);
  });

  it('logs out on 115 and on a network failure', async () => {
    server.use(http.get(api('/player'), () => platformError(401, 'Not logged in', 115)));
    const store = storeWith(loggedIn);
    await store.dispatch(fetchPlayer());
    expect(store.getState().profile.isLoggedIn).toBe(false);
    expect(store.getState().profile.player).toBeNull();

    server.use(http.get(api('/player'), () => HttpResponse.error()));
    const offline = storeWith(loggedIn);
    const action = await offline.dispatch(fetchPlayer());
    expect(action.meta.requestStatus).toBe('fulfilled');
    expect(offline.getState().profile.isLoggedIn).toBe(false);
  });

  it('an answer without userId is logged out', async () => {
    server.use(http.get(api('/player'), () => HttpResponse.json({ success: true })));
    const store = makeStore();
    await store.dispatch(fetchPlayer());
    expect(store.getState().profile.isLoggedIn).toBe(false);
  });
});

describe('loadPlayer (the page load)', () => {
  it('an anonymous visitor is known from the session status alone: GET /player is never asked', async () => {
    let playerAsked = false;
    server.use(
      mockAnswer('anonymousSession'),
      http.get(api('/player'), () => {
        playerAsked = true;
        return platformError(401, 'Not logged in', 115);
      }),
    );
    const store = makeStore();
    await store.dispatch(loadPlayer());
    expect(playerAsked).toBe(false);
    expect(store.getState().profile.isLoggedIn).toBe(false);
    expect(store.getState().app.playerLoadFinished).toBe(true);
  });

  it('a live session goes on to GET /player and logs in', async () => {
    server.use(
      mockAnswer('liveSession'),
      http.get(api('/player'), () => HttpResponse.json(player)),
    );
    const store = makeStore();
    await store.dispatch(loadPlayer());
    expect(store.getState().profile.isLoggedIn).toBe(true);
    expect(store.getState().app.playerLoadFinished).toBe(true);
  });
});

describe('fetchBalance', () => {
  it('stores the balance and toggles balanceLoading', async () => {
    server.use(http.get(api('/player/balance'), () => HttpResponse.json(balance)));
    const store = makeStore();
    const pending = store.dispatch(fetchBalance());
    expect(store.getState().profile.balanceLoading).toBe(true);
    await pending;
    expect(store.getState().profile.balanceLoading).toBe(false);
    expect(store.getState().profile.balance).toMatchObject(balance);
  });

  it('keeps the old balance on a failure and logs out on 115', async () => {
    const store = storeWith({ ...loggedIn, balance });
    server.use(http.get(api('/player/balance'), () => platformError(500, 'Boom', 100)));
    await store.dispatch(fetchBalance());
    expect(store.getState().profile.balance).toEqual(balance);
    expect(store.getState().profile.isLoggedIn).toBe(true);

    server.use(http.get(api('/player/balance'), () => platformError(401, 'Not logged in', 115)));
    const action = await store.dispatch(fetchBalance());
    expect(action.payload).toMatchObject({ success: false, errorCode: 115 });
    expect(store.getState().profile.isLoggedIn).toBe(false);
    expect(store.getState().profile.balance).toBeNull();
  });
});
