import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { LoginBox } from '@/components/account/LoginBox';
import { runLoginFlow } from '@/components/account/loginFlow';
import { loginTarget, withoutQueryParam } from '@/lib/account/loginFlow';
import { formatLongDateTime } from '@/lib/format';
import { initialProfileState, makeStore } from '@/store';
import { loginWithPassword } from '@/store/profile';
import { STORAGE_KEYS } from '@/lib/account/sessionStorage';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();
const useRouterMock = useRouter as jest.Mock;

const player = { userId: 7, nickName: 'Onni', email: 'onni@example.fi', receiveSms: true, lastLoginTime: 1 };
const balance = { balance: 12.5, cash: 10, promo: 2.5, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 };

/** Platform handlers that record the order of the calls; `activities` logins so far. */
function platform(calls: string[], activities: number, loginAnswer?: () => Response) {
  let loggedIn = false;
  server.use(
    http.post(api('/login'), async ({ request }) => {
      const body = await request.formData();
      calls.push(`login:${body.get('email')}`);
      if (loginAnswer) return loginAnswer();
      loggedIn = true;
      return HttpResponse.json({ success: true, userId: 7 });
    }),
    http.get(api('/player/activity'), () => {
      calls.push('activity');
      return HttpResponse.json({
        success: true,
        activities: Array.from({ length: activities }, (_, i) => ({ createdTime: i, type: 'login' })),
      });
    }),
    http.get(api('/player'), () => {
      calls.push('player');
      return loggedIn ? HttpResponse.json({ success: true, ...player }) : platformError(401, 'Not logged in', 115);
    }),
    http.get(api('/player/balance'), () => {
      calls.push('balance');
      return HttpResponse.json({ success: true, ...balance });
    }),
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('login flow order (docs/product/flows.md)', () => {
  it('submits, fetches activity, player, sets logged in, fetches balance, restores the timer, closes the panel, then navigates', async () => {
    const calls: string[] = [];
    platform(calls, 3);
    const store = makeStore();
    const events: string[] = [];
    let seenLogin = false;
    let seenTimer = false;
    store.subscribe(() => {
      const state = store.getState().profile;
      if (state.isLoggedIn && !seenLogin) {
        seenLogin = true;
        events.push(`loggedIn@${calls.length}`);
      }
      if (state.sessionTimer !== '0' && !seenTimer) {
        seenTimer = true;
        events.push(`timer@${calls.length}`);
      }
    });
    const closePanel = jest.fn(() => events.push(`close@${calls.length}`));
    const navigate = jest.fn(async (target: string) => events.push(`navigate:${target}`));
    const failure = await runLoginFlow({
      dispatch: store.dispatch,
      submit: () => store.dispatch(loginWithPassword({ email: ' onni@example.fi ', password: 'secret77' })).unwrap(),
      locale: 'fi',
      currentPath: '/fi/pelit?x=1',
      onLoginPage: false,
      closePanel,
      navigate,
    });
    expect(failure).toBeNull();
    expect(calls).toEqual(['login:onni@example.fi', 'activity', 'player', 'balance']);
    // logged in after the player fetch (3 calls), timer after the balance (4 calls), then close, then navigate.
    expect(events).toEqual(['loggedIn@3', 'timer@4', 'close@4', 'navigate:/fi/pelit?x=1']);
    const state = store.getState();
    expect(state.profile.player?.nickName).toBe('Onni');
    expect(state.profile.balance?.balance).toBe(12.5);
    expect(state.profile.playerActivity?.activities).toHaveLength(3);
    expect(Number(state.profile.sessionTimer)).toBeGreaterThan(0);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionTimerStart)).toBe(state.profile.sessionTimer);
    expect(state.app.authFlowActive).toBe(false);
  });

  it('a first login (activity 1 or less) goes to the profile limits page', async () => {
    for (const count of [0, 1]) {
      const calls: string[] = [];
      platform(calls, count);
      const store = makeStore();
      const navigate = jest.fn(async () => true);
      await runLoginFlow({
        dispatch: store.dispatch,
        submit: () => store.dispatch(loginWithPassword({ email: 'a@b.fi', password: 'secret77' })).unwrap(),
        locale: 'et',
        currentPath: '/et',
        onLoginPage: true,
        redirectUrl: '/et/pakkumine',
        navigate,
      });
      expect(navigate).toHaveBeenCalledWith('/et/profiil/limiidid');
    }
  });

  it('keeps the anonymous-only redirect waiting while the flow runs', async () => {
    const calls: string[] = [];
    platform(calls, 4);
    const store = makeStore();
    let flagDuringNavigate: boolean | undefined;
    await runLoginFlow({
      dispatch: store.dispatch,
      submit: () => store.dispatch(loginWithPassword({ email: 'a@b.fi', password: 'secret77' })).unwrap(),
      locale: 'fi',
      currentPath: '/fi/kirjaudu',
      onLoginPage: true,
      navigate: async () => {
        flagDuringNavigate = store.getState().app.authFlowActive;
      },
    });
    expect(flagDuringNavigate).toBe(true);
    expect(store.getState().app.authFlowActive).toBe(false);
  });

  it('a refused login leaves the player logged out and gives the failure', async () => {
    const calls: string[] = [];
    platform(calls, 2, () => platformError(401, 'Bad credentials', 104));
    const bonusGameRewards = { success: true, level: 2, maxPrizes: 3, nextLevel: null, points: 2, rewards: [] };
    const store = makeStore({ profile: { ...initialProfileState(), bonusGameRewards } });
    const navigate = jest.fn();
    const closePanel = jest.fn();
    const failure = await runLoginFlow({
      dispatch: store.dispatch,
      submit: () => store.dispatch(loginWithPassword({ email: 'a@b.fi', password: 'nope' })).unwrap(),
      locale: 'fi',
      currentPath: '/fi',
      onLoginPage: false,
      closePanel,
      navigate,
    });
    expect(failure).toMatchObject({ success: false, errorCode: 104 });
    expect(calls).toEqual(['login:a@b.fi']);
    expect(navigate).not.toHaveBeenCalled();
    expect(closePanel).not.toHaveBeenCalled();
    expect(store.getState().profile.isLoggedIn).toBe(false);
  });
});

