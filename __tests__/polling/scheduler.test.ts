import { renderHook } from '@testing-library/react';
import { POLL_INTERVALS } from '@/lib/constants';
import { bindToVisibility, PollingScheduler, usePolling, WAIT_RECHECK_MS, type PollingTask } from '@/lib/polling';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
});
afterEach(() => jest.useRealTimers());

describe('POLL_INTERVALS', () => {
  it('matches docs/product/constants.md', () => {
    expect(POLL_INTERVALS).toEqual({
      limits: 5000,
      realityCheck: 5000,
      freeSpins: 10000,
      balance: 10000,
      recentGames: 60000,
      favourites: 60000,
      jackpots: 20000,
      maintenance: 60000,
    });
  });
});

describe('PollingScheduler', () => {
  it('runs each task at its own interval', () => {
    const scheduler = new PollingScheduler();
    const fast = jest.fn();
    const slow = jest.fn();
    scheduler.add({ id: 'fast', intervalMs: 5000, run: fast });
    scheduler.add({ id: 'slow', intervalMs: 20000, run: slow });
    scheduler.start();
    jest.advanceTimersByTime(4999);
    expect(fast).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fast).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(15000);
    expect(fast).toHaveBeenCalledTimes(4);
    expect(slow).toHaveBeenCalledTimes(1);
    scheduler.pause();
  });

  it('runs immediate tasks at start', () => {
    const scheduler = new PollingScheduler();
    const run = jest.fn();
    scheduler.add({ id: 'maintenance', intervalMs: 60000, run, immediate: true });
    scheduler.start();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60000);
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.pause();
  });

  it('holds a run back while the condition is false and runs it as soon as it holds, keeping the rhythm', () => {
    const scheduler = new PollingScheduler();
    let balanceLoading = true;
    const run = jest.fn();
    scheduler.add({ id: 'limits', intervalMs: 5000, run, when: () => !balanceLoading });
    scheduler.start();
    jest.advanceTimersByTime(6000);
    expect(run).not.toHaveBeenCalled();
    balanceLoading = false;
    jest.advanceTimersByTime(WAIT_RECHECK_MS);
    expect(run).toHaveBeenCalledTimes(1);
    // Due again at 10 s, on its own rhythm, not 5 s after the late run.
    jest.advanceTimersByTime(10000 - 6000 - WAIT_RECHECK_MS - 1);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.pause();
  });

  it('reads every due condition before running the tick: a task started on the same tick does not hold another back', () => {
    const scheduler = new PollingScheduler();
    let balanceLoading = false;
    const balance = jest.fn(() => {
      balanceLoading = true;
    });
    const limits = jest.fn();
    // The balance is added first, so it runs first on a shared tick.
    scheduler.add({ id: 'balance', intervalMs: 10000, run: balance, immediate: true });
    scheduler.add({ id: 'limits', intervalMs: 5000, run: limits, immediate: true, when: () => !balanceLoading });
    scheduler.start();
    expect(balance).toHaveBeenCalledTimes(1);
    expect(limits).toHaveBeenCalledTimes(1);
    scheduler.pause();
  });

  /** A balance poll that sets "loading" until its answer arrives `answerMs` later. */
  function balanceTask(answerMs: number) {
    const state = { loading: false, runs: [] as number[] };
    const task: PollingTask = {
      id: 'balance',
      intervalMs: 10000,
      immediate: true,
      run: () => {
        state.loading = true;
        state.runs.push(Date.now());
        return new Promise<void>((resolve) =>
          setTimeout(() => {
            state.loading = false;
            resolve();
          }, answerMs),
        );
      },
    };
    return { state, task };
  }

  async function advance(ms: number) {
    // Step in small slices so promise callbacks (a settled run) get their turn between timers.
    for (let left = ms; left > 0; left -= 50) {
      jest.advanceTimersByTime(Math.min(50, left));
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    }
  }

  it.each([
    ['added one by one while running, a few ms apart', 3],
    ['added one by one while running, at the same ms', 0],
  ])('limits every 5 s while the balance loads for 300 ms, %s', async (_name, gapMs) => {
    const scheduler = new PollingScheduler();
    const { state, task } = balanceTask(300);
    const limitsRuns: number[] = [];
    scheduler.start();
    scheduler.add(task);
    jest.advanceTimersByTime(gapMs);
    scheduler.add({ id: 'limits', intervalMs: 5000, immediate: true, run: () => limitsRuns.push(Date.now()), when: () => !state.loading });
    await advance(60_000);
    scheduler.pause();
    const gaps = limitsRuns.slice(1).map((at, i) => at - limitsRuns[i]);
    expect(gaps.length).toBeGreaterThanOrEqual(10);
    // Never a skipped round: each run within the balance's answer time of its 5 s rhythm.
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(4500);
      expect(gap).toBeLessThanOrEqual(5500);
    }
    // 0, 10, ..., 60 s.
    expect(state.runs.length).toBe(7);
  });

  it('late timers do not move a task off its rhythm (limits stay on the balance ticks)', () => {
    // A clock whose timers fire 1 to 8 ms late, as a busy browser's do.
    let now = 0;
    let set = 0;
    const timers: { at: number; callback: () => void }[] = [];
    const clock = {
      now: () => now,
      setTimeout: (callback: () => void, ms: number) => {
        set += 1;
        const timer = { at: now + ms + 1 + ((set * 5) % 8), callback };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (handle: unknown) => {
        const index = timers.indexOf(handle as (typeof timers)[number]);
        if (index >= 0) timers.splice(index, 1);
      },
    };
    const scheduler = new PollingScheduler(clock);
    let balanceLoading = false;
    const limits: number[] = [];
    scheduler.add({ id: 'balance', intervalMs: 10000, immediate: true, run: () => void (balanceLoading = true) });
    scheduler.add({ id: 'limits', intervalMs: 5000, immediate: true, run: () => limits.push(now), when: () => !balanceLoading });
    scheduler.start();
    for (let step = 0; step < 40 && now < 30_000; step += 1) {
      timers.sort((a, b) => a.at - b.at);
      const timer = timers.shift();
      if (!timer) break;
      now = timer.at;
      // The balance answers within 100 ms of its run.
      if (now % 10_000 >= 100) balanceLoading = false;
      timer.callback();
    }
    scheduler.pause();
    expect(limits.length).toBeGreaterThanOrEqual(6);
    const gaps = limits.slice(1).map((at, i) => at - limits[i]);
    for (const gap of gaps) expect(gap).toBeLessThan(6000);
  });

  it('does not stack a run on one still in flight', async () => {
    const scheduler = new PollingScheduler();
    let resolve: () => void = () => undefined;
    const run = jest.fn(
      () =>
        new Promise<void>((r) => {
          resolve = r;
        }),
    );
    scheduler.add({ id: 'slow', intervalMs: 1000, run });
    scheduler.start();
    jest.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
    resolve();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    scheduler.pause();
  });

  it('keeps going when a task throws or rejects', async () => {
    const onError = jest.fn();
    const scheduler = new PollingScheduler(undefined, onError);
    const boom = jest.fn(() => {
      throw new Error('x');
    });
    const reject = jest.fn(() => Promise.reject(new Error('y')));
    scheduler.add({ id: 'boom', intervalMs: 1000, run: boom });
    scheduler.add({ id: 'reject', intervalMs: 1000, run: reject });
    scheduler.start();
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(boom).toHaveBeenCalledTimes(2);
    expect(reject).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalled();
    scheduler.pause();
  });

  it('remove stops a task', () => {
    const scheduler = new PollingScheduler();
    const run = jest.fn();
    const remove = scheduler.add({ id: 'a', intervalMs: 1000, run });
    scheduler.start();
    jest.advanceTimersByTime(1000);
    remove();
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
    scheduler.pause();
  });
});

