/** GET /jackpots on the Player API base (docs/product/api.md); null when the call fails (never throws). */
import { playerGet } from '@/services/playerClient';
import type { Jackpot } from '@/lib/jackpots/types';

export async function getJackpots(): Promise<Jackpot[] | null> {
  const result = await playerGet('/jackpots', { currency: 'eur' });
  return result.success ? result.data.jackpots : null;
}
