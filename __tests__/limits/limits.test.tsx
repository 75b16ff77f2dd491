import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CoolOffSection } from '@/components/limits/CoolOffSection';
import { LossLimitAccordion } from '@/components/limits/LossLimitAccordion';
import { LossLimitModal } from '@/components/limits/LossLimitModal';
import { RealityCheckPopup } from '@/components/limits/RealityCheckPopup';
import { MESSAGE_DURATION_MS } from '@/lib/constants';
import { validateLimitAmount } from '@/lib/validation/limits';
import { defaultLimits, initialProfileState, makeStore, type RootState } from '@/store';
import { cancelPendingLimits, confirmPendingLimits, fetchLimits, saveLossLimit } from '@/store/profile';
import { loggedInTasks } from '@/store/loggedInTasks';
import { fakeT, renderWithStore } from '../components/testUtils';
import { answerResponse, api, mockAnswer, server, setupPlatformServer } from '../msw/server';
import { limitsView, platformAnswers } from '../msw/platformAnswers';
import type { LimitEntry, TrueLimit } from '@/lib/limits/types';

jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));
const router = { locale: 'fi', pathname: '/', query: {} as Record<string, string>, asPath: '/', push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));

setupPlatformServer();

type Body = Record<string, FormDataEntryValue>;
const loggedIn = (profile: Partial<RootState['profile']> = {}) =>
  ({ profile: { ...initialProfileState(), isLoggedIn: true, ...profile } }) as Partial<RootState>;
const entries = (daily: number, weekly: number, monthly: number): LimitEntry[] => [
  { kind: 'coolOff', coolOff: false },
  { kind: 'dailyLoss', ammount: daily, minAmount: 10, maxAmount: 100000 },
  { kind: 'weeklyLoss', ammount: weekly, minAmount: 10, maxAmount: 100000 },
  { kind: 'monthlyLoss', ammount: monthly, minAmount: 10, maxAmount: 100000 },
];

function capturePost(path: string, bodies: Body[], answer: () => Response) {
  return http.post(api(path), async ({ request }) => {
    bodies.push(Object.fromEntries((await request.formData()).entries()));
    return answer();
  });
}

describe('limit entry rules (docs/product/validation.md "Limit entry")', () => {
  it('a whole number between the min and the max, else Min/Max', () => {
    for (const value of ['9', '100001', '10.5', '1e3', 'abc', '', ' ']) {
      expect(validateLimitAmount('dailyLoss', value, entries(0, 0, 0))).toEqual({ key: 'loss.range', min: 10, max: 100000 });
    }
    expect(validateLimitAmount('dailyLoss', '10', entries(0, 0, 0))).toBeNull();
    expect(validateLimitAmount('monthlyLoss', ' 100000 ', entries(0, 0, 0))).toBeNull();
  });

  it('daily not above weekly or monthly; weekly not below daily nor above monthly; monthly not below either', () => {
    expect(validateLimitAmount('dailyLoss', '300', entries(0, 200, 0))).toEqual({
      key: 'loss.noHigherThan',
      other: 'weeklyLoss',
      otherAmount: 200,
    });
    expect(validateLimitAmount('dailyLoss', '300', entries(0, 0, 250))).toEqual({
      key: 'loss.noHigherThan',
      other: 'monthlyLoss',
      otherAmount: 250,
    });
    expect(validateLimitAmount('weeklyLoss', '40', entries(50, 0, 0))).toEqual({
      key: 'loss.noLowerThan',
      other: 'dailyLoss',
      otherAmount: 50,
    });
    expect(validateLimitAmount('weeklyLoss', '600', entries(50, 0, 500))).toEqual({
      key: 'loss.noHigherThan',
      other: 'monthlyLoss',
      otherAmount: 500,
    });
    expect(validateLimitAmount('monthlyLoss', '100', entries(0, 150, 0))).toEqual({
      key: 'loss.noLowerThan',
      other: 'weeklyLoss',
      otherAmount: 150,
    });
    expect(validateLimitAmount('weeklyLoss', '100', entries(50, 0, 500))).toBeNull();
    // 0 is "no limit": nothing to compare with.
    expect(validateLimitAmount('dailyLoss', '5000', entries(0, 0, 0))).toBeNull();
  });

  it('a shorter limit counts with its pending raise, a longer one with its amount in force (as the platform rules)', () => {
    // Daily 50 with a raise to 80 waiting: the weekly limit may not go below 80.
    const pendingDaily = entries(50, 200, 0).map((e) => (e.kind === 'dailyLoss' ? { ...e, newAmount: 80 } : e));
    expect(validateLimitAmount('weeklyLoss', '60', pendingDaily)).toEqual({ key: 'loss.noLowerThan', other: 'dailyLoss', otherAmount: 80 });
    expect(validateLimitAmount('weeklyLoss', '80', pendingDaily)).toBeNull();
    // A weekly raise to 300 waiting does not let the daily limit above the 200 in force.
    const pendingWeekly = entries(50, 200, 0).map((e) => (e.kind === 'weeklyLoss' ? { ...e, newAmount: 300 } : e));
    expect(validateLimitAmount('dailyLoss', '250', pendingWeekly)).toEqual({
      key: 'loss.noHigherThan',
      other: 'weeklyLoss',
      otherAmount: 200,
    });
  });
});

