import type { Db } from '../../db/schema';

/** The player_avatar table: each player's chosen avatar. */

export async function findAvatar(db: Db, playerId: number): Promise<number | undefined> {
  const row = await db.selectFrom('player_avatar').select('avatar').where('player_id', '=', playerId).executeTakeFirst();
  return row ? Number(row.avatar) : undefined;
}

export async function saveAvatar(db: Db, playerId: number, avatar: number, now: number): Promise<void> {
  await db
    .insertInto('player_avatar')
    .values({ player_id: playerId, avatar, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ avatar, updated_at: now }))
    .execute();
}
