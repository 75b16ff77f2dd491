import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { DepositForm } from '@/components/wallet/DepositForm';
import { PendingWithdrawals } from '@/components/wallet/PendingWithdrawals';
import { WithdrawForm } from '@/components/wallet/WithdrawForm';
import { makeStore, type RootState } from '@/store';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { api, mockAnswer, platformError, server, setupPlatformServer } from '../msw/server';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();
const useRouterMock = useRouter as jest.Mock;

beforeEach(() => {
  useRouterMock.mockReturnValue(mockRouter({ pathname: '/', asPath: '/', locale: 'fi' }));
  window.sessionStorage.clear();
});

function loggedInState(): Partial<RootState> {
  const state = makeStore().getState();
  return { profile: { ...state.profile, isLoggedIn: true } };
}

const balance = { success: true, balance: 0, cash: 0, promo: 0, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 };

describe('deposit form', () => {
  const methods = (extra: Record<string, unknown> = {}) =>
    http.get(api('/payment/methods'), () =>
      HttpResponse.json({ success: true, methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 }, ...extra }] }),
    );

  it('shows quick picks by the last successful deposit and validates the amount', async () => {
    server.use(
      methods({ storedData: [{ reference: 'r1' }] }),
      http.get(api('/transactions/deposits'), () =>
        HttpResponse.json({
          success: true,
          count: 2,
          pageCount: 1,
          page: 1,
          transactions: [
            { id: 2, status: 'declined', amount: 10 },
            { id: 1, status: 'ok', amount: 120 },
          ],
        }),
      ),
    );
    renderWithStore(<DepositForm assign={jest.fn()} />, loggedInState());
    expect(await screen.findByRole('button', { name: 'deposit.quickPick(amount=€300.00)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'deposit.quickPick(amount=€150.00)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'deposit.submit' }));
    expect(await screen.findByText('deposit.amount: wallet:deposit.required')).toBeInTheDocument();
    expect(screen.getByLabelText('deposit.amount')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('deposit.amount'), { target: { value: '9,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'deposit.submit' }));
    expect(await screen.findByText('deposit.amount: wallet:deposit.minDeposit(amount=€10.00)')).toBeInTheDocument();
    // Fixed, the message goes at once.
    fireEvent.change(screen.getByLabelText('deposit.amount'), { target: { value: '10' } });
    await waitFor(() => expect(screen.queryByTestId('deposit-amount-error')).toBeNull());
    fireEvent.change(screen.getByLabelText('deposit.amount'), { target: { value: '1000000' } });
    expect(screen.getByLabelText('deposit.amount')).toHaveValue('100000');
    expect(screen.getByLabelText('deposit.amount')).toHaveAttribute('maxLength', '6');
  });

  it('submits a logged-in deposit with the stored reference and shows 117 with the limit', async () => {
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      methods({ storedData: [{ reference: 'r1' }], maxAmount: { EUR: 100000 } }),
      http.get(api('/transactions/deposits'), () =>
        HttpResponse.json({ success: true, count: 0, pageCount: 0, page: 1, transactions: [] }),
      ),
      http.post(api('/payment/confirmDeposit'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return platformError(400, 'Limit', 117, { paymentLimit: { maxAmount: 500 } });
      }),
    );
    const assign = jest.fn();
    renderWithStore(<DepositForm assign={assign} />, loggedInState());
    fireEvent.click(await screen.findByRole('button', { name: 'deposit.quickPick(amount=€200.00)' }));
    await waitFor(() => expect(screen.getByLabelText('deposit.amount')).toHaveValue('200'));
    fireEvent.click(screen.getByRole('button', { name: 'deposit.submit' }));
    const alert = await screen.findByText(/paymentAmount/);
    expect(alert.textContent).toContain('€500.00');
    expect(bodies[0]).toMatchObject({ amount: '200', method: 'bank', storedDetailReference: 'r1' });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'deposit.submit' })).not.toBeDisabled();
    // Three decimals are refused on the client; the last try's line goes with the next try.
    fireEvent.change(screen.getByLabelText('deposit.amount'), { target: { value: '10,555' } });
    fireEvent.click(screen.getByRole('button', { name: 'deposit.submit' }));
    expect(await screen.findByText('deposit.amount: wallet:deposit.decimals')).toBeInTheDocument();
    expect(screen.queryByText(/paymentAmount/)).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('a new customer must accept the terms and starts a deposit', async () => {
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      methods(),
      http.post(api('/payment/initDeposit'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return HttpResponse.json({ success: true, token: 't9', redirectUrl: '/api/sandbox/bank/deposit/t9' });
      }),
    );
    const assign = jest.fn();
    renderWithStore(<DepositForm assign={assign} />);
    fireEvent.change(screen.getByLabelText('deposit.amount'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'deposit.submit' }));
    expect(await screen.findByText('deposit.policy: validation.mustAccept')).toBeInTheDocument();
    expect(screen.getByText('deposit.privacy: validation.mustAccept')).toBeInTheDocument();
    expect(screen.getByLabelText('deposit.policy')).toHaveFocus();
    fireEvent.click(screen.getByLabelText('deposit.policy'));
    fireEvent.click(screen.getByLabelText('deposit.privacy'));
    fireEvent.click(screen.getByRole('button', { name: 'deposit.submit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/bank/deposit/t9'));
    expect(bodies[0]).toMatchObject({
      country: 'FIN',
      amount: '30',
      currency: 'EUR',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
      lang: 'fi',
    });
  });
});

