/** The jackpots' refresh (GET /jackpots, every 20 s whether logged in or not), as a plain thunk (no Redux Toolkit). */
import type { Jackpot } from '@/lib/jackpots/types';

/** The jackpots; null when the call failed. The Player API client loads with the first poll, not with the page. */
export const fetchJackpots = () => async (): Promise<Jackpot[] | null> => (await import('@/services/jackpots/api')).getJackpots();
