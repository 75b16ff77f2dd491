import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';

/**
 * Fixed-window counters kept in the database (table rate_limit), so that several platform
 * instances share them. `hit` counts one event and answers the count in the current window.
 */
export async function hit(db: Kysely<Database>, key: string, now: number, windowMs: number): Promise<number> {
  const cutoff = now - windowMs;
  const row = await db
    .insertInto('rate_limit')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit.window_start <= ${cutoff} then 1 else rate_limit.count + 1 end`,
        window_start: sql<number>`case when rate_limit.window_start <= ${cutoff} then ${now} else rate_limit.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count in the current window without adding to it. */
export async function peek(db: Kysely<Database>, key: string, now: number, windowMs: number): Promise<number> {
  const row = await db.selectFrom('rate_limit').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.window_start) <= now - windowMs) return 0;
  return Number(row.count);
}

/** 429; the error handler turns params.retryAfterSeconds into a Retry-After header too. */
export const tooManyRequests = (retryAfterMs?: number, message = 'Too many requests, try again later'): AppError =>
  new AppError(ErrorCode.TOO_MANY_REQUESTS, message, {
    params: retryAfterMs !== undefined ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : undefined,
  });

/** Counts one event and throws 429 when the limit is exceeded. */
export async function limit(db: Kysely<Database>, key: string, max: number, now: number, windowMs: number): Promise<void> {
  const count = await hit(db, key, now, windowMs);
  if (count > max) throw tooManyRequests(windowMs);
}

/** When the key's last event happened (see `touch`), or null. */
export async function lastEventAt(db: Kysely<Database>, key: string): Promise<number | null> {
  const row = await db.selectFrom('rate_limit').select('window_start').where('key', '=', key).executeTakeFirst();
  return row ? Number(row.window_start) : null;
}

/** Records that the key's event happened now. */
export async function touch(db: Kysely<Database>, key: string, now: number): Promise<void> {
  await db
    .insertInto('rate_limit')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: now }))
    .execute();
}

/**
 * The wait an email owes after `over` failed logins beyond the free ones: 1 s, 2 s, 4 s ... and
 * at most a minute (docs/decisions.md#login-throttling), so an attacker gets about one guess a
 * minute per account while the owner is never locked out for longer than that.
 */
const LOGIN_DELAY_MAX_MS = 60_000;
export const loginDelayMs = (over: number): number => Math.min(LOGIN_DELAY_MAX_MS, 1000 * 2 ** Math.max(0, Math.min(over, 16)));
