/** GET /jackpots on the Player API base (docs/product/api.md); null when the call fails (never throws). */
import { playerGet } from '@/services/playerClient';

export interface Jackpot {
  slug: string;
  name: string;
  amount: number;
  currency: string;
}

export async function getJackpots(): Promise<Jackpot[] | null> {
  const result = await playerGet<{ jackpots?: Jackpot[] }>('/jackpots', { params: { currency: 'eur' } });
  return result.success && Array.isArray(result.data.jackpots) ? result.data.jackpots : null;
}
