import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { LogoutButton } from '@/components/account/LogoutButton';
import { initialProfileState, makeStore, type RootState } from '@/store';
import { fetchBalance, fetchPlayer, logoutPlayer } from '@/store/profile';
import { STORAGE_KEYS } from '@/lib/account/sessionStorage';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();

const rewards = { success: true, level: 1, maxPrizes: 3, nextLevel: null, points: 1, rewards: [] };
const balance = { success: true, balance: 1, cash: 1, promo: 0, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 };

describe('login status (docs/product/flows.md)', () => {
  it('logged in when the player fetch returns a userId', async () => {
    server.use(http.get(api('/player'), () => HttpResponse.json({ success: true, userId: 3, nickName: 'Onni' })));
    const store = makeStore();
    await store.dispatch(fetchPlayer());
    expect(store.getState().profile.isLoggedIn).toBe(true);
  });

  it('logged out on 115 (session expiry) from any call', async () => {
    server.use(http.get(api('/player/balance'), () => platformError(401, 'Not logged in', 115)));
    const store = makeStore({ profile: { ...initialProfileState(), isLoggedIn: true, balance } });
    await store.dispatch(fetchBalance());
    expect(store.getState().profile.isLoggedIn).toBe(false);
    expect(store.getState().profile.balance).toBeNull();
  });

  it('logout posts /logout, clears session storage and the state, keeps bonus game rewards', async () => {
    const logout = jest.fn();
    server.use(http.post(api('/logout'), () => (logout(), HttpResponse.json({ success: true }))));
    window.sessionStorage.setItem(STORAGE_KEYS.sessionTimerStart, '5');
    window.sessionStorage.setItem('other', 'x');
    const store = makeStore({
      profile: { ...initialProfileState(), isLoggedIn: true, player: { success: true, userId: 1 }, balance, bonusGameRewards: rewards },
    });
    await store.dispatch(logoutPlayer());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
    const state = store.getState().profile;
    expect(state).toMatchObject({ isLoggedIn: false, player: null, balance: null, sessionTimer: '0', bonusGameRewards: rewards });
  });
});

describe('<LogoutButton>', () => {
  it('closes the dropdown, logs out and goes home', async () => {
    server.use(http.post(api('/logout'), () => HttpResponse.json({ success: true })));
    const router = mockRouter({ locale: 'et' });
    (useRouter as jest.Mock).mockReturnValue(router);
    const onDone = jest.fn();
    const state: Partial<RootState> = { profile: { ...initialProfileState(), isLoggedIn: true, player: { success: true, userId: 1 } } };
    const { store } = renderWithStore(<LogoutButton onDone={onDone} />, state);
    fireEvent.click(screen.getByRole('button', { name: /logout/ }));
    expect(onDone).toHaveBeenCalled();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/et', undefined, { locale: false }));
    expect(store.getState().profile.isLoggedIn).toBe(false);
  });
});