describe('limits thunks', () => {
  it('fetchLimits keeps the list with the product spelling ammount (0 without a limit), trueLimits and the interval', async () => {
    server.use(mockAnswer('limitsNewPlayer'));
    const store = makeStore(loggedIn());
    await store.dispatch(fetchLimits());
    const { limits, trueLimits, realityCheckInterval, limitsLoading } = store.getState().profile;
    expect(limits?.map((e) => [e.kind, e.ammount])).toEqual([
      ['coolOff', undefined],
      ['dailyLoss', 0],
      ['weeklyLoss', 0],
      ['monthlyLoss', 0],
    ]);
    expect(limits?.[1]).not.toHaveProperty('amount');
    expect(trueLimits).toEqual([]);
    expect(realityCheckInterval).toBe(60);
    expect(limitsLoading).toBe(false);
  });

  it("saveLossLimit posts the kind's fields and updates only the matching entry", async () => {
    const bodies: Body[] = [];
    // The answer differs for weekly too; only daily may change in the list.
    server.use(
      capturePost('/player/limit/loss', bodies, () =>
        HttpResponse.json(limitsView({ dailyLoss: { amount: 50 }, weeklyLoss: { amount: 999 } })),
      ),
    );
    const store = makeStore(loggedIn({ limits: entries(0, 300, 600) }));
    const result = await store.dispatch(saveLossLimit({ kind: 'dailyLoss', amount: 50, autoRenew: true })).unwrap();
    expect(result.success).toBe(true);
    expect(bodies).toEqual([{ dailyAmount: '50', dailyAutoRenew: 'true' }]);
    const limits = store.getState().profile.limits!;
    expect(limits.find((e) => e.kind === 'dailyLoss')).toMatchObject({ ammount: 50, usedAmount: 0 });
    expect(limits.find((e) => e.kind === 'weeklyLoss')?.ammount).toBe(300);
  });

  it('does nothing to an absent list; 115 logs out', async () => {
    server.use(http.post(api('/player/limit/loss'), () => answerResponse('lossLimitSaved')));
    const absent = makeStore(loggedIn({ limits: null }));
    await absent.dispatch(saveLossLimit({ kind: 'dailyLoss', amount: 50 }));
    expect(absent.getState().profile.limits).toBeNull();
    expect(absent.getState().profile.trueLimits).toBeNull();

    server.use(mockAnswer('limitsAnonymous'));
    const store = makeStore(loggedIn({ limits: entries(10, 0, 0) }));
    await store.dispatch(fetchLimits());
    expect(store.getState().profile.isLoggedIn).toBe(false);
    expect(store.getState().profile.limits).toEqual(defaultLimits());
  });

  it('confirmPendingLimits confirms raises with *Confirmed and removals with *RemovalConfirmed; cancel posts the kinds', async () => {
    const bodies: Body[] = [];
    server.use(
      capturePost('/player/limit/loss', bodies, () => HttpResponse.json(limitsView())),
      capturePost('/player/limit/loss/cancel', bodies, () => HttpResponse.json(limitsView())),
    );
    const waiting: TrueLimit[] = [
      { kind: 'dailyLoss', amount: 10, newAmount: 20, increasingToBeConfirmed: true, pendingRemoval: false },
      { kind: 'weeklyLoss', amount: 30, newAmount: null, increasingToBeConfirmed: true, pendingRemoval: true },
      { kind: 'monthlyLoss', amount: 60, newAmount: 90, increasingToBeConfirmed: false, pendingRemoval: false },
    ];
    const store = makeStore(loggedIn({ trueLimits: waiting }));
    expect(await store.dispatch(confirmPendingLimits()).unwrap()).toBe('confirmed');
    expect(bodies).toEqual([{ dailyConfirmed: 'true' }, { weeklyRemovalConfirmed: 'true' }]);

    bodies.length = 0;
    const again = makeStore(loggedIn({ trueLimits: waiting }));
    expect(await again.dispatch(cancelPendingLimits()).unwrap()).toBe('cancelled');
    expect(bodies).toEqual([{ daily: 'true', weekly: 'true' }]);
  });

  it('the limits poll runs every 5 s, only while the balance is not loading', () => {
    const store = makeStore(loggedIn());
    const task = loggedInTasks(store.dispatch, store.getState).find((t) => t.id === 'limits')!;
    expect(task.intervalMs).toBe(5000);
    expect(task.when!()).toBe(true);
    const loading = makeStore(loggedIn({ balanceLoading: true }));
    expect(loggedInTasks(loading.dispatch, loading.getState).find((t) => t.id === 'limits')!.when!()).toBe(false);
  });
});

