import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { api, server, setupPlatformServer } from '../msw/server';
import { recordRequests, settle } from '../support/requests';
import { formatTransactionTime } from '@/components/transactions/TransactionTable';
import { TransactionsPage } from '@/components/transactions/TransactionsPage';
import { TransactionsPanel } from '@/components/transactions/TransactionsPanel';
import { makeStore, setPlayerLoadFinished, type RootState } from '@/store';
import { playerLoggedIn } from '../support/profileAnswers';
import { loggedInTasks } from '@/store/loggedInTasks';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));
jest.mock('@/components/seo/Seo', () => ({ Seo: () => null }));

setupPlatformServer();
const requests = recordRequests(server);

const base = makeStore().getState();
const loggedIn: Partial<RootState> = { profile: { ...base.profile, isLoggedIn: true }, app: { ...base.app, playerLoadFinished: true } };
const TIME = Date.UTC(2026, 0, 2, 13, 30);

function pageOf<T>(page: number, pageCount: number, transactions: T[]) {
  return HttpResponse.json({ success: true, count: pageCount * 10, pageCount, page, transactions });
}

describe('transactions panel', () => {
  beforeEach(() => (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'en' })));

  it('shows page 1 of deposits, withdrawals and game actions with show-all links', async () => {
    const pages: string[] = [];
    server.use(
      http.get(api('/transactions/deposits'), ({ request }) => {
        pages.push(`d${new URL(request.url).searchParams.get('page')}`);
        return pageOf(1, 3, [{ id: 1, status: 'ok', amount: 1234.5, currency: 'EUR', method: 'bank', createdTime: TIME }]);
      }),
      http.get(api('/transactions/withdrawals'), () =>
        pageOf(1, 1, [{ reference: 'W1', status: 'pending', amount: 20, currency: 'EUR', method: 'bank', createdTime: TIME }]),
      ),
      http.get(api('/transactions/games'), () =>
        pageOf(1, 1, [
          {
            roundId: 'r1',
            gameId: 7,
            productTranslation: 'Book of Sand Low',
            betAmount: 1,
            winAmount: 2.5,
            currency: 'EUR',
            freeSpin: false,
            createdTime: TIME,
          },
        ]),
      ),
    );
    renderWithStore(<TransactionsPanel />, loggedIn);
    const deposits = await screen.findByRole('table', { name: 'transactions.deposits' });
    expect(within(deposits).getByRole('columnheader', { name: 'transactions.columns.amount' })).toBeInTheDocument();
    expect(within(deposits).getByRole('cell', { name: '€1,234.50' })).toBeInTheDocument();
    expect(within(deposits).getByRole('cell', { name: 'transactions.status.ok' })).toBeInTheDocument();
    expect(within(deposits).getByRole('cell', { name: formatTransactionTime(TIME) })).toBeInTheDocument();
    const withdraws = await screen.findByRole('table', { name: 'transactions.withdraws' });
    expect(within(withdraws).getByRole('cell', { name: 'transactions.status.pending' })).toBeInTheDocument();
    const games = await screen.findByRole('table', { name: 'transactions.gameActions' });
    // The name without its variant suffix, as on the game's card.
    expect(within(games).getByRole('cell', { name: 'Book of Sand' })).toBeInTheDocument();
    expect(within(games).queryByText(/Low$/)).toBeNull();
    expect(within(games).getByRole('cell', { name: '€1.00' })).toBeInTheDocument();
    expect(within(games).getByRole('cell', { name: '€2.50' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /transactions.showAllLabel/ }).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/en/profile/transactions/deposits',
      '/en/profile/transactions/withdraw',
      '/en/profile/transactions/gameactions',
    ]);
    expect(pages).toEqual(['d1']);
  });

  it('shows the empty state and a failure per list', async () => {
    server.use(
      http.get(api('/transactions/deposits'), () => pageOf(1, 0, [])),
      http.get(api('/transactions/withdrawals'), () => HttpResponse.json({ success: false, error: 'x', errorCode: 100 }, { status: 500 })),
      http.get(api('/transactions/games'), () => pageOf(1, 0, [])),
    );
    renderWithStore(<TransactionsPanel />, loggedIn);
    expect(await screen.findByText(/transactions.deposits: transactions.empty/)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('transactions.loadFailed');
  });
});

describe('paged transactions page', () => {
  it('loads the page of ?page= and shows the pager with neighbours, first and last', async () => {
    (useRouter as jest.Mock).mockReturnValue(
      mockRouter({ locale: 'fi', query: { page: '5' }, pathname: '/profile/transactions/gameactions' }),
    );
    const asked: string[] = [];
    server.use(
      http.get(api('/transactions/games'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(String(page));
        return pageOf(page, 9, [
          {
            roundId: `r${page}`,
            gameId: 7,
            productTranslation: `Game ${page}`,
            betAmount: 0.5,
            winAmount: 0,
            currency: 'EUR',
            freeSpin: false,
            createdTime: TIME,
          },
        ]);
      }),
    );
    renderWithStore(<TransactionsPage kind="gameActions" />, loggedIn);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('routes.transactionsGameActions.heading');
    expect(await screen.findByRole('cell', { name: 'Game 5' })).toBeInTheDocument();
    expect(asked).toEqual(['5']);
    // The page's heading names the list once: the table's caption is for screen readers only.
    expect(screen.getByRole('table', { name: 'transactions.gameActions' }).querySelector('caption')).toHaveClass('visually-hidden');
    const pager = screen.getByRole('navigation');
    const hrefs = within(pager)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/fi/profiili/tapahtumat/pelitapahtumat');
    expect(hrefs).toContain('/fi/profiili/tapahtumat/pelitapahtumat?page=4');
    expect(hrefs).toContain('/fi/profiili/tapahtumat/pelitapahtumat?page=6');
    expect(hrefs).toContain('/fi/profiili/tapahtumat/pelitapahtumat?page=9');
    expect(hrefs).not.toContain('/fi/profiili/tapahtumat/pelitapahtumat?page=3');
    expect(within(pager).getByRole('link', { current: 'page' })).toHaveTextContent('5');
  });

  it('does not call the platform when logged out', async () => {
    (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'et' }));
    const { store } = renderWithStore(<TransactionsPage kind="deposits" />);
    await settle();
    expect(requests.to('/transactions/deposits')).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // The same page asks once the player is logged in, so the count above could have seen a call.
    act(() => {
      store.dispatch(playerLoggedIn());
      store.dispatch(setPlayerLoadFinished(true));
    });
    await waitFor(() => expect(requests.to('/transactions/deposits')).toEqual(['GET /api/transactions/deposits']));
  });
});

describe('date format', () => {
  it('uses the Finnish format in every language, without stray characters', () => {
    expect(formatTransactionTime(TIME)).toMatch(/^2\.1\.2026 \d{2}\.\d{2}$/);
    expect(formatTransactionTime(Date.UTC(2026, 10, 27, 8, 12))).toBe('27.11.2026 08.12');
    expect(formatTransactionTime('nonsense')).toBe('');
  });
});

describe('polling', () => {
  it('adds recent games and favourites at 60 s for a logged-in player', () => {
    const store = makeStore(loggedIn);
    const tasks = loggedInTasks(store.dispatch, store.getState);
    expect(tasks.map((task) => [task.id, task.intervalMs])).toEqual(
      expect.arrayContaining([
        ['balance', 10000],
        ['recentGames', 60000],
        ['favourites', 60000],
      ]),
    );
    expect(loggedInTasks(makeStore().dispatch, makeStore().getState)).toEqual([]);
  });
});
