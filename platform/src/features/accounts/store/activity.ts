import type { Db } from '../../../db/schema';

/** The player_activity table: a player's logins, newest first. */

export async function insertActivity(db: Db, playerId: number, type: string, ip: string | null, now: number): Promise<void> {
  await db.insertInto('player_activity').values({ player_id: playerId, type, ip, created_at: now }).execute();
}

export async function listActivityRows(
  db: Db,
  playerId: number,
  limit: number,
): Promise<{ created_at: number; type: string; ip: string | null }[]> {
  return db
    .selectFrom('player_activity')
    .select(['created_at', 'type', 'ip'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
