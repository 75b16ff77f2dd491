/** Transactions thunk: one page of a paged list (deposits, withdrawals, game rounds) into the profile state. */
import type { ApiResult } from '@/services/playerClient';
import { getTransactions, type TransactionKind } from '@/services/transactions/api';
import type { BetTransaction, DepositTransaction, PagedList, WithdrawTransaction } from '@/services/transactions/types';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { setDeposits, setGameTransactions, setGameWithdraws, setLoading } from './slice';
import { type ProfileResource } from './state';

const LIST_RESOURCE: Record<TransactionKind, ProfileResource> = {
  deposits: 'deposits',
  withdraws: 'gameWithdraws',
  gameActions: 'gameTransactions',
};

/** One page of a transaction list into the profile state (deposits, gameWithdraws, gameTransactions). Never rejects. */
export const fetchTransactionList = createAppAsyncThunk(
  'games/fetchTransactionList',
  async ({ kind, page }: { kind: TransactionKind; page: number }, { dispatch }): Promise<ApiResult<PagedList<unknown>>> => {
    const resource = LIST_RESOURCE[kind];
    dispatch(setLoading({ resource, loading: true }));
    try {
      const result = handleAuthError(await getTransactions(kind, page), dispatch);
      if (result.success) {
        const list = { ...result.data, transactions: Array.isArray(result.data.transactions) ? result.data.transactions : [] };
        if (kind === 'deposits') dispatch(setDeposits(list as PagedList<DepositTransaction>));
        else if (kind === 'withdraws') dispatch(setGameWithdraws(list as PagedList<WithdrawTransaction>));
        else dispatch(setGameTransactions(list as PagedList<BetTransaction>));
      }
      return result;
    } finally {
      dispatch(setLoading({ resource, loading: false }));
    }
  },
);
