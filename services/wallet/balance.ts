/** GET /player/balance, with the wallet fields the platform adds (cashReserve, withdrawable). */
import { playerGet, type ApiResult, type RequestOptions } from '@/services/playerClient';
import type { Balance } from './types';

interface WalletBalance extends Balance {
  cashReserve?: number;
  withdrawable?: number;
}

export function getBalance(options?: RequestOptions): Promise<ApiResult<Balance>> {
  return playerGet<Balance>('/player/balance', options);
}

/** Withdrawable cash of a balance: the platform's value, else cash − reserve (never below 0). */
export function balanceWithdrawable(balance: WalletBalance | Balance | null | undefined): number {
  if (!balance) return 0;
  const wallet = balance as WalletBalance;
  if (typeof wallet.withdrawable === 'number') return Math.max(0, wallet.withdrawable);
  return Math.max(0, Math.round(((balance.cash ?? 0) - (wallet.cashReserve ?? 0)) * 100) / 100);
}
