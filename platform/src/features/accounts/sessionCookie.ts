import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsConfig } from '../../config';
import { AppError, ErrorCode } from '../../errors';
import { noteActingPlayer } from '../../http/cachedAnswer';
import type { AppContext } from '../../http/context';
import { sessionCacheOf } from '../../http/cacheChannel';
import { readCookie } from '../../http/request';
import { TOUCH_AFTER_MS, endSession, resolveSession, type Session } from './sessions';
import { roundSessionCheck } from './roundSession';
import { sha256 } from '../../crypto';

/**
 * The session cookie: reading it, resolving it to a session, setting and clearing it. Routes
 * that need a session live in the player scope (./playerScope.ts); the player id always comes
 * from the session, never from the request.
 */

const tokenOf = (request: FastifyRequest, cfg: AccountsConfig): string | undefined => readCookie(request, cfg.cookieName);

/** Set-Cookie for the session: HttpOnly, SameSite=Lax, Path=/, Secure in production; no Max-Age (idle expiry is server-side). */
function sessionCookie(cfg: AccountsConfig, value: string, clear = false): string {
  const parts = [`${cfg.cookieName}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (cfg.cookieSecure) parts.push('Secure');
  if (clear) parts.push('Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  return parts.join('; ');
}

/**
 * The caller's live session or 115 (HTTP 401). The request is noted as acting for its player, so
 * that the player's cached answers are dropped after it unless it is a cached poll (http/cachedAnswer.ts).
 */
export async function resolveRequestSession(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const session = await resolveSession(ctx.database.db, tokenOf(request, ctx.accounts), ctx.accounts.sessionIdleMs, ctx.clock.now());
  noteActingPlayer(request, session.playerId);
  return session;
}

/**
 * For the few routes outside the player scope that behave differently with a session (change
 * language, validate, payment methods, deposit status, demo launch, the slot page): the caller's
 * live session, or undefined when not logged in (also when it expired).
 */
export async function optionalPlayer(ctx: AppContext, request: FastifyRequest): Promise<Session | undefined> {
  if (!tokenOf(request, ctx.accounts)) return undefined;
  try {
    return await resolveRequestSession(ctx, request);
  } catch (err) {
    if (err instanceof AppError && err.errorCode === ErrorCode.NOT_LOGGED_IN) return undefined;
    throw err;
  }
}

/**
 * The request's session for a feature that may check it inside its own first statement (a game
 * round): `resolve` is optionalPlayer; `inRound`, when no session cache answers sessions, is what
 * that statement must find for the session to count as plainly live (the token's hash, the idle
 * time, and a touch not yet due); when it does not, the feature calls `resolve`.
 */
export function requestSession(ctx: AppContext, request: FastifyRequest) {
  const token = tokenOf(request, ctx.accounts);
  const inRound =
    token && !sessionCacheOf(ctx.database.db)?.enabled
      ? roundSessionCheck(sha256(token), ctx.accounts.sessionIdleMs, TOUCH_AFTER_MS)
      : undefined;
  return { inRound, resolve: () => optionalPlayer(ctx, request) };
}

/** Sets the session cookie; a session the request carried before is ended (one login replaces another). */
export async function setSessionCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
  const previous = tokenOf(request, ctx.accounts);
  if (previous && previous !== token) await endSession(ctx.database.db, sha256(previous), ctx.clock.now());
  reply.header('set-cookie', sessionCookie(ctx.accounts, token));
}

function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.header('set-cookie', sessionCookie(ctx.accounts, '', true));
}

/** Ends the request's session (if any) and clears the cookie. */
export async function logoutRequest(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = tokenOf(request, ctx.accounts);
  if (token) await endSession(ctx.database.db, sha256(token), ctx.clock.now());
  clearSessionCookie(ctx, reply);
}
