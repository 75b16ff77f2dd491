import type { Db } from '../../../db/schema';

/** The player_code table: one-time codes, kept as the SHA-256 of `kind:code`. */

export interface CodeRow {
  id: number;
  player_id: number;
  target: string | null;
  used_at: number | null;
  expires_at: number;
}

/** Whether a live (unused, unexpired) code of this kind has this hash. */
export async function isLiveCodeHash(db: Db, kind: string, codeHash: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('player_code')
    .select('id')
    .where('kind', '=', kind)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCode(
  db: Db,
  code: { playerId: number; kind: string; codeHash: string; target: string | null; expiresAt: number },
  now: number,
): Promise<void> {
  await db
    .insertInto('player_code')
    .values({
      player_id: code.playerId,
      kind: code.kind,
      code_hash: code.codeHash,
      target: code.target,
      created_at: now,
      expires_at: code.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The codes of a kind with this hash (of one player when given), newest first, used or not. */
export async function findCodesByHash(db: Db, kind: string, codeHash: string, playerId?: number): Promise<CodeRow[]> {
  let q = db
    .selectFrom('player_code')
    .select(['id', 'player_id', 'target', 'used_at', 'expires_at'])
    .where('kind', '=', kind)
    .where('code_hash', '=', codeHash);
  if (playerId !== undefined) q = q.where('player_id', '=', playerId);
  return q.orderBy('id', 'desc').execute();
}

/** Marks an unused code used; false when it was used meanwhile. */
export async function markCodeUsed(db: Db, id: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('player_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks every unused code of these kinds of a player used. */
export async function markPlayerCodesUsed(db: Db, playerId: number, kinds: string[], now: number): Promise<void> {
  await db
    .updateTable('player_code')
    .set({ used_at: now })
    .where('player_id', '=', playerId)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .execute();
}

/** A player's codes of a kind, newest first. */
export async function listPlayerCodes(
  db: Db,
  playerId: number,
  kind: string,
  limit: number,
): Promise<{ created_at: number; target: string | null; used_at: number | null; expires_at: number }[]> {
  return db
    .selectFrom('player_code')
    .select(['created_at', 'target', 'used_at', 'expires_at'])
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
