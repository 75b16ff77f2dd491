import type { FastifyInstance } from 'fastify';

/**
 * What the readiness check and the shutdown share: whether the instance is draining (SIGTERM
 * received) and, with REDIS_URL, whether its session channel is connected. See
 * docs/decisions.md#graceful-shutdown.
 */
export interface Lifecycle {
  draining: boolean;
  /** Set when the app uses Redis (REDIS_URL): true while the session channel is subscribed. */
  redisReady?: () => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/** How long a draining instance keeps answering (each answer closing its connection) before it stops listening. */
const DRAIN_DELAY_MS = 1000;
/** SIGTERM to exit, at most: what an orchestrator waits before SIGKILL (systemd TimeoutStopSec is above it). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Decorates the app with its lifecycle; while draining, every answer carries `Connection: close`,
 * so that the front (nginx keeps connections to each instance) opens its next connection to
 * another instance instead of reusing one this instance is about to close.
 */
export function installLifecycle(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.decorate('lifecycle', lifecycle);
  // At sending (not at arrival), so that an answer begun before SIGTERM closes its connection too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * The shutdown of a running instance (main.ts on SIGTERM/SIGINT): not ready at once, answers for
 * DRAIN_DELAY_MS more with their connections closed after them, then stops listening, lets the
 * requests in flight finish and runs the app's onClose hooks (Redis channel, jobs). The caller
 * closes the database after it and bounds the whole by SHUTDOWN_DEADLINE_MS.
 */
export async function drain(app: FastifyInstance, delayMs = DRAIN_DELAY_MS): Promise<void> {
  app.lifecycle.draining = true;
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