describe('withdraw form', () => {
  const init = (extra: Record<string, unknown>) =>
    http.get(api('/payment/initWithdraw'), () =>
      HttpResponse.json({
        success: true,
        totalBalance: 120,
        cashBalance: 100,
        promoBalance: 0,
        cashReserve: 0,
        withdrawable: 100,
        freeSpins: 0,
        methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 5000 } }],
        ...extra,
      }),
    );

  it('disables the button for amount ≤ 0 and when nothing is withdrawable', async () => {
    server.use(init({ withdrawable: 0, cashBalance: 20, cashReserve: 20 }));
    renderWithStore(<WithdrawForm />, loggedInState());
    const button = await screen.findByRole('button', { name: 'withdraw.submit' });
    fireEvent.change(screen.getByLabelText('withdraw.amount'), { target: { value: '15' } });
    expect(button).toBeDisabled();
    expect(screen.getByText('withdraw.nothing')).toBeInTheDocument();
  });

  it('checks the method limits, then asks to confirm the forfeit, then withdraws', async () => {
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      init({ promoBalance: 5, freeSpins: 3 }),
      http.post(api('/payment/withdraw'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return HttpResponse.json({
          success: true,
          reference: 'W1',
          amount: 20,
          status: 'pending',
          forfeitedPromo: 5,
          forfeitedFreeSpins: 3,
        });
      }),
      http.get(api('/player/balance'), () => HttpResponse.json(balance)),
    );
    renderWithStore(<WithdrawForm />, loggedInState());
    const button = await screen.findByRole('button', { name: 'withdraw.submit' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('withdraw.amount'), { target: { value: '0' } });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('withdraw.amount'), { target: { value: '5' } });
    fireEvent.click(button);
    expect(await screen.findByText('withdraw.amount: wallet:withdraw.min(amount=€10.00)')).toBeInTheDocument();
    expect(screen.getByLabelText('withdraw.amount')).toHaveFocus();
    // At most two decimals; the message goes when the amount is fixed.
    fireEvent.change(screen.getByLabelText('withdraw.amount'), { target: { value: '10,555' } });
    fireEvent.click(button);
    expect(await screen.findByText('withdraw.amount: wallet:deposit.decimals')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('withdraw.amount'), { target: { value: '10,55' } });
    await waitFor(() => expect(screen.queryByTestId('withdraw-amount-error')).toBeNull());
    fireEvent.change(screen.getByLabelText('withdraw.amount'), { target: { value: '20' } });
    fireEvent.click(button);
    expect(await screen.findByText('withdraw.forfeitText(promo=€5.00,spins=3)')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'withdraw.confirm' }));
    expect(await screen.findByText('withdraw.success(amount=€20.00,reference=W1)')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ amount: '20', method: 'bank' });
  });

  it('a retry after a failed withdraw sends the same idempotency key; the next withdrawal after success a new one', async () => {
    const keys: FormDataEntryValue[] = [];
    server.use(
      init({}),
      http.post(api('/payment/withdraw'), async ({ request }) => {
        keys.push((await request.formData()).get('idempotencyKey') as FormDataEntryValue);
        return keys.length === 1
          ? platformError(502, 'Timeout', 119)
          : HttpResponse.json({ success: true, reference: 'W2', amount: 20, status: 'pending' });
      }),
      http.get(api('/player/balance'), () => HttpResponse.json(balance)),
    );
    renderWithStore(<WithdrawForm />, loggedInState());
    const withdrawOnce = async () => {
      fireEvent.change(await screen.findByLabelText('withdraw.amount'), { target: { value: '20' } });
      fireEvent.click(screen.getByRole('button', { name: 'withdraw.submit' }));
    };
    await withdrawOnce();
    fireEvent.click(await screen.findByRole('button', { name: 'withdraw.retry' }));
    await withdrawOnce();
    fireEvent.click(await screen.findByRole('button', { name: 'withdraw.again' }));
    await withdrawOnce();
    await screen.findByText('withdraw.success(amount=€20.00,reference=W2)');
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('refuses more than the withdrawable cash in the form, before the forfeit question, with its max', async () => {
    const bodies: unknown[] = [];
    server.use(
      init({ withdrawable: 45, cashBalance: 45, totalBalance: 50, promoBalance: 5 }),
      http.post(api('/payment/withdraw'), () => {
        bodies.push(1);
        return HttpResponse.json({
          success: true,
          reference: 'W1',
          amount: 20,
          status: 'pending',
          forfeitedPromo: 5,
          forfeitedFreeSpins: 0,
        });
      }),
    );
    renderWithStore(<WithdrawForm />, loggedInState());
    fireEvent.change(await screen.findByLabelText('withdraw.amount'), { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'withdraw.submit' }));
    expect(await screen.findByText('withdraw.amount: wallet:withdraw.max(amount=€45.00)')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-confirm')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('without promo or free spins withdraws at once and shows the amount error with its max (117)', async () => {
    server.use(
      init({}),
      mockAnswer('withdrawalOverBalance'),
      http.get(api('/player/balance'), () => HttpResponse.json(balance)),
    );
    renderWithStore(<WithdrawForm />, loggedInState());
    fireEvent.change(await screen.findByLabelText('withdraw.amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'withdraw.submit' }));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('paymentAmount');
    expect(screen.getByTestId('withdraw-error')).toHaveTextContent('maxAmount(ns=errors,amount=€0.00)');
  });

  it('a permanent refusal (127) offers no retry; the hint shows the withdrawable cash as its max', async () => {
    server.use(
      init({}),
      http.post(api('/payment/withdraw'), () => platformError(403, 'Blocked', 127)),
      http.get(api('/player/balance'), () => HttpResponse.json(balance)),
    );
    renderWithStore(<WithdrawForm />, loggedInState());
    const amount = await screen.findByLabelText('withdraw.amount');
    // The method allows €5,000; €100 is withdrawable.
    expect(screen.getByText(/^withdraw.limits/)).toHaveTextContent('withdraw.limits(min=€10.00,max=€100.00)');
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'withdraw.submit' }));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('withdrawalBlocked');
    expect(screen.queryByRole('button', { name: 'withdraw.retry' })).not.toBeInTheDocument();
  });

  it('an init failure (235) shows the extra withdraw message', async () => {
    server.use(http.get(api('/payment/initWithdraw'), () => platformError(403, 'Risk', 235)));
    renderWithStore(<WithdrawForm />, loggedInState());
    expect(await screen.findByRole('alert')).toHaveTextContent('withdrawInitFailed');
  });
});