describe('visibility', () => {
  it('pauses while hidden, runs due tasks at once when shown, then resumes the rhythm', () => {
    const scheduler = new PollingScheduler();
    const balance = jest.fn();
    const jackpots = jest.fn();
    scheduler.add({ id: 'balance', intervalMs: 10000, run: balance });
    scheduler.add({ id: 'jackpots', intervalMs: 20000, run: jackpots });
    const unbind = bindToVisibility(scheduler, document);
    jest.advanceTimersByTime(3000);
    setHidden(true);
    expect(scheduler.isRunning).toBe(false);
    jest.advanceTimersByTime(60000);
    expect(balance).not.toHaveBeenCalled();
    setHidden(false);
    // Both fell due while hidden: they run at once on showing, once each.
    expect(balance).toHaveBeenCalledTimes(1);
    expect(jackpots).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10000);
    expect(balance).toHaveBeenCalledTimes(2);
    expect(jackpots).toHaveBeenCalledTimes(1);
    unbind();
    jest.advanceTimersByTime(60000);
    expect(balance).toHaveBeenCalledTimes(2);
  });

  it('shown again before a task is due does not run it early', () => {
    const scheduler = new PollingScheduler();
    const run = jest.fn();
    scheduler.add({ id: 'a', intervalMs: 10000, run });
    const unbind = bindToVisibility(scheduler, document);
    jest.advanceTimersByTime(2000);
    setHidden(true);
    jest.advanceTimersByTime(2000);
    setHidden(false);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(6000);
    expect(run).toHaveBeenCalledTimes(1);
    unbind();
  });

  it('does not start while the tab is hidden', () => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    const scheduler = new PollingScheduler();
    scheduler.add({ id: 'a', intervalMs: 1000, run: jest.fn() });
    const unbind = bindToVisibility(scheduler, document);
    expect(scheduler.isRunning).toBe(false);
    unbind();
  });
});

describe('usePolling', () => {
  it('runs while mounted, uses the latest run function, stops on unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ run }: { run: () => void }) => usePolling([{ id: 'a', intervalMs: 1000, run }]), {
      initialProps: { run: first },
    });
    jest.advanceTimersByTime(1000);
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ run: second });
    jest.advanceTimersByTime(1000);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
    unmount();
    jest.advanceTimersByTime(5000);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    const run = jest.fn();
    const tasks: PollingTask[] = [{ id: 'a', intervalMs: 1000, run }];
    const { unmount } = renderHook(() => usePolling(tasks, false));
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    unmount();
  });
});