describe('loss-limit modal (docs/product/flows.md "Loss-limit modal")', () => {
  const pending: TrueLimit[] = [{ kind: 'dailyLoss', amount: 10, newAmount: 20, increasingToBeConfirmed: true, pendingRemoval: false }];

  it('is not shown without a raise waiting for confirmation', () => {
    renderWithStore(<LossLimitModal />, loggedIn({ trueLimits: [{ ...pending[0], increasingToBeConfirmed: false }] }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirmed: focus starts inside, Escape does not close it, then the outcome until closed', async () => {
    server.use(
      http.post(api('/player/limit/loss'), () =>
        HttpResponse.json(
          limitsView({ dailyLoss: { amount: 20 } }, [{ ...pending[0], amount: 20, newAmount: null, increasingToBeConfirmed: false }]),
        ),
      ),
    );
    renderWithStore(<LossLimitModal />, loggedIn({ trueLimits: pending, limits: entries(10, 0, 0) }));
    const dialog = screen.getByRole('dialog', { name: 'modal.title' });
    const confirm = screen.getByRole('button', { name: 'modal.confirm' });
    expect(confirm).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(confirm);
    expect(await screen.findByText('modal.confirmed')).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'modal.close' });
    expect(close).toHaveFocus();
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelled and error outcomes', async () => {
    server.use(
      http.post(api('/player/limit/loss/cancel'), () =>
        HttpResponse.json(limitsView({ dailyLoss: { amount: 10 } }, [{ ...pending[0], newAmount: null, increasingToBeConfirmed: false }])),
      ),
    );
    const first = renderWithStore(<LossLimitModal />, loggedIn({ trueLimits: pending, limits: entries(10, 0, 0) }));
    fireEvent.click(screen.getByRole('button', { name: 'modal.cancel' }));
    expect(await screen.findByText('modal.cancelled')).toBeInTheDocument();
    first.unmount();

    server.use(http.post(api('/player/limit/loss'), () => answerResponse('lossLimitNotYetEffective')));
    renderWithStore(<LossLimitModal />, loggedIn({ trueLimits: pending, limits: entries(10, 0, 0) }));
    fireEvent.click(screen.getByRole('button', { name: 'modal.confirm' }));
    expect(await screen.findByText('modal.error')).toBeInTheDocument();
  });
});

