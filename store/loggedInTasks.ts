/**
 * The logged-in polling tasks (docs/product/constants.md): limits & reality check (5 s, only while
 * the balance is not loading), balance and free spins (10 s), recent games & favourites, the
 * bonus wheel and campaigns (60 s). Loaded by store/polling.ts when a player logs in, so their
 * thunks and service calls are not part of a page's first-load JavaScript.
 */
import { BONUS_BADGES_POLL_MS, POLL_INTERVALS } from '@/lib/constants';
import type { PollingTask } from '@/lib/polling';
import {
  fetchBalance,
  fetchBonusWheelSpins,
  fetchCampaigns,
  fetchFavourites,
  fetchFreeSpins,
  fetchLimits,
  fetchRecentGames,
} from './profile';
import type { AppDispatch, RootState } from './types';

/**
 * Tasks that run only for a logged-in player. `getState` is for conditions, e.g. the limits task's
 * `when: () => !getState().profile.balanceLoading`.
 */
export function loggedInTasks(dispatch: AppDispatch, getState: () => RootState): PollingTask[] {
  const tasks: PollingTask[] = [
    // The balance is asked as soon as the player is known (not after the first interval), then polled.
    { id: 'balance', intervalMs: POLL_INTERVALS.balance, run: () => dispatch(fetchBalance()), immediate: true },
    { id: 'recentGames', intervalMs: POLL_INTERVALS.recentGames, run: () => dispatch(fetchRecentGames()), immediate: true },
    { id: 'favourites', intervalMs: POLL_INTERVALS.favourites, run: () => dispatch(fetchFavourites()), immediate: true },
    // One call answers both the limits and a due reality check (POLL_INTERVALS.limits = .realityCheck).
    // `when` is read before the tick's tasks run (lib/polling/scheduler.ts): the balance poll due on
    // the same tick does not count as loading, one still running from an earlier tick does.
    {
      id: 'limits',
      intervalMs: POLL_INTERVALS.limits,
      run: () => dispatch(fetchLimits()),
      immediate: true,
      when: () => !getState().profile.balanceLoading,
    },
    { id: 'freeSpins', intervalMs: POLL_INTERVALS.freeSpins, run: () => dispatch(fetchFreeSpins(undefined)), immediate: true },
    { id: 'bonusWheelSpins', intervalMs: BONUS_BADGES_POLL_MS, run: () => dispatch(fetchBonusWheelSpins()), immediate: true },
    { id: 'campaigns', intervalMs: BONUS_BADGES_POLL_MS, run: () => dispatch(fetchCampaigns(undefined)), immediate: true },
  ];
  // A task due right after logout, before the scheduler has dropped it, asks nothing.
  const loggedIn = () => getState().profile.isLoggedIn;
  return loggedIn() ? tasks.map((task) => ({ ...task, when: () => loggedIn() && (task.when ? task.when() : true) })) : [];
}
