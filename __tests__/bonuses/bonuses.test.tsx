import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { RegistrationForm } from '@/components/account/RegistrationForm';
import { BonusWheel } from '@/components/bonuses/BonusWheel';
import { CampaignsView } from '@/components/bonuses/CampaignsView';
import { ProgrammeView } from '@/components/bonuses/ProgrammeView';
import { makeStore, selectBonusCount, type RootState } from '@/store';
import { loggedInTasks } from '@/store/loggedInTasks';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { platformAnswers } from '../msw/platformAnswers';
import { answerResponse, api, mockAnswer, server, setupPlatformServer } from '../msw/server';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();
const useRouterMock = useRouter as jest.Mock;

beforeEach(() => {
  useRouterMock.mockReturnValue(mockRouter({ pathname: '/campaigns', asPath: '/kampanjat', locale: 'fi' }));
  window.sessionStorage.clear();
});

function loggedIn(profile: Partial<RootState['profile']> = {}): Partial<RootState> {
  const state = makeStore().getState();
  return { profile: { ...state.profile, isLoggedIn: true, ...profile } };
}

const methods = http.get(api('/payment/methods'), () =>
  HttpResponse.json({
    success: true,
    methods: [
      {
        method: 'bank',
        minAmount: { EUR: 10 },
        maxAmount: { EUR: 100000 },
        storedData: [{ reference: 'r1', bankName: 'Sandbox', maskedAccount: '****1234' }],
      },
    ],
  }),
);
const noDeposits = http.get(api('/transactions/deposits'), () =>
  HttpResponse.json({ success: true, count: 0, pageCount: 0, page: 1, transactions: [] }),
);

