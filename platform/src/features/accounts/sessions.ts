import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { answersChanged, sessionCacheOf, sessionsEnded } from '../../http/cacheChannel';
import { randomToken, sha256 } from '../../crypto';

export type SessionKind = 'password' | 'autoLogin' | 'bank' | 'registration';

export interface Session {
  playerId: number;
  tokenHash: string;
}

/**
 * Only refresh last_seen_at when at least this much time has passed: a logged-in browser polls
 * about every 1.4 s (docs/product/constants.md), and a write per poll made session touches most of
 * the database writes under polling load (bench:polling). A minute is 3 % of the 30-minute idle
 * timeout, so a session may end up to a minute early, never late.
 */
export const TOUCH_AFTER_MS = 60_000;

/** Starts a session; answers the token for the cookie (the database keeps only its SHA-256). */
export async function createSession(
  db: Kysely<Database>,
  playerId: number,
  kind: SessionKind,
  ip: string | null,
  now: number,
): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto('player_session')
    .values({ token_hash: sha256(token), player_id: playerId, kind, ip, created_at: now, last_seen_at: now, ended_at: null })
    .execute();
  await db.updateTable('player').set({ last_login_at: now }).where('id', '=', playerId).execute();
  // A new session restarts the reality check's count (GET /player/limits).
  await answersChanged(db, { playerId });
  return token;
}

/**
 * The live session of a token, or 115 (HTTP 401) when it is missing, ended or idle for longer
 * than `idleMs` (an idle session is ended on the way). A session the app's cache holds
 * (http/sessionCache.ts) answers without the database while its last-seen time is younger than
 * TOUCH_AFTER_MS; the touch and the expiry always go through the database.
 */
export async function resolveSession(db: Kysely<Database>, token: string | undefined, idleMs: number, now: number): Promise<Session> {
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  const tokenHash = sha256(token);
  const cache = sessionCacheOf(db);
  const cached = cache?.lookup(tokenHash);
  if (cached && now - cached.lastSeen < TOUCH_AFTER_MS && now - cached.lastSeen < idleMs) return { playerId: cached.playerId, tokenHash };
  const ticket = cache?.ticket();
  const row = await db
    .selectFrom('player_session')
    .select(['player_id', 'last_seen_at', 'ended_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.ended_at !== null) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  let lastSeen = Number(row.last_seen_at);
  if (now - lastSeen >= idleMs) {
    await endSession(db, tokenHash, now);
    throw new AppError(ErrorCode.NOT_LOGGED_IN, 'Session expired');
  }
  if (now - lastSeen >= TOUCH_AFTER_MS) {
    await db
      .updateTable('player_session')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute();
    lastSeen = now;
  }
  const playerId = Number(row.player_id);
  if (cache && ticket !== undefined) cache.store(ticket, tokenHash, playerId, lastSeen);
  return { playerId, tokenHash };
}

/** Ends a session; every instance's cache forgets it before this answers (http/sessionCache.ts). */
export async function endSession(db: Kysely<Database>, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('player_session').set({ ended_at: now }).where('token_hash', '=', tokenHash).where('ended_at', 'is', null).execute();
  await sessionsEnded(db, { tokenHash });
}

/** Ends every session of a player, except `keepHash` (the caller's own). */
export async function endPlayerSessions(db: Kysely<Database>, playerId: number, now: number, keepHash?: string): Promise<void> {
  let q = db.updateTable('player_session').set({ ended_at: now }).where('player_id', '=', playerId).where('ended_at', 'is', null);
  if (keepHash) q = q.where('token_hash', '!=', keepHash);
  await q.execute();
  await sessionsEnded(db, { playerId, keep: keepHash });
}
