/**
 * Paged transaction lists (docs/product/api.md, platform/README.md): deposits,
 * withdrawals and game rounds, 10 per page, newest first.
 */
import { playerGet, type RequestOptions } from '@/services/playerClient';

/** GET /transactions/deposits?page= */
export function getDeposits(page = 1, options?: RequestOptions) {
  return playerGet('/transactions/deposits', { page }, options);
}

/** GET /transactions/withdrawals?page= */
export function getWithdrawals(page = 1, options?: RequestOptions) {
  return playerGet('/transactions/withdrawals', { page }, options);
}

/** GET /transactions/games?page= (real-money rounds) */
export function getGameTransactions(page = 1, options?: RequestOptions) {
  return playerGet('/transactions/games', { page }, options);
}
