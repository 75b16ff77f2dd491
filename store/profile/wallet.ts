/**
 * Wallet thunks: the balance (polled), its refresh after a money movement, and a
 * new customer's session after an approved deposit.
 */
import type { ApiResult } from '@/services/playerClient';
import { getBalance, type Balance } from '@/services/wallet/balance';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { fetchPlayer } from './account';
import { setBalance, setLoading } from './slice';


/** GET /player/balance. Keeps the previous balance on failure; 115 logs out. Never rejects. */
export const fetchBalance = createAppAsyncThunk('profile/fetchBalance', async (_: void, { dispatch }): Promise<ApiResult<Balance>> => {
  dispatch(setLoading({ resource: 'balance', loading: true }));
  try {
    const result = handleAuthError(await getBalance(), dispatch);
    if (result.success) dispatch(setBalance(result.data));
    return result;
  } finally {
    dispatch(setLoading({ resource: 'balance', loading: false }));
  }
});

/** After a deposit, withdrawal or cancel: GET /player/balance again. */
export const refreshWallet = createAppAsyncThunk('wallet/refresh', async (_: void, { dispatch }) => {
  await dispatch(fetchBalance());
});

/**
 * An approved deposit. A new customer's first depositStatus call started a session on the
 * platform, so the player is fetched (which marks the site logged in) before the balance.
 */
export const depositApproved = createAppAsyncThunk('wallet/depositApproved', async ({ newCustomer }: { newCustomer: boolean }, { dispatch }) => {
  if (newCustomer) await dispatch(fetchPlayer());
  await dispatch(fetchBalance());
});
