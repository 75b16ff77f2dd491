/**
 * The one polling mechanism: a scheduler that runs registered tasks at their intervals with a
 * single timer (set for the next due task), can pause (hidden tab) and, on resume, runs the
 * tasks that fell due while paused at once. Pure apart from the injected clock, so it is tested
 * with fake timers.
 */

export interface PollingTask {
  id: string;
  intervalMs: number;
  run: () => unknown;
  /**
   * Checked when the task is due, before any task of that tick runs (e.g. "only while balance not
   * loading": a balance poll due on the same tick does not count). False holds the run back, not
   * drops it: the task stays due and runs as soon as the condition holds (checked again whenever
   * a run settles, and every {@link WAIT_RECHECK_MS}), keeping its rhythm.
   */
  when?: () => boolean;
  /** Run as soon as the scheduler starts instead of one interval later. */
  immediate?: boolean;
}

export interface PollingClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: PollingClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How often a due task held back by its condition is checked again without a run settling. */
export const WAIT_RECHECK_MS = 250;

interface Entry {
  task: PollingTask;
  /** When the task is due: its rhythm (start + n intervals), not moved by late timers or waits. */
  nextDue: number;
  /** Due but held back by its condition: checked again at this time (or when a run settles). */
  recheckAt?: number;
  /** A previous run has not settled yet: do not stack requests on a slow platform. */
  inFlight: boolean;
}

export class PollingScheduler {
  private readonly entries = new Map<string, Entry>();
  private timer: unknown;
  private running = false;

  constructor(
    private readonly clock: PollingClock = systemClock,
    private readonly onError: (error: unknown, task: PollingTask) => void = (error, task) =>
      console.error(`Polling task ${task.id} failed`, error),
  ) {}

  get isRunning(): boolean {
    return this.running;
  }

  /** Register (or replace) a task; gives a function that removes it. */
  add(task: PollingTask): () => void {
    const now = this.clock.now();
    this.entries.set(task.id, { task, nextDue: task.immediate ? now : now + task.intervalMs, inFlight: false });
    if (this.running) this.tick();
    return () => this.remove(task.id);
  }

  remove(id: string): void {
    this.entries.delete(id);
    if (this.running) this.schedule();
  }

  /** Start, or resume after {@link pause}: tasks due by now run at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.tick();
  }

  /** Stop running tasks; their due times are kept so {@link start} catches up. */
  pause(): void {
    this.running = false;
    this.clearTimer();
  }

  /**
   * Runs the tasks due now. Every due task's condition is read first, as things stand before this
   * tick: a task started on the same tick (the balance poll, which sets "balance loading") does not
   * skip another's run (limits and reality check), whatever the order the tasks were added in.
   */
  private tick(): void {
    this.clearTimer();
    if (!this.running) return;
    const now = this.clock.now();
    const due: Entry[] = [];
    for (const entry of this.entries.values()) {
      if (entry.nextDue > now) continue;
      // A run still in flight drops this round: requests do not stack on a slow platform.
      if (entry.inFlight) {
        this.advance(entry, now);
        continue;
      }
      if (entry.task.when && !entry.task.when()) {
        entry.recheckAt = now + WAIT_RECHECK_MS;
        continue;
      }
      this.advance(entry, now);
      due.push(entry);
    }
    for (const entry of due) this.runEntry(entry);
    this.schedule();
  }

  /**
   * The next due time keeps the task's rhythm (due + interval), so tasks added together stay on
   * shared ticks however late a timer fires; after a long pause it restarts from now.
   */
  private advance(entry: Entry, now: number): void {
    entry.recheckAt = undefined;
    const next = entry.nextDue + entry.task.intervalMs;
    entry.nextDue = next > now ? next : now + entry.task.intervalMs;
  }

  private runEntry(entry: Entry): void {
    let outcome: unknown;
    try {
      outcome = entry.task.run();
    } catch (error) {
      this.onError(error, entry.task);
      return;
    }
    if (outcome instanceof Promise) {
      entry.inFlight = true;
      outcome
        .catch((error: unknown) => this.onError(error, entry.task))
        .finally(() => {
          entry.inFlight = false;
          // A task held back by this one (limits while the balance loads) may run now.
          if (this.running && this.hasWaiting()) this.tick();
        });
    }
  }

  private hasWaiting(): boolean {
    for (const entry of this.entries.values()) if (entry.recheckAt !== undefined) return true;
    return false;
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.running || this.entries.size === 0) return;
    let next = Infinity;
    for (const entry of this.entries.values()) next = Math.min(next, entry.recheckAt ?? entry.nextDue);
    this.timer = this.clock.setTimeout(() => this.tick(), Math.max(0, next - this.clock.now()));
  }

  private clearTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Pause the scheduler while the document is hidden and resume (running due tasks at once) when
 * it is shown again. Gives a cleanup that stops the scheduler and removes the listener.
 */
export function bindToVisibility(scheduler: PollingScheduler, doc: Document = document): () => void {
  const sync = () => {
    if (doc.hidden) scheduler.pause();
    else scheduler.start();
  };
  sync();
  doc.addEventListener('visibilitychange', sync);
  return () => {
    doc.removeEventListener('visibilitychange', sync);
    scheduler.pause();
  };
}
