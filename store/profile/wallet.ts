/**
 * Wallet thunks: the balance (polled) and its refresh after a money movement, the withdraw form's
 * data, the withdrawal and its cancel, and the last deposits (the deposit form's quick picks). A
 * new customer's session after an approved deposit is in ./account.ts (it loads the player first);
 * the deposit itself, which a visitor makes too, is store/deposit.ts.
 */
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import type { ApiResult } from '@/lib/apiResult';
import type { Balance, WithdrawalItem, WithdrawFields } from '@/lib/wallet/types';

/** The balance call, loaded when the first of these thunks runs (not with the slice, which every page using a thunk loads). */
const balanceApi = () => import('@/services/wallet/balance');
const paymentsApi = () => import('@/services/wallet/payments');

/** GET /player/balance. The slice keeps the previous balance on failure; 115 logs out. Never rejects. */
export const fetchBalance = createAppAsyncThunk('profile/fetchBalance', async (_: void, { dispatch }): Promise<ApiResult<Balance>> =>
  handleAuthError(await (await balanceApi()).getBalance(), dispatch),
);

/** After a deposit, withdrawal or cancel: GET /player/balance again. */
export const refreshWallet = createAppAsyncThunk('wallet/refresh', async (_: void, { dispatch }) => {
  await dispatch(fetchBalance());
});

/** POST /payment/withdraw: the amount, the method and the attempt's idempotency key (a retry reuses it). */
export const withdrawCash = createAppAsyncThunk('wallet/withdraw', async (fields: WithdrawFields, { dispatch }) =>
  handleAuthError(await (await paymentsApi()).withdraw(fields), dispatch),
);

/** GET /payment/initWithdraw: the balances and methods of the withdraw form. */
export const fetchWithdrawForm = createAppAsyncThunk('wallet/fetchWithdrawForm', async (_: void, { dispatch }) =>
  handleAuthError(await (await paymentsApi()).initWithdraw(), dispatch),
);

/** The withdrawals still pending (the newest page of GET /transactions/withdrawals), which the player may cancel. */
export const fetchPendingWithdrawals = createAppAsyncThunk(
  'wallet/fetchPendingWithdrawals',
  async (_: void, { dispatch }): Promise<ApiResult<WithdrawalItem[]>> => {
    const result = handleAuthError(await (await paymentsApi()).getWithdrawalList(1), dispatch);
    return result.success ? { success: true, data: result.data.transactions.filter((item) => item.status === 'pending') } : result;
  },
);

/** POST /payment/cancelWithdraw: a pending withdrawal back to the balance. */
export const cancelWithdrawal = createAppAsyncThunk('wallet/cancelWithdrawal', async (reference: string, { dispatch }) =>
  handleAuthError(await (await paymentsApi()).cancelWithdraw(reference), dispatch),
);

/** The newest page of GET /transactions/deposits (the deposit form's quick picks follow the last successful one). */
export const fetchLatestDeposits = createAppAsyncThunk('wallet/fetchLatestDeposits', async (_: void, { dispatch }) =>
  handleAuthError(await (await paymentsApi()).getDepositList(1), dispatch),
);