describe('pending withdrawals', () => {
  it('lists pending withdrawals and cancels one', async () => {
    let cancelled = false;
    server.use(
      http.get(api('/transactions/withdrawals'), () =>
        HttpResponse.json({
          success: true,
          count: 2,
          pageCount: 1,
          page: 1,
          transactions: [
            {
              reference: 'W1',
              status: cancelled ? 'cancelled' : 'pending',
              amount: 20,
              currency: 'EUR',
              createdTime: '2026-11-22T03:00:00Z',
            },
            { reference: 'W0', status: 'paid', amount: 10, currency: 'EUR', createdTime: '2026-11-21T03:00:00Z' },
          ],
        }),
      ),
      http.post(api('/payment/cancelWithdraw'), () => {
        cancelled = true;
        return HttpResponse.json({ success: true, reference: 'W1', amount: 20, status: 'cancelled' });
      }),
      http.get(api('/player/balance'), () => HttpResponse.json(balance)),
    );
    renderWithStore(<PendingWithdrawals />, loggedInState());
    fireEvent.click(await screen.findByRole('button', { name: 'pending.cancelLabel(amount=€20.00)' }));
    expect(await screen.findByText('pending.cancelled(amount=€20.00)')).toBeInTheDocument();
    expect(await screen.findByText('pending.empty')).toBeInTheDocument();
  });
});
