/** Transactions thunk: one page of a paged list (deposits, withdrawals, game rounds) into the profile state. */
import type { ApiResult } from '@/services/playerClient';
import {
  getDeposits,
  getGameTransactions,
  getWithdrawals,
  type DepositList,
  type GameRoundList,
  type TransactionKind,
  type WithdrawalList,
} from '@/services/transactions/api';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { setDeposits, setGameTransactions, setGameWithdraws, setLoading } from './slice';
import { type ProfileResource } from './state';

const LIST_RESOURCE: Record<TransactionKind, ProfileResource> = {
  deposits: 'deposits',
  withdraws: 'gameWithdraws',
  gameActions: 'gameTransactions',
};

/** A successful list goes to the state; the result as it came. */
function kept<T>(result: ApiResult<T>, keep: (list: T) => void): ApiResult<T> {
  if (result.success) keep(result.data);
  return result;
}

/** One page of a transaction list into the profile state (deposits, gameWithdraws, gameTransactions). Never rejects. */
export const fetchTransactionList = createAppAsyncThunk(
  'games/fetchTransactionList',
  async ({ kind, page }: { kind: TransactionKind; page: number }, { dispatch }): Promise<ApiResult<DepositList | WithdrawalList | GameRoundList>> => {
    const resource = LIST_RESOURCE[kind];
    dispatch(setLoading({ resource, loading: true }));
    try {
      if (kind === 'deposits') return kept(handleAuthError(await getDeposits(page), dispatch), (list) => dispatch(setDeposits(list)));
      if (kind === 'withdraws') return kept(handleAuthError(await getWithdrawals(page), dispatch), (list) => dispatch(setGameWithdraws(list)));
      return kept(handleAuthError(await getGameTransactions(page), dispatch), (list) => dispatch(setGameTransactions(list)));
    } finally {
      dispatch(setLoading({ resource, loading: false }));
    }
  },
);
