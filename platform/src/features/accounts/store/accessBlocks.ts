import type { Db } from '../../../db/schema';

/** The operator_access_block table: the operator's own blocked countries and IPs, by kind ('country', 'ip'). */

export interface AccessBlock {
  kind: string;
  value: string;
}

/** Whether the operator blocks the player's country: undefined for an unknown player. */
export async function isPlayerCountryBlocked(db: Db, playerId: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('player')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('operator_access_block')
            .select('kind')
            .where('kind', '=', 'country')
            .whereRef('operator_access_block.value', '=', 'player.country'),
        )
        .as('blocked'),
    )
    .where('id', '=', playerId)
    .executeTakeFirst();
  return row ? Boolean(Number(row.blocked)) : undefined;
}

/** Whether any of these entries is blocked. */
export async function isAnyBlocked(db: Db, entries: AccessBlock[]): Promise<boolean> {
  const hit = await db
    .selectFrom('operator_access_block')
    .select('kind')
    .where((eb) => eb.or(entries.map(({ kind, value }) => eb.and([eb('kind', '=', kind), eb('value', '=', value)]))))
    .executeTakeFirst();
  return hit !== undefined;
}

/** Every entry, by kind then value. */
export async function listBlocks(db: Db): Promise<AccessBlock[]> {
  return db.selectFrom('operator_access_block').select(['kind', 'value']).orderBy('kind').orderBy('value').execute();
}

export async function insertBlock(db: Db, entry: AccessBlock, now: number): Promise<void> {
  await db
    .insertInto('operator_access_block')
    .values({ ...entry, created_at: now })
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .execute();
}

export async function deleteBlock(db: Db, entry: AccessBlock): Promise<void> {
  await db.deleteFrom('operator_access_block').where('kind', '=', entry.kind).where('value', '=', entry.value).execute();
}
