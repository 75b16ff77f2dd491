import type { PlatformDb } from '.';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';

/** What every start does: bring the schema up to date, then insert missing seed rows. */
export async function migrateAndSeed(database: PlatformDb, seedDir?: string): Promise<void> {
  await migrateToLatest(database.db);
  await seedDatabase(database.db, seedDir);
}