describe('campaigns view', () => {
  it('lists the deposit campaigns; redeem opens the deposit form for the campaign, which sends its campaignId', async () => {
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      mockAnswer('depositCampaignsAll'),
      mockAnswer('noFreeSpins'),
      methods,
      noDeposits,
      http.post(api('/payment/confirmDeposit'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return HttpResponse.json({ success: true, token: 'tok', redirectUrl: '/api/sandbox/bank/deposit/tok' });
      }),
    );
    const assign = jest.fn();
    const { store } = renderWithStore(<CampaignsView assign={assign} />, loggedIn());
    const items = await screen.findAllByTestId('deposit-campaign');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('heading', { name: 'Welcome bonus 100% up to €100 + 20 free spins' })).toBeInTheDocument();
    expect(within(items[0]).getByText('campaigns.minDeposit(amount=€20.00)')).toBeInTheDocument();
    expect(within(items[0]).getByText('campaigns.freeSpins(count=20)')).toBeInTheDocument();
    expect(screen.getByText('freeSpins.none')).toBeInTheDocument();
    expect(store.getState().profile.campaigns).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'campaigns.redeemLabel(title=Weekend reload 50% up to €50)' }));
    const deposit = await screen.findByTestId('campaign-deposit');
    expect(within(deposit).getByRole('heading', { name: 'campaigns.depositFor(title=Weekend reload 50% up to €50)' })).toBeInTheDocument();
    // The campaign's minimum (30 €) applies, not the method's 10 €.
    fireEvent.change(within(deposit).getByLabelText('deposit.amount'), { target: { value: '20' } });
    fireEvent.click(within(deposit).getByRole('button', { name: 'deposit.submit' }));
    expect(await within(deposit).findByText('deposit.amount: wallet:deposit.minDeposit(amount=€30.00)')).toBeInTheDocument();
    fireEvent.change(within(deposit).getByLabelText('deposit.amount'), { target: { value: '30' } });
    fireEvent.click(within(deposit).getByRole('button', { name: 'deposit.submit' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual(expect.objectContaining({ amount: '30', campaignId: '2', storedDetailReference: 'r1' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/bank/deposit/tok'));
  });

  it('shows 125 (add payment details) on the campaigns page, and offers a plain deposit', async () => {
    server.use(mockAnswer('noFreeSpins'), methods, noDeposits, mockAnswer('campaignDepositNeedsPaymentDetails'));
    renderWithStore(<CampaignsView assign={jest.fn()} />, loggedIn());
    fireEvent.click(await screen.findByRole('button', { name: /campaigns.redeemLabel\(title=Welcome/ }));
    const deposit = await screen.findByTestId('campaign-deposit');
    fireEvent.change(within(deposit).getByLabelText('deposit.amount'), { target: { value: '50' } });
    fireEvent.click(within(deposit).getByRole('button', { name: 'deposit.submit' }));
    const alert = await within(deposit).findByRole('alert');
    expect(alert).toHaveAttribute('data-code', '125');
    expect(alert).toHaveTextContent('addPaymentDetails');
    fireEvent.click(within(deposit).getByRole('button', { name: 'campaigns.depositNow' }));
    expect(await screen.findByRole('heading', { name: 'campaigns.firstDeposit' })).toBeInTheDocument();
  });

  it('a free-spin grant without wagering says so, not "wagered 0 times"', async () => {
    const body = platformAnswers.freeSpinsWelcome.body as {
      success: true;
      bonuses: { transactions: Record<string, unknown>[] } & Record<string, unknown>;
    };
    const noWagering = { ...body, bonuses: { ...body.bonuses, transactions: [{ ...body.bonuses.transactions[0], turnoverFactor: 0 }] } };
    server.use(
      mockAnswer('depositCampaignsAll'),
      http.get(api('/player/bonuses/freeSpins'), () => HttpResponse.json(noWagering)),
    );
    renderWithStore(<CampaignsView />, loggedIn());
    const bonus = await screen.findByTestId('free-spin-bonus');
    expect(within(bonus).getByText('freeSpins.noTurnover')).toBeInTheDocument();
    expect(within(bonus).queryByText(/freeSpins.turnover/)).toBeNull();
  });

  it('cancels a free-spin bonus: spinner, post, page 1 again, success box for 5 s that a click dismisses', async () => {
    const pages: (string | null)[] = [];
    let cancelled = false;
    server.use(
      mockAnswer('depositCampaignsAll'),
      http.get(api('/player/bonuses/freeSpins'), ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return cancelled ? answerResponse('noFreeSpins') : answerResponse('freeSpinsWelcome');
      }),
      http.post(api('/player/bonuses/freeSpins/cancel'), async ({ request }) => {
        expect(Object.fromEntries((await request.formData()).entries())).toEqual({ freeSpinsBonusId: '7' });
        cancelled = true;
        return answerResponse('freeSpinsCancelled');
      }),
    );
    renderWithStore(<CampaignsView />, loggedIn());
    const bonus = await screen.findByTestId('free-spin-bonus');
    expect(within(bonus).getByText('freeSpins.remaining(remaining=20,total=20)')).toBeInTheDocument();
    expect(within(bonus).getByText('freeSpins.game(game=Book of Sand)')).toBeInTheDocument();
    const cancel = within(bonus).getByRole('button', { name: 'freeSpins.cancelLabel(name=freeSpins.source.affiliate)' });
    fireEvent.click(cancel);
    expect(cancel).toHaveAttribute('aria-busy', 'true');
    const result = await screen.findByTestId('free-spin-cancel-result');
    expect(result).toHaveTextContent('freeSpins.cancelled');
    expect(await screen.findByText('freeSpins.none')).toBeInTheDocument();
    // The list is fetched again, page 1.
    expect(pages).toEqual(['1', '1']);
    fireEvent.click(result);
    expect(screen.queryByTestId('free-spin-cancel-result')).not.toBeInTheDocument();
  });

  it('shows the mapped error box when a cancel fails, and it goes after 5 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      server.use(mockAnswer('depositCampaignsAll'), mockAnswer('freeSpinsWelcome'), mockAnswer('freeSpinCancelUnknown'));
      renderWithStore(<CampaignsView />, loggedIn());
      const bonus = await screen.findByTestId('free-spin-bonus');
      fireEvent.click(within(bonus).getByRole('button', { name: /freeSpins.cancelLabel/ }));
      const result = await screen.findByTestId('free-spin-cancel-result');
      expect(within(result).getByRole('alert')).toHaveAttribute('data-code', '100');
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByTestId('free-spin-cancel-result')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages the free-spin list only above 10 bonuses', async () => {
    const many = (page: number) => ({
      success: true,
      bonuses: {
        count: 12,
        pageCount: 2,
        page,
        transactions: Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => ({
          ...platformAnswers.freeSpinsWelcome.body.bonuses.transactions[0],
          freeSpinsBonusId: page * 100 + i,
        })),
      },
    });
    server.use(
      mockAnswer('depositCampaignsAll'),
      http.get(api('/player/bonuses/freeSpins'), ({ request }) =>
        HttpResponse.json(many(Number(new URL(request.url).searchParams.get('page')))),
      ),
    );
    renderWithStore(<CampaignsView />, loggedIn());
    expect(await screen.findAllByTestId('free-spin-bonus')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'freeSpins.pager.label' });
    expect(pager).toHaveTextContent('freeSpins.pager.page(page=1,pageCount=2)');
    fireEvent.click(within(pager).getByRole('button', { name: 'freeSpins.pager.next' }));
    await waitFor(() => expect(screen.getAllByTestId('free-spin-bonus')).toHaveLength(2));

    // Ten or fewer: no pager.
    const store = makeStore(loggedIn({ freeSpins: platformAnswers.freeSpinsWelcome.body.bonuses, campaigns: [] }));
    expect(selectBonusCount(store.getState())).toBe(1);
  });
});

