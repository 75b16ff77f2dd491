/** Wallet follow-ups: refresh the balance after a money movement; a new customer's session. */
import { createAppAsyncThunk, fetchBalance, fetchPlayer } from './thunks';

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
