import type { FastifyInstance } from 'fastify';

/**
 * Headers of every answer: nosniff, so no answer is ever read as another type than it says; and
 * no-store unless a route chose its own caching (thumbnails do), so a player's data, a session or
 * a token never sits in a shared or browser cache.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
