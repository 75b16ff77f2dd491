import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedCms } from './cms';
import { seedGames } from './games';
import { seedContent } from './content';
import { openJackpotPools } from '../features/jackpots';

/** platform/seed: the seed files kept in the repository. */
const DEFAULT_SEED_DIR = path.resolve(__dirname, '../../seed');

/**
 * Inserts the seed rows that are missing. Idempotent: rows that already exist (possibly edited
 * since) are left alone, so running it on every start never duplicates or overwrites anything.
 */
export async function seedDatabase(db: Kysely<Database>, now: number, seedDir = DEFAULT_SEED_DIR): Promise<void> {
  await seedCms(db, seedDir, now);
  await seedGames(db, seedDir, now);
  // Jackpot pools get their shards and their opening ledger entries (double entry, migration 0011).
  await openJackpotPools(db, now);
  await seedContent(db, seedDir, now);
}
