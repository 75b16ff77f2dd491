import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { HomeContent } from '@/components/content/HomeContent';
import { ProfileWallet } from '@/components/wallet/ProfileWallet';
import { DepositReturn } from '@/components/wallet/DepositReturn';
import { DEPOSIT_TOKEN_KEY } from '@/lib/wallet/depositToken';
import { makeStore, type RootState } from '@/store';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { api, server, setupPlatformServer } from '../msw/server';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();
const useRouterMock = useRouter as jest.Mock;

beforeEach(() => window.sessionStorage.clear());

const balance = {
  success: true,
  balance: 55,
  cash: 50,
  promo: 5,
  currency: 'EUR',
  currentTurnover: 30,
  totalTurnover: 120,
  cashReserve: 10,
  withdrawable: 40,
};

describe('deposit return', () => {
  it('polls ?deposit=, starts a new customer session, refreshes the balance and removes the parameter', async () => {
    const router = mockRouter({ pathname: '/', asPath: '/?deposit=t1', query: { deposit: 't1' }, locale: 'fi' });
    useRouterMock.mockReturnValue(router);
    window.sessionStorage.setItem(DEPOSIT_TOKEN_KEY, 't1');
    const answers = ['pending', 'ok'];
    server.use(
      http.post(api('/payment/depositStatus'), () =>
        HttpResponse.json({ success: true, status: answers.shift(), amount: 50, currency: 'EUR', userId: 7 }),
      ),
      http.get(api('/player'), () => HttpResponse.json({ success: true, userId: 7, nickName: 'Uusi' })),
      http.get(api('/player/balance'), () => HttpResponse.json(balance)),
    );
    const { store } = renderWithStore(<DepositReturn />);
    expect(screen.getByText('depositReturn.checking')).toBeInTheDocument();
    // Two polls 1.5 s apart, then the profile's thunks load: bounded well above that for a busy machine.
    expect(await screen.findByText('depositReturn.ok(amount=€50.00)', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(store.getState().profile.isLoggedIn).toBe(true);
    expect(store.getState().profile.balance?.cash).toBe(50);
    expect(window.sessionStorage.getItem(DEPOSIT_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(String(router.replace.mock.calls[0][0])).not.toContain('deposit=');
    fireEvent.click(screen.getByRole('button', { name: 'depositReturn.close' }));
    expect(screen.queryByTestId('deposit-status')).toBeNull();
  });

  it('a deposit the bank has not confirmed after three checks is shown as pending, then as received once the bank answers', async () => {
    useRouterMock.mockReturnValue(mockRouter({ query: { deposit: 't3' } }));
    const answers = ['pending', 'pending', 'pending', 'pending', 'ok'];
    server.use(
      http.post(api('/payment/depositStatus'), () =>
        HttpResponse.json({ success: true, status: answers.shift() ?? 'ok', amount: 20, currency: 'EUR' }),
      ),
      http.get(api('/player/balance'), () => HttpResponse.json(balance)),
    );
    renderWithStore(<DepositReturn />);
    // Three answers 1.5 s apart; bounded well above that for a busy machine.
    const pending = await screen.findByText('depositReturn.pending', undefined, { timeout: 15_000 });
    expect(pending.closest('[data-testid="deposit-status"]')).toHaveAttribute('data-outcome', 'pending');
    expect(await screen.findByText('depositReturn.ok(amount=€20.00)', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('a declined deposit shows its message', async () => {
    useRouterMock.mockReturnValue(mockRouter({ query: { deposit: 't2' } }));
    server.use(http.post(api('/payment/depositStatus'), () => HttpResponse.json({ success: true, status: 'declined' })));
    renderWithStore(<DepositReturn />);
    expect(await screen.findByText('depositReturn.declined')).toBeInTheDocument();
  });
});

describe('profile main wallet part', () => {
  it('shows withdrawable cash, promo, the wagering bar and opens deposit and withdraw', () => {
    useRouterMock.mockReturnValue(mockRouter());
    const state = makeStore().getState();
    const preloaded: Partial<RootState> = { profile: { ...state.profile, isLoggedIn: true, balance } };
    const onOpen = jest.fn();
    renderWithStore(<ProfileWallet onOpen={onOpen} />, preloaded);
    expect(screen.getByTestId('profile-withdrawable')).toHaveTextContent('€40.00');
    expect(screen.getByTestId('profile-promo')).toHaveTextContent('€5.00');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    fireEvent.click(screen.getByRole('button', { name: 'profile.deposit' }));
    fireEvent.click(screen.getByRole('button', { name: 'profile.withdraw' }));
    expect(onOpen.mock.calls).toEqual([['deposit'], ['withdraw']]);
  });

  it('draws no bar when no wagering is required, and says so', () => {
    useRouterMock.mockReturnValue(mockRouter());
    const state = makeStore().getState();
    const none = { ...balance, currentTurnover: 0, totalTurnover: 0 };
    renderWithStore(<ProfileWallet onOpen={jest.fn()} />, { profile: { ...state.profile, isLoggedIn: true, balance: none } });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('profile-no-wagering')).toHaveTextContent('profile.noWagering');
  });
});

describe('deposit form as a CMS block', () => {
  it("HomeContent renders {type: 'depositForm'} as the deposit form", async () => {
    useRouterMock.mockReturnValue(mockRouter());
    server.use(http.get(api('/payment/methods'), () => HttpResponse.json({ success: true, methods: [{ method: 'bank' }] })));
    renderWithStore(
      <HomeContent
        locale="fi"
        page={{ slug: 'talletus', lang: 'fi', title: 'Talletus', description: '', blocks: [{ type: 'depositForm', title: 'Talleta nyt' }] }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Talleta nyt' })).toBeInTheDocument();
    // The first paint shows the form's boxes; the working form (loaded on demand) replaces them.
    expect(screen.getByRole('form', { name: 'deposit.title' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('deposit-form')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('deposit.policy')).toBeInTheDocument());
  });
});
