import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests whose Origin header is not one of the site's origins, and
 * those a browser marks as cross-site (Sec-Fetch-Site), e.g. a form on another site posting to a
 * money endpoint. Requests without either header (server-side calls, curl, tests) are allowed.
 */
export function installOriginGuard(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw AppError.forbidden('Cross-site request refused');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!allowed.has(origin.replace(/\/+$/, '').toLowerCase())) {
      throw AppError.forbidden('Cross-origin request refused');
    }
  });
}
