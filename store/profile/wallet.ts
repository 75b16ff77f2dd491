/**
 * Wallet thunks: the balance (polled) and its refresh after a money movement. A new customer's
 * session after an approved deposit is in ./account.ts (it loads the player first).
 */
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import type { ApiResult } from '@/lib/apiResult';
import type { Balance, WithdrawFields } from '@/lib/wallet/types';

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