describe('limits screen parts', () => {
  afterEach(() => jest.useRealTimers());

  it('a rule message shows for 5 s and nothing is sent; a platform refusal shows the catalogue text', async () => {
    const bodies: Body[] = [];
    server.use(capturePost('/player/limit/loss', bodies, () => answerResponse('lossLimitHigherThanWeekly')));
    jest.useFakeTimers();
    renderWithStore(<LossLimitAccordion kind="dailyLoss" defaultOpen />, loggedIn({ limits: entries(0, 100, 0) }));
    const input = screen.getByLabelText('loss.newAmount');
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'loss.save' }));
    const range = 'loss.newAmount: limits:loss.range(min=10,max=100000)';
    expect(await screen.findByText(range)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    act(() => jest.advanceTimersByTime(MESSAGE_DURATION_MS - 1));
    expect(screen.getByText(range)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(range)).toBeNull();
    // Two decimals are no whole euros: the range message.
    fireEvent.change(input, { target: { value: '10,555' } });
    fireEvent.click(screen.getByRole('button', { name: 'loss.save' }));
    expect(await screen.findByText(range)).toBeInTheDocument();
    // Fixing the amount takes the message away at once.
    fireEvent.change(input, { target: { value: '50' } });
    await waitFor(() => expect(screen.queryByText(range)).toBeNull());
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'loss.save' }));
    expect(await screen.findByText(/^loss\.newAmount: limits:loss\.noHigherThan\(kind=kindNames\.dailyLoss,/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    jest.useRealTimers();

    // The platform's own refusal (here with the list saying no weekly limit) comes through the catalogue.
    renderWithStore(<LossLimitAccordion kind="dailyLoss" defaultOpen />, loggedIn({ limits: entries(0, 0, 0) }));
    const inputs = screen.getAllByLabelText('loss.newAmount');
    fireEvent.change(inputs[1], { target: { value: '200' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'loss.save' })[1]);
    // The platform names the weekly limit it compared with: the same message as the form's own rule, on the field.
    expect(
      await screen.findByText(/^loss\.newAmount: limits:loss\.noHigherThan\(kind=kindNames\.dailyLoss,other=kindNames\.weeklyLoss,amount=/),
    ).toBeInTheDocument();
    expect(inputs[1]).toHaveFocus();
    expect(bodies).toEqual([{ dailyAmount: '200' }]);
  });

  it('shows the amount, the used amount and a pending raise with its time', () => {
    const limits = entries(10, 0, 0);
    limits[1] = {
      ...limits[1],
      usedAmount: 7.5,
      newAmount: 50,
      amountEffectiveTime: Date.UTC(2026, 0, 15, 22),
      endTime: Date.UTC(2026, 0, 15, 22),
    };
    renderWithStore(<LossLimitAccordion kind="dailyLoss" defaultOpen />, loggedIn({ limits }));
    expect(screen.getByTestId('limit-amount')).toHaveTextContent('10.00');
    expect(screen.getByTestId('limit-used')).toHaveTextContent('7.50');
    expect(screen.getByTestId('limit-pending')).toHaveTextContent(/^loss\.pending\(amount=.*50\.00.*,date=.+\)$/);
    expect(screen.getByRole('button', { name: /kinds\.dailyLoss/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('cool-off: pick, confirm with the password, cancel goes back, a wrong password says so', async () => {
    const bodies: Body[] = [];
    server.use(capturePost('/player/limit/coolOff', bodies, () => answerResponse('coolOffWrongPassword')));
    renderWithStore(<CoolOffSection />, loggedIn({ limits: entries(0, 0, 0) }));
    fireEvent.click(screen.getByRole('button', { name: 'coolOff.next' }));
    expect(await screen.findByText('coolOff.pick: validation.required')).toBeInTheDocument();
    expect(screen.getByLabelText('coolOff.pick')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('coolOff.pick'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'coolOff.next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'coolOff.cancel' }));
    expect(screen.queryByLabelText('coolOff.password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'coolOff.next' }));
    fireEvent.change(await screen.findByLabelText('coolOff.password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'coolOff.confirm' }));
    expect(await screen.findByText('coolOff.password: validation.wrongPassword')).toBeInTheDocument();
    expect(screen.getByLabelText('coolOff.password')).toHaveFocus();
    expect(bodies).toEqual([{ coolOffDays: '3', password: 'wrong' }]);
    expect(platformAnswers.coolOffWrongPassword.body.errorCode).toBe(109);
  });

  it('a running cool-off shows its end instead of the form', async () => {
    const limits: LimitEntry[] = [{ kind: 'coolOff', coolOff: true, endTime: Date.UTC(2026, 0, 20) }, ...entries(0, 0, 0).slice(1)];
    renderWithStore(<CoolOffSection />, loggedIn({ limits }));
    await waitFor(() => expect(screen.getByText(/^coolOff\.active/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'coolOff.next' })).toBeNull();
  });
});

describe('reality-check popup', () => {
  const report = {
    intervalMinutes: 15,
    startTime: Date.UTC(2026, 0, 15, 10),
    playTimeMinutes: 16,
    bets: 12,
    wins: 4.5,
    net: -7.5,
    currency: 'EUR' as const,
  };
  const due = () => loggedIn({ limits: [...entries(0, 0, 0), { kind: 'realityCheck', realityCheck: report }] });
  afterEach(() => {
    Object.assign(router, { pathname: '/', query: {}, asPath: '/' });
    router.push.mockClear();
  });

  it('shows what was played; continue acknowledges it (realityCheck/reset) and it goes away', async () => {
    let resets = 0;
    server.use(http.get(api('/player/limit/realityCheck/reset'), () => (resets++, HttpResponse.json(limitsView()))));
    renderWithStore(<RealityCheckPopup />, due());
    const dialog = screen.getByRole('alertdialog', { name: 'popup.title' });
    // The start, 10.00 UTC, in the runtime's clock (UTC in the tests) and the Finnish format.
    expect(dialog).toHaveTextContent('popup.played(minutes=16,time=10.00)');
    expect(screen.getByRole('button', { name: 'popup.continue' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'popup.continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(resets).toBe(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('stop playing acknowledges it and leaves the game page for the front page', async () => {
    server.use(http.get(api('/player/limit/realityCheck/reset'), () => HttpResponse.json(limitsView())));
    Object.assign(router, { pathname: '/game/[slug]/play', query: { slug: 'kuldne-mang' }, asPath: '/peli/kuldne-mang/pelaa' });
    renderWithStore(<RealityCheckPopup />, due());
    fireEvent.click(screen.getByRole('button', { name: 'popup.stop' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/fi'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
