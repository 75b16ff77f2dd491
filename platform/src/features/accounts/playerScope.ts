import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeaturePlugin } from '../../http/context';
import { SESSION_SECURITY_SCHEME } from '../../http/openapi';
import { resolveRequestSession } from './sessionCookie';
import type { Session } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session's player (playerId, tokenHash), resolved once by the player scope's hook.
     * Reading it in a route outside a player scope is a programming error (500).
     */
    readonly player: Session;
  }
}

const sessions = new WeakMap<FastifyRequest, Session>();

/** Once, on the root instance: the `request.player` accessor. */
export function installPlayerRequest(app: FastifyInstance): void {
  app.decorateRequest('player', {
    getter(this: FastifyRequest): Session {
      const session = sessions.get(this);
      if (!session) throw new Error(`request.player read outside a player scope (${this.method} ${this.routeOptions.url})`);
      return session;
    },
  });
}

/**
 * The encapsulated scope of the player routes: `routes` is registered inside a Fastify context
 * whose preHandler resolves the session cookie once per request (401 / 115 when there is no
 * live session) and exposes it as `request.player`. preHandler runs after schema validation,
 * so a malformed body still answers 400 / 195 before the session is looked at. Every route of
 * the scope is marked with the `session` security scheme in the OpenAPI document.
 */
export function playerScope(routes: FeaturePlugin): FeaturePlugin {
  return async (scope, options) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ [SESSION_SECURITY_SCHEME]: [] }] };
    });
    scope.addHook('preHandler', async (request) => {
      sessions.set(request, await resolveRequestSession(options.ctx, request));
    });
    await scope.register(routes, options);
  };
}
