/** Player account reads (SPEC section 7 "Player"). Later tasks add the other calls per area. */
import { playerGet, type ApiResult, type RequestOptions } from '../playerClient';
import type { Balance, Player } from '../types';

/** GET /player — the player record; a userId means logged in. */
export function getPlayer(options?: RequestOptions): Promise<ApiResult<Player>> {
  return playerGet<Player>('/player', options);
}

/** GET /player/balance */
export function getBalance(options?: RequestOptions): Promise<ApiResult<Balance>> {
  return playerGet<Balance>('/player/balance', options);
}
