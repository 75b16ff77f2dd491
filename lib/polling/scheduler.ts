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
   * Checked when the task is due, before any task of that tick runs; false skips this round (e.g.
   * "only while balance not loading": a balance poll due on the same tick does not count).
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

interface Entry {
  task: PollingTask;
  nextDue: number;
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
      entry.nextDue = now + entry.task.intervalMs;
      if (entry.inFlight) continue;
      if (entry.task.when && !entry.task.when()) continue;
      due.push(entry);
    }
    for (const entry of due) this.runEntry(entry);
    this.schedule();
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
        });
    }
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.running || this.entries.size === 0) return;
    let next = Infinity;
    for (const entry of this.entries.values()) next = Math.min(next, entry.nextDue);
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
