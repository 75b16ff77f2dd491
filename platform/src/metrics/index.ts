import type { FastifyInstance } from 'fastify';
import type { PlatformDb } from '../db';
import { watchDatabase } from './database';
import { installHttpMetrics } from './http';
import { collectProcessMetrics } from './registry';

/**
 * What serving metrics adds to an app (buildApp with `metrics`): each answer timed by its route,
 * the database, Redis and the process read at each scrape. The counters of the money paths count
 * whether or not metrics are served (./money.ts).
 */
export function installMetrics(app: FastifyInstance, sources: { database: PlatformDb; redisReady?: () => boolean }): void {
  installHttpMetrics(app);
  collectProcessMetrics();
  const unwatch = watchDatabase(sources);
  app.addHook('onClose', async () => unwatch());
}
