/**
 * The jackpots' refresh every 20 s, regardless of login (docs/product/constants.md). Loaded after
 * hydration (components/jackpots/Jackpots.tsx) with the polling scheduler: the server's amounts
 * paint the page, and the scheduler is not in home's first-load JavaScript.
 */
import { POLL_INTERVALS } from '@/lib/constants';
import { usePolling } from '@/lib/polling';
import { useAppDispatch } from '@/store';
import { fetchJackpots } from '@/store/jackpots';
import type { Jackpot } from '@/lib/jackpots/types';

export function JackpotPolling({ immediate, onAnswer }: { immediate: boolean; onAnswer: (jackpots: Jackpot[] | null) => void }) {
  const dispatch = useAppDispatch();
  usePolling([
    {
      id: 'jackpots',
      intervalMs: POLL_INTERVALS.jackpots,
      immediate,
      run: async () => onAnswer(await dispatch(fetchJackpots())),
    },
  ]);
  return null;
}