describe('bonus wheel', () => {
  it('spins to the prize the platform drew and credits it on completion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const completed: Record<string, FormDataEntryValue>[] = [];
    // The platform's wheel as it goes: the day's spin, then the drawn prize waiting, then credited.
    let wheel: 'ready' | 'drawn' | 'credited' = 'ready';
    const { reference, prizeIndex, prize } = platformAnswers.wheelSpun.body;
    server.use(
      http.get(api('/bonuswheel/spin'), () =>
        HttpResponse.json({
          ...platformAnswers.wheelDailySpin.body,
          available_spins: wheel === 'ready' ? 1 : 0,
          pending: wheel === 'drawn' ? { reference, prizeIndex, prize } : null,
        }),
      ),
      http.post(api('/bonuswheel/spin'), () => {
        wheel = 'drawn';
        return answerResponse('wheelSpun');
      }),
      mockAnswer('noFreeSpins'),
      http.post(api('/bonuswheel/complete'), async ({ request }) => {
        completed.push(Object.fromEntries((await request.formData()).entries()));
        wheel = 'credited';
        return answerResponse('wheelCompleted');
      }),
      http.get(api('/player/balance'), () =>
        HttpResponse.json({ success: true, balance: 0, cash: 0, promo: 0, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 }),
      ),
    );
    renderWithStore(<BonusWheel />, loggedIn());
    expect(await screen.findByTestId('wheel-available')).toHaveTextContent('wheel.available(count=1)');
    expect(within(screen.getByTestId('wheel-odds')).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'wheel.spin' }));
    expect(await screen.findByText('wheel.won(prize=prize.freeSpins(count=10))')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'wheel.collect' }));
    expect(await screen.findByText('wheel.credited(prize=prize.freeSpins(count=10))')).toBeInTheDocument();
    expect(completed).toEqual([{ reference: 'd2hlZWwtcmVm' }]);
    expect(screen.getByRole('button', { name: 'wheel.spin' })).toBeDisabled();
    expect(screen.getByText('wheel.none')).toBeInTheDocument();
  });

  it('keeps the wheel once, in the profile: the page shows what the badge counts, and a drawn prize waits there', async () => {
    const { reference, prizeIndex, prize } = platformAnswers.wheelSpun.body;
    server.use(
      http.get(api('/bonuswheel/spin'), () =>
        HttpResponse.json({ ...platformAnswers.wheelDailySpin.body, available_spins: 0, pending: { reference, prizeIndex, prize } }),
      ),
    );
    const { store } = renderWithStore(<BonusWheel />, loggedIn());
    expect(await screen.findByText('wheel.won(prize=prize.freeSpins(count=10))')).toBeInTheDocument();
    expect(screen.getByTestId('wheel-available')).toHaveTextContent('wheel.available(count=0)');
    expect(store.getState().profile.bonusWheelSpins).toMatchObject({ available_spins: 0, pending: { reference } });
    expect(screen.getByRole('button', { name: 'wheel.collect' })).toBeEnabled();
  });

  it('during a cool-off says why there is no spin instead of inviting a deposit', async () => {
    server.use(http.get(api('/bonuswheel/spin'), () => HttpResponse.json({ ...platformAnswers.wheelDailySpin.body, available_spins: 0 })));
    renderWithStore(<BonusWheel />, loggedIn({ limits: [{ kind: 'coolOff', coolOff: true }] }));
    expect(await screen.findByTestId('wheel-available')).toHaveTextContent('wheel.available(count=0)');
    expect(screen.getByRole('alert')).toHaveAttribute('data-code', '217');
    expect(screen.queryByText('wheel.none')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'wheel.spin' })).toBeDisabled();
  });

  it('asks a logged-out visitor to log in', () => {
    renderWithStore(<BonusWheel />);
    expect(screen.getByRole('link', { name: 'wheel.loginNeeded' })).toBeInTheDocument();
  });
});

