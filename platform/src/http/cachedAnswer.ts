import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformDb } from '../db';
import type { PlayersChanged } from './answerCache';
import { answerCacheOf, answersChanged } from './cacheChannel';
import type { AppContext } from './context';

/** The polled routes' side of the answer cache (./answerCache.ts): answering from it, and dropping what a request changed. */

/** Requests that were a cached poll (they change nothing), and the player each request acted as. */
const polls = new WeakSet<FastifyRequest>();
const actingPlayers = new WeakMap<FastifyRequest, number>();

/** Called where a request's session is resolved (features/accounts/sessionCookie.ts). */
export function noteActingPlayer(request: FastifyRequest, playerId: number): void {
  actingPlayers.set(request, playerId);
}

/** The slot of answers that are the same for everyone (maintenance): only a change of everyone drops it. Player ids start at 1. */
const EVERYONE = 0;

/**
 * The answer of a polled route: from the cache while it holds, else `build` (the database)
 * serialised by the route's response schema and kept. `build` answers the body and the clock time
 * until which it holds (Infinity: until a change). The answer is the session's player's (a route of
 * a player scope) or, with `everyone`, the same for every caller (changed only by the admin).
 */
export async function cachedAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: (now: number) => Promise<{ answer: object; validUntil: number }>,
  scope: 'player' | 'everyone' = 'player',
): Promise<FastifyReply> {
  polls.add(request);
  const playerId = scope === 'everyone' ? EVERYONE : request.player.playerId;
  const now = ctx.clock.now();
  const cache = answerCacheOf(ctx.database.db);
  let body = cache?.lookup(playerId, key, now);
  if (body === undefined) {
    const ticket = cache?.ticket();
    const { answer, validUntil } = await build(now);
    // The route's response schema serialiser (JSON text).
    body = String(reply.serialize(answer));
    if (cache && ticket !== undefined) cache.store(ticket, playerId, key, body, validUntil);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

const ADMIN_PREFIX = '/sandbox/admin/';

/**
 * Once, on the root instance: after any request that acted as a player and was not a cached poll,
 * that player's answers are dropped (on every instance) before the answer goes out; after a
 * change by the sandbox admin (any method but GET; the clock too), every answer is.
 */
export function installAnswerInvalidation(app: FastifyInstance, database: PlatformDb): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const playerId = actingPlayers.get(request);
    let changed: PlayersChanged | undefined;
    if (playerId !== undefined && !polls.has(request)) changed = { playerId };
    else if (request.method !== 'GET' && request.url.startsWith(ADMIN_PREFIX)) changed = { all: true };
    if (!changed) return done(null, payload);
    answersChanged(database.db, changed).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
}