describe('login target', () => {
  const base = { locale: 'fi' as const, currentPath: '/fi/pelit', onLoginPage: false };
  it('first login → limits; otherwise the current path; on the login page the safe redirectUrl or home', () => {
    expect(loginTarget(1, base)).toBe('/fi/profiili/rajat');
    expect(loginTarget(0, { ...base, locale: 'en' })).toBe('/en/profile/limits');
    expect(loginTarget(2, base)).toBe('/fi/pelit');
    expect(loginTarget(null, base)).toBe('/fi/pelit');
    expect(loginTarget(5, { ...base, onLoginPage: true, redirectUrl: '/fi/kampanjat' })).toBe('/fi/kampanjat');
    expect(loginTarget(5, { ...base, onLoginPage: true, redirectUrl: '//evil.example' })).toBe('/fi');
    expect(loginTarget(5, { ...base, onLoginPage: true, redirectUrl: ['/a'] })).toBe('/fi');
  });

  it('drops one query parameter', () => {
    expect(withoutQueryParam('/fi?bankLogin=abc&a=1#x', 'bankLogin')).toBe('/fi?a=1#x');
    expect(withoutQueryParam('/fi/kirjaudu?bankLogin=abc', 'bankLogin')).toBe('/fi/kirjaudu');
  });
});

describe('<LoginBox> errors (docs/product/errors.md)', () => {
  function renderBox() {
    const router = mockRouter({ pathname: '/login', asPath: '/login', locale: 'fi', query: {} });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<LoginBox locale="fi" onLoginPage />);
    return router;
  }

  async function submit(email = 'a@b.fi', password = 'secret77') {
    fireEvent.change(screen.getByLabelText('login.email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('login.password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'login.submit' }));
  }

  it('requires email and password before calling the platform', async () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'login.submit' }));
    // Each message names its field; the first invalid one takes focus.
    expect(await screen.findByText('login.email: validation.required')).toBeInTheDocument();
    expect(screen.getByText('login.password: validation.required')).toBeInTheDocument();
    expect(screen.getByLabelText('login.email')).toHaveFocus();
    expect(screen.getByLabelText('login.email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('login.email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows bad credentials as a red error and flags the inputs', async () => {
    const calls: string[] = [];
    platform(calls, 2, () => platformError(401, 'Bad credentials', 104));
    const router = renderBox();
    expect(screen.getByLabelText('login.email')).toHaveAttribute('aria-invalid', 'false');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-variant', 'error');
    expect(alert).toHaveTextContent('badCredentials(ns=errors)');
    expect(screen.getByLabelText('login.email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('login.password')).toHaveAttribute('aria-invalid', 'true');
    expect(router.replace).not.toHaveBeenCalled();
    // The line goes with the next try, even one the fields stop; a too long email is named with the platform's bound.
    await submit(`${'a'.repeat(250)}@b.fi`);
    expect(await screen.findByText('login.email: validation.maxLength(max=254)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('shows 210 with expireTimestamp as a highlighted notice: suspended until the long date, no activation wording', async () => {
    const expireTimestamp = Date.UTC(2027, 0, 15, 12, 30);
    platform([], 2, () => platformError(403, 'User not active', 210, { expireTimestamp }));
    renderBox();
    await submit();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveAttribute('data-variant', 'notice');
    const date = formatLongDateTime(expireTimestamp, 'fi');
    // The Finnish long date with time, e.g. "15. tammikuuta 2027 klo 14.30" in Helsinki.
    expect(date).toMatch(/^15\. tammikuuta 2027 klo \d{1,2}\.30$/);
    expect(notice.textContent).toBe(`suspendedUntil(ns=errors,date=${date})`);
    expect(notice).not.toHaveTextContent('activation');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows 114 as a notice with the activation hint and no date', async () => {
    platform([], 2, () => platformError(403, 'Not activated', 114));
    renderBox();
    await submit();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('notActivated(ns=errors) activationHint(ns=errors)');
    expect(notice).not.toHaveTextContent('activationExpires');
  });

  it('goes to the redirectUrl after a login that is not the first', async () => {
    platform([], 4);
    const router = mockRouter({ pathname: '/login', locale: 'fi', query: { redirectUrl: '/fi/kampanjat' } });
    useRouterMock.mockReturnValue(router);
    const { store } = renderWithStore(<LoginBox locale="fi" onLoginPage />);
    await submit();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/fi/kampanjat', undefined, { locale: false }));
    expect(store.getState().profile.isLoggedIn).toBe(true);
  });
});
