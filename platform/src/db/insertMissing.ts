import type { Insertable } from 'kysely';
import type { Database, Db } from './schema';

/**
 * Inserts many rows in chunks of `chunk`, skipping rows whose `conflict` columns already exist
 * (idempotent seeding). Generic over tables: the owners' data modules call it with their own.
 */
export async function insertMissingRows<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  conflict: string[],
  chunk = 100,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generic over tables
      .values(rows.slice(i, i + chunk) as any)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .onConflict((oc) => oc.columns(conflict as any).doNothing())
      .execute();
  }
}
