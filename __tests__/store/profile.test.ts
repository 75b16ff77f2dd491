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
import {
  setBalance,
  setBonusGameRewards,
  setBonusWheelSpins,
  setCampaigns,
  setDeposits,
  setFreeSpins,
  setLimits,
  setLoggedIn,
  setLoggedOut,
  setLoyalty,
  setPlayer,
  setRecentGames,
  setTrueLimits,
  updateLimit,
} from '@/store/profile/slice';
import { fetchBalance, fetchPlayer } from '@/store/profile';
import { loadPlayer } from '@/store/profile/playerCheck';
import { api, mockAnswer, platformError, server, setupPlatformServer } from '../msw/server';

setupPlatformServer();

const player = { success: true, userId: 7, nickName: 'Lucky', email: 'a@b.fi' };
const rewards = { success: true, level: 0, maxPrizes: 3, nextLevel: null, points: 0, rewards: [] };
const balance = { success: true, balance: 12.5, cash: 10, promo: 2.5, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 };

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
    const store = makeStore();
    const list = { count: 1, pageCount: 1, page: 1, transactions: [] };
    store.dispatch(setLoggedIn());
    store.dispatch(setPlayer(player));
    store.dispatch(setBalance(balance));
    store.dispatch(
      setTrueLimits([{ kind: 'dailyLoss', amount: 5, newAmount: null, increasingToBeConfirmed: false, pendingRemoval: false }]),
    );
    store.dispatch(
      setLoyalty({ success: true, points: 3, earnedPoints: 3, convertedPoints: 0, minPoints: 100, rate: { amount: 1, points: 100 } }),
    );
    store.dispatch(setLimits([{ kind: 'dailyLoss', ammount: 50 }]));
    store.dispatch(setDeposits({ ...list, success: true }));
    store.dispatch(setFreeSpins(list));
    store.dispatch(setCampaigns([{ campaignId: 1, title: 'x', minDepositAmount: 10, turnoverFactor: 5, bonusPercent: 100 }]));
    store.dispatch(setBonusWheelSpins({ success: true, available_spins: 2, pending: null, prizes: [] }));
    store.dispatch(setBonusGameRewards(rewards));
    store.dispatch(setRecentGames([]));

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

  it('updateLimit changes only the matching entry and does nothing without a list', () => {
    const store = makeStore();
    store.dispatch(updateLimit({ kind: 'weeklyLoss', changes: { ammount: 500, autoRenew: false } }));
    const limits = store.getState().profile.limits!;
    expect(limits[2]).toEqual({ kind: 'weeklyLoss', currency: 'EUR', ammount: 500, autoRenew: false });
    expect(limits.filter((_, i) => i !== 2)).toEqual(defaultLimits().filter((_, i) => i !== 2));

    store.dispatch(setLimits(null));
    store.dispatch(updateLimit({ kind: 'dailyLoss', changes: { ammount: 1 } }));
    expect(store.getState().profile.limits).toBeNull();
  });

  it('initial state objects are not shared between stores', () => {
    const a = makeStore();
    a.dispatch(updateLimit({ kind: 'dailyLoss', changes: { ammount: 9 } }));
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
    const store = makeStore();
    store.dispatch(setLoggedIn());
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
    const store = makeStore();
    store.dispatch(setLoggedIn());
    store.dispatch(setPlayer(player));
    await store.dispatch(fetchPlayer());
    expect(store.getState().profile.isLoggedIn).toBe(false);
    expect(store.getState().profile.player).toBeNull();

    server.use(http.get(api('/player'), () => HttpResponse.error()));
    store.dispatch(setLoggedIn());
    const action = await store.dispatch(fetchPlayer());
    expect(action.meta.requestStatus).toBe('fulfilled');
    expect(store.getState().profile.isLoggedIn).toBe(false);
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
    const store = makeStore();
    store.dispatch(setLoggedIn());
    store.dispatch(setBalance(balance));
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
