import { sql } from 'kysely';
import type { Db } from '../../../db/schema';

/** The rate_limit table: fixed-window counters by key, shared by every platform instance. */

/** Counts one event of the key; a window that started at or before `cutoff` starts again now. Answers the count. */
export async function countEvent(db: Db, key: string, now: number, cutoff: number): Promise<number> {
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

export async function findCounter(db: Db, key: string): Promise<{ count: number; window_start: number } | undefined> {
  return db.selectFrom('rate_limit').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
}

/** Sets the key's window start to now (its count is not used). */
export async function touchCounter(db: Db, key: string, now: number): Promise<void> {
  await db
    .insertInto('rate_limit')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: now }))
    .execute();
}
