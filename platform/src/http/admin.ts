import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AppContext } from './context';

const SANDBOX_DISABLED = 'Sandbox endpoints are disabled (NODE_ENV=production without PLATFORM_SANDBOX=1)';

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** onRequest hook of the sandbox pages (bank simulator, slot): 403 when the sandbox is off. */
export function requireSandbox(ctx: AppContext) {
  return async (): Promise<void> => {
    if (!ctx.sandboxEnabled) throw AppError.forbidden(SANDBOX_DISABLED);
  };
}

/**
 * Refuses the request unless sandbox endpoints are enabled and the x-admin-token header equals
 * PLATFORM_ADMIN_TOKEN. Runs in onRequest, before the body is read.
 */
export function requireAdmin(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!ctx.sandboxEnabled) throw AppError.forbidden(SANDBOX_DISABLED);
    if (!ctx.adminToken) {
      throw AppError.forbidden('Sandbox admin is disabled: PLATFORM_ADMIN_TOKEN is not set');
    }
    const header = request.headers['x-admin-token'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given) throw AppError.forbidden('Admin token missing (x-admin-token header)');
    if (!sameToken(given, ctx.adminToken)) throw AppError.forbidden('Invalid admin token');
  };
}
