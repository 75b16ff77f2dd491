/** GET /player/balance, with the wallet fields the platform adds (cashReserve, withdrawable). */
import { playerGet, type RequestOptions } from '@/services/playerClient';

export function getBalance(options?: RequestOptions) {
  return playerGet('/player/balance', undefined, options);
}
