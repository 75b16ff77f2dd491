import type { FastifyInstance } from 'fastify';
import type { PlatformDb } from '../db';
import { SessionCache, connectRedisSessionChannel, registerSessionCache } from '../features/accounts/sessionCache';

/**
 * The app's cache of live sessions (features/accounts/sessionCache.ts): on with SQLite (one
 * instance) or with Redis (ends are announced to every instance); off on PostgreSQL without
 * Redis, where another instance's logout could not reach it. Dropped when the app closes.
 */
export function installSessionCache(app: FastifyInstance, database: PlatformDb, redis?: { url: string; prefix: string }): void {
  const cache = new SessionCache(database.engine === 'sqlite' && !redis);
  const channel = redis
    ? connectRedisSessionChannel(redis.url, redis.prefix, cache, (err) => app.log.warn({ err }, 'session channel (Redis)'))
    : undefined;
  const unregister = registerSessionCache(database.db, { cache, announce: channel?.announce });
  app.addHook('onClose', async () => {
    unregister();
    await channel?.close();
  });
}
