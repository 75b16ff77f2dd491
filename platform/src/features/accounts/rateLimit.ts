import type { Db } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { countEvent, findCounter, touchCounter } from './store/rateLimits';

/**
 * Fixed-window counters kept in the database (table rate_limit), so that several platform
 * instances share them. `hit` counts one event and answers the count in the current window.
 */
export async function hit(db: Db, key: string, now: number, windowMs: number): Promise<number> {
  return countEvent(db, key, now, now - windowMs);
}

/** The count in the current window without adding to it. */
export async function peek(db: Db, key: string, now: number, windowMs: number): Promise<number> {
  const row = await findCounter(db, key);
  if (!row || Number(row.window_start) <= now - windowMs) return 0;
  return Number(row.count);
}

/** 429; the error handler turns params.retryAfterSeconds into a Retry-After header too. */
export const tooManyRequests = (retryAfterMs?: number, message = 'Too many requests, try again later'): AppError =>
  new AppError(ErrorCode.TOO_MANY_REQUESTS, message, {
    params: retryAfterMs !== undefined ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : undefined,
  });

/** Counts one event and throws 429 when the limit is exceeded. */
export async function limit(db: Db, key: string, max: number, now: number, windowMs: number): Promise<void> {
  const count = await hit(db, key, now, windowMs);
  if (count > max) throw tooManyRequests(windowMs);
}

/** When the key's last event happened (see `touch`), or null. */
export async function lastEventAt(db: Db, key: string): Promise<number | null> {
  const row = await findCounter(db, key);
  return row ? Number(row.window_start) : null;
}

/** Records that the key's event happened now. */
export async function touch(db: Db, key: string, now: number): Promise<void> {
  await touchCounter(db, key, now);
}

/**
 * The wait an email owes after `over` failed logins beyond the free ones: 1 s, 2 s, 4 s ... and
 * at most a minute (docs/decisions.md#login-throttling), so an attacker gets about one guess a
 * minute per account while the owner is never locked out for longer than that.
 */
const LOGIN_DELAY_MAX_MS = 60_000;
export const loginDelayMs = (over: number): number => Math.min(LOGIN_DELAY_MAX_MS, 1000 * 2 ** Math.max(0, Math.min(over, 16)));
