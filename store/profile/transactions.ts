/** Transactions thunk: one page of a paged list (deposits, withdrawals, game rounds); ./slice.ts keeps it in the profile state. */
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import type { DepositList, GameRoundList, TransactionKind, WithdrawalList } from '@/lib/transactions/types';

/** The list calls, loaded when the first of these thunks runs (not with the slice, which every page using a thunk loads). */
const transactionsApi = () => import('@/services/transactions/api');

type TransactionList = DepositList | WithdrawalList | GameRoundList;

const LIST_CALL = { deposits: 'getDeposits', withdraws: 'getWithdrawals', gameActions: 'getGameTransactions' } as const satisfies Record<
  TransactionKind,
  string
>;

/** One page of a transaction list (deposits, gameWithdraws, gameTransactions in the state). Never rejects. */
export const fetchTransactionList = createAppAsyncThunk(
  'games/fetchTransactionList',
  async ({ kind, page }: { kind: TransactionKind; page: number }, { dispatch }) =>
    handleAuthError<TransactionList>(await (await transactionsApi())[LIST_CALL[kind]](page), dispatch),
);
