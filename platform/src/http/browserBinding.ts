import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { readCookie } from './request';
import { randomToken, sha256 } from '../crypto';

/**
 * The browser binding cookie: a random id the platform gives a browser when it starts a flow
 * that creates a token (bank login, deposit). The token's row keeps the id's hash (written by
 * the flow's owner, in its own data module: docs/decisions.md#browser-binding), so the token
 * works only in that browser (or, for a logged-in player's deposit, in that player's session);
 * anyone else who holds the token gets the answer for a token that does not exist.
 * HttpOnly, SameSite=Lax, Path=/, Secure in production, like the session cookie.
 */
const BROWSER_COOKIE = 'casino_browser';

/** The hash of the request's binding cookie, or null without one. */
export function requestBrowserHash(request: FastifyRequest): string | null {
  const id = readCookie(request, BROWSER_COOKIE);
  return id ? sha256(id) : null;
}

/** The hash of the request's binding cookie; gives the browser one first when it has none. */
export function bindBrowser(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, BROWSER_COOKIE);
  if (existing && existing.length >= 16 && existing.length <= 100) return sha256(existing);
  const id = randomToken(24);
  const parts = [`${BROWSER_COOKIE}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (ctx.accounts.cookieSecure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
  return sha256(id);
}
