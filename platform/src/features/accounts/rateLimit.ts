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
  const row = await db
    .selectFrom('rate_limit')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Number(row.window_start) <= now - windowMs) return 0;
  return Number(row.count);
}

export async function clear(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit').where('key', '=', key).execute();
}

export const tooManyRequests = (retryAfterMs?: number): AppError =>
  new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Too many requests, try again later', {
    params: retryAfterMs !== undefined ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : undefined,
  });

/** Counts one event and throws 429 when the limit is exceeded. */
export async function limit(
  db: Kysely<Database>,
  key: string,
  max: number,
  now: number,
  windowMs: number,
): Promise<void> {
  const count = await hit(db, key, now, windowMs);
  if (count > max) throw tooManyRequests(windowMs);
}
