import type { FastifyInstance } from 'fastify';
import type { PlatformDb } from '../db';
import { AnswerCache } from './answerCache';
import { connectRedisSessionChannel, registerSessionCache } from './cacheChannel';
import { installAnswerInvalidation } from './cachedAnswer';
import { SessionCache } from './sessionCache';

/**
 * The app's cache of live sessions (./sessionCache.ts) and of polled answers
 * (./answerCache.ts): on with SQLite (one instance) or with Redis (ends and changes are announced
 * to every instance); off on PostgreSQL without Redis, where another instance's logout or write
 * could not reach them; ends and changes travel through ./cacheChannel.ts. Dropped when the app
 * closes. With Redis, gives the channel's readiness (GET /health/ready).
 */
export function installCaches(
  app: FastifyInstance,
  database: PlatformDb,
  redis?: { url: string; prefix: string },
): (() => boolean) | undefined {
  const alone = database.engine === 'sqlite' && !redis;
  const cache = new SessionCache(alone);
  const answers = new AnswerCache(alone);
  const channel = redis
    ? connectRedisSessionChannel(redis.url, redis.prefix, { sessions: cache, answers }, (err) =>
        app.log.warn({ err }, 'session channel (Redis)'),
      )
    : undefined;
  const unregister = registerSessionCache(database.db, { cache, answers, announce: channel?.announce });
  installAnswerInvalidation(app, database);
  app.addHook('onClose', async () => {
    unregister();
    await channel?.close();
  });
  return channel ? () => channel.ready() : undefined;
}
