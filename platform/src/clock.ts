/**
 * The platform's one source of the current time. Everything that stamps or compares a time
 * (sessions, codes, deposits, rounds, new games, jackpots, limit periods, cool-offs) reads it from
 * the clock the app was built with (AppContext.clock), so tests and a sandbox control can move
 * time forward.
 */
export interface Clock {
  /** Epoch milliseconds, the storage format of every timestamp. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Forward moves of the sandbox clock are bounded (a year at a time) so a typo cannot overflow it. */
export const MAX_CLOCK_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * The sandbox clock: another clock plus an offset that only grows, so that developers and browser
 * tests can cross a period end or the end of a cool-off (POST /sandbox/admin/clock/advance).
 * Time never runs backwards: stored times stay in order. The offset lives in the process (it is a
 * sandbox tool; a restart starts from the real time again), see docs/decisions.md#sandbox-clock.
 */
export class SandboxClock implements Clock {
  private offset = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): number {
    return this.base.now() + this.offset;
  }

  /** How far the clock is ahead of its base (ms). */
  offsetMs(): number {
    return this.offset;
  }

  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_CLOCK_ADVANCE_MS) throw new RangeError(`Cannot move the clock by ${ms} ms`);
    this.offset += ms;
  }
}