describe('bonus game and gold rush pages', () => {
  it('show points, level, progress and every reward', async () => {
    server.use(mockAnswer('bonusGameStart'), mockAnswer('goldRushStart'));
    const { unmount } = renderWithStore(<ProgrammeView programme="bonusGame" />, loggedIn());
    expect(await screen.findByText('bonusGame.points(points=0)')).toBeInTheDocument();
    expect(screen.getByTestId('bonusGame-level')).toHaveTextContent('programme.level(level=0,max=5)');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getAllByTestId('bonusGame-reward')).toHaveLength(5);
    expect(screen.getByText('bonusGame.toNext(points=25,level=1)')).toBeInTheDocument();
    unmount();
    renderWithStore(<ProgrammeView programme="goldRush" />, loggedIn());
    expect(await screen.findByText('goldRush.points(points=0)')).toBeInTheDocument();
    expect(screen.getAllByTestId('goldRush-reward')).toHaveLength(4);
    expect(screen.getByText(/^goldRush.week/)).toBeInTheDocument();
  });
});

describe('polling', () => {
  it('polls free spins every 10 s and the wheel and campaigns for the badges while logged in', () => {
    const store = makeStore(loggedIn());
    const tasks = loggedInTasks(store.dispatch, store.getState).map((task) => [task.id, task.intervalMs]);
    expect(tasks).toEqual(
      expect.arrayContaining([
        ['freeSpins', 10000],
        ['bonusWheelSpins', 60000],
        ['campaigns', 60000],
      ]),
    );
  });
});

describe('affiliate welcome', () => {
  it('registration sends the affiliate reference the welcome banner remembered', async () => {
    let body: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post(api('/player/registerPlayer'), async ({ request }) => {
        body = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ success: true, userId: 5 });
      }),
    );
    document.cookie = 'affiliateRef=nordic-reviews; path=/';
    const router = mockRouter({ pathname: '/registration', locale: 'fi' });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<RegistrationForm locale="fi" />);
    const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    change('fields.email', 'maija@example.fi');
    change('fields.password', 'secret77');
    change('fields.confirmPassword', 'secret77');
    change('fields.nickName', 'Maija');
    change('fields.firstName', 'Maija');
    change('fields.lastName', 'Meikäläinen');
    change('fields.birthDate', '1990-05-17');
    for (const name of ['fields.ageChecked', 'fields.policyChecked', 'fields.privacyPolicyChecked'])
      fireEvent.click(screen.getByLabelText(name));
    fireEvent.click(screen.getByRole('button', { name: 'registration.submit' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(body).toEqual(expect.objectContaining({ email: 'maija@example.fi', affiliateReference: 'nordic-reviews' }));
    document.cookie = 'affiliateRef=; max-age=0; path=/';
  });
});
