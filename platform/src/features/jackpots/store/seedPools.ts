import type { Insertable } from 'kysely';
import type { Db } from '../../../db/schema';
import { insertMissingRows } from '../../../db/insertMissing';
import type { JackpotsTables } from '../tables';

/**
 * Inserts the seed's jackpot pools that are missing (platform/src/seed/games.ts); a pool that exists
 * keeps its amount. openJackpotPools then gives new pools their shards and opening entries.
 */
export async function insertMissingJackpotPools(db: Db, pools: Insertable<JackpotsTables['jackpot']>[]): Promise<void> {
  await insertMissingRows(db, 'jackpot', pools, ['slug']);
}
