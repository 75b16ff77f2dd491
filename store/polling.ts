/**
 * The site's polling (docs/product/constants.md), run by the one scheduler (lib/polling): the
 * always-on tasks a caller gives (jackpots, maintenance) and, while a player is logged in, the
 * logged-in tasks of store/loggedInTasks.ts, whose module (the polling thunks and their calls)
 * is loaded when the player is first known to be logged in.
 */
import { useEffect, useMemo, useState } from 'react';
import { usePolling, type PollingTask } from '@/lib/polling';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';

type LoggedInTasks = typeof import('./loggedInTasks').loggedInTasks;

/** Run the site's polling; `alwaysTasks` are those that run regardless of login (jackpots, maintenance). */
export function useSitePolling(alwaysTasks: PollingTask[] = []): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isLoggedIn = useAppSelector((state) => state.profile.isLoggedIn);
  const [tasksOf, setTasksOf] = useState<{ loggedInTasks: LoggedInTasks } | null>(null);
  useEffect(() => {
    if (!isLoggedIn || tasksOf) return;
    let current = true;
    void import('./loggedInTasks').then((module) => {
      if (current) setTasksOf({ loggedInTasks: module.loggedInTasks });
    });
    return () => {
      current = false;
    };
  }, [isLoggedIn, tasksOf]);
  const tasks = useMemo(
    () => [...alwaysTasks, ...(isLoggedIn && tasksOf ? tasksOf.loggedInTasks(dispatch, store.getState) : [])],
    [alwaysTasks, isLoggedIn, tasksOf, dispatch, store],
  );
  usePolling(tasks);
}
