/** GET /player/balance, with the wallet fields the platform adds (cashReserve, withdrawable). */
import { playerGet, type RequestOptions } from '@/services/playerClient';
import type { ApiResponse } from '@/services/platform/types';

/** The wallet in euros: balance = cash + promo; withdrawable = cash minus cashReserve. */
export type Balance = ApiResponse<'/player/balance', 'get'>;

export function getBalance(options?: RequestOptions) {
  return playerGet('/player/balance', undefined, options);
}

/** Withdrawable cash of a balance: the platform's value, else cash − reserve (never below 0). */
export function balanceWithdrawable(balance: Balance | null | undefined): number {
  if (!balance) return 0;
  if (typeof balance.withdrawable === 'number') return Math.max(0, balance.withdrawable);
  return Math.max(0, Math.round(((balance.cash ?? 0) - (balance.cashReserve ?? 0)) * 100) / 100);
}
