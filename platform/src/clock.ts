/**
 * The platform's one source of the current time. Everything that stamps or compares a time
 * (sessions, codes, deposits, rounds, new games, jackpots) reads it from the clock the app was
 * built with (AppContext.clock), so tests and a sandbox control can move time forward.
 */
export interface Clock {
  /** Epoch milliseconds, the storage format of every timestamp. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
