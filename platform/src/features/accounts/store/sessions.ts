import type { Db } from '../../../db/schema';

/** The player_session table: one row per session, keyed by the SHA-256 of its token. */

export async function insertSession(
  db: Db,
  session: { tokenHash: string; playerId: number; kind: string; ip: string | null },
  now: number,
): Promise<void> {
  await db
    .insertInto('player_session')
    .values({
      token_hash: session.tokenHash,
      player_id: session.playerId,
      kind: session.kind,
      ip: session.ip,
      created_at: now,
      last_seen_at: now,
      ended_at: null,
    })
    .execute();
}

/** The session of a token's hash (ended or not), the one read of a session lookup. */
export async function findSession(
  db: Db,
  tokenHash: string,
): Promise<{ player_id: number; last_seen_at: number; ended_at: number | null } | undefined> {
  return db
    .selectFrom('player_session')
    .select(['player_id', 'last_seen_at', 'ended_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Refreshes a live session's last-seen time. */
export async function touchSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('player_session')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute();
}

export async function markSessionEnded(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('player_session').set({ ended_at: now }).where('token_hash', '=', tokenHash).where('ended_at', 'is', null).execute();
}

/** Ends every live session of a player except the one of `keepHash`. */
export async function markPlayerSessionsEnded(db: Db, playerId: number, now: number, keepHash?: string): Promise<void> {
  let q = db.updateTable('player_session').set({ ended_at: now }).where('player_id', '=', playerId).where('ended_at', 'is', null);
  if (keepHash) q = q.where('token_hash', '!=', keepHash);
  await q.execute();
}
