/** Transactions thunk: one page of a paged list (deposits, withdrawals, game rounds); ./slice.ts keeps it in the profile state. */
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

type TransactionList = DepositList | WithdrawalList | GameRoundList;

const LIST_CALL = { deposits: getDeposits, withdraws: getWithdrawals, gameActions: getGameTransactions } satisfies Record<
  TransactionKind,
  unknown
>;

/** One page of a transaction list (deposits, gameWithdraws, gameTransactions in the state). Never rejects. */
export const fetchTransactionList = createAppAsyncThunk(
  'games/fetchTransactionList',
  async ({ kind, page }: { kind: TransactionKind; page: number }, { dispatch }) =>
    handleAuthError<TransactionList>(await LIST_CALL[kind](page), dispatch),
);
