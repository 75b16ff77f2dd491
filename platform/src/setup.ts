import type { PlatformDb } from './db';
import { systemClock, type Clock } from './clock';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './seed';

export interface SetupOptions {
  /** Where the seed files are (default platform/seed). */
  seedDir?: string;
  /** Stamps the seed rows and turns relative release days into dates (default the system clock). */
  clock?: Clock;
}

/** What every start does: bring the schema up to date, then insert missing seed rows. */
export async function migrateAndSeed(database: PlatformDb, options: SetupOptions = {}): Promise<void> {
  await migrateToLatest(database.db);
  await seedDatabase(database.db, (options.clock ?? systemClock).now(), options.seedDir);
}
