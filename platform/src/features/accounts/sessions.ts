import type { Db } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { answersChanged, sessionCacheOf, sessionsEnded } from '../../http/cacheChannel';
import { randomToken, sha256 } from '../../crypto';
import { setLastLogin } from './store/players';
import { findSession, insertSession, markPlayerSessionsEnded, markSessionEnded, touchSession } from './store/sessions';

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
export async function createSession(db: Db, playerId: number, kind: SessionKind, ip: string | null, now: number): Promise<string> {
  const token = randomToken(32);
  await insertSession(db, { tokenHash: sha256(token), playerId, kind, ip }, now);
  await setLastLogin(db, playerId, now);
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
export async function resolveSession(db: Db, token: string | undefined, idleMs: number, now: number): Promise<Session> {
  if (!token) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  const tokenHash = sha256(token);
  const cache = sessionCacheOf(db);
  const cached = cache?.lookup(tokenHash);
  if (cached && now - cached.lastSeen < TOUCH_AFTER_MS && now - cached.lastSeen < idleMs) return { playerId: cached.playerId, tokenHash };
  const ticket = cache?.ticket();
  const row = await findSession(db, tokenHash);
  if (!row || row.ended_at !== null) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  let lastSeen = Number(row.last_seen_at);
  if (now - lastSeen >= idleMs) {
    await endSession(db, tokenHash, now);
    throw new AppError(ErrorCode.NOT_LOGGED_IN, 'Session expired');
  }
  if (now - lastSeen >= TOUCH_AFTER_MS) {
    await touchSession(db, tokenHash, now);
    lastSeen = now;
  }
  const playerId = Number(row.player_id);
  if (cache && ticket !== undefined) cache.store(ticket, tokenHash, playerId, lastSeen);
  return { playerId, tokenHash };
}

/** Ends a session; every instance's cache forgets it before this answers (http/sessionCache.ts). */
export async function endSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await markSessionEnded(db, tokenHash, now);
  await sessionsEnded(db, { tokenHash });
}

/** Ends every session of a player, except `keepHash` (the caller's own). */
export async function endPlayerSessions(db: Db, playerId: number, now: number, keepHash?: string): Promise<void> {
  await markPlayerSessionsEnded(db, playerId, now, keepHash);
  await sessionsEnded(db, { playerId, keep: keepHash });
}
