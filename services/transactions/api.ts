/**
 * Paged transaction lists (docs/product/api.md, platform/README.md): deposits,
 * withdrawals and game rounds, 10 per page, newest first.
 */
import { playerGet, type ApiResult, type RequestOptions } from '@/services/playerClient';
import type { BetTransaction, DepositTransaction, PagedList, WithdrawTransaction } from './types';

export type TransactionKind = 'deposits' | 'withdraws' | 'gameActions';

/** GET /transactions/deposits?page= */
function getDeposits(page = 1, options: RequestOptions = {}): Promise<ApiResult<PagedList<DepositTransaction>>> {
  return playerGet<PagedList<DepositTransaction>>('/transactions/deposits', { ...options, params: { page } });
}

/** GET /transactions/withdrawals?page= */
function getWithdrawals(page = 1, options: RequestOptions = {}): Promise<ApiResult<PagedList<WithdrawTransaction>>> {
  return playerGet<PagedList<WithdrawTransaction>>('/transactions/withdrawals', { ...options, params: { page } });
}

/** GET /transactions/games?page= (real-money rounds) */
function getGameTransactions(page = 1, options: RequestOptions = {}): Promise<ApiResult<PagedList<BetTransaction>>> {
  return playerGet<PagedList<BetTransaction>>('/transactions/games', { ...options, params: { page } });
}

type AnyTransaction = DepositTransaction | WithdrawTransaction | BetTransaction;

/** The list call of a kind. */
export function getTransactions(kind: TransactionKind, page = 1, options: RequestOptions = {}): Promise<ApiResult<PagedList<AnyTransaction>>> {
  if (kind === 'deposits') return getDeposits(page, options);
  if (kind === 'withdraws') return getWithdrawals(page, options);
  return getGameTransactions(page, options);
}
