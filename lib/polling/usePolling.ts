/** React binding of the polling scheduler: runs the given tasks while mounted and enabled. */
import { useEffect, useRef } from 'react';
import { bindToVisibility, PollingScheduler, type PollingTask } from './scheduler';

/**
 * Tasks are identified by id; the latest `run`/`when` of each render is used, and the scheduler
 * is rebuilt only when the set of ids, intervals or `enabled` changes.
 */
export function usePolling(tasks: PollingTask[], enabled = true): void {
  const latest = useRef(tasks);
  // Keep the latest run/when functions without rebuilding the scheduler (runs before the effect below).
  useEffect(() => {
    latest.current = tasks;
  });
  const signature = tasks.map((task) => `${task.id}:${task.intervalMs}:${task.immediate ? 1 : 0}`).join('|');

  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return undefined;
    const scheduler = new PollingScheduler();
    const current = (id: string) => latest.current.find((task) => task.id === id);
    for (const task of latest.current) {
      scheduler.add({
        ...task,
        run: () => current(task.id)?.run(),
        when: () => {
          const now = current(task.id);
          return now ? (now.when ? now.when() : true) : false;
        },
      });
    }
    return bindToVisibility(scheduler, document);
    // signature stands for the task list's shape; run/when are read through the ref.
  }, [enabled, signature]);
}
