import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { PlatformDb } from './db';
import { SandboxClock, systemClock, type Clock } from './clock';
import { DEFAULT_SITE_ORIGINS } from './config';
import { accountsConfig, type AccountsConfig } from './features/accounts/config';
import { registerFeatures } from './features';
import type { AppContext } from './http/context';
import { frameworkErrorHandler, installErrorHandling } from './http/errors';
import { installOriginGuard } from './http/origin';
import { installBodyParsers } from './http/body';
import { SESSION_SECURITY_SCHEME, installPlayerRequest } from './http/playerScope';

export interface BuildAppOptions {
  db: PlatformDb;
  /** PLATFORM_ADMIN_TOKEN; sandbox admin endpoints answer 403 while it is unset. */
  adminToken?: string;
  /** Origins allowed to send state-changing requests (default: the local site). */
  allowedOrigins?: string[];
  /** Whether /sandbox endpoints answer (default true; see config.sandboxEnabled). */
  sandboxEnabled?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Accounts settings over the defaults (main.ts passes those of the environment, config.ts). */
  accounts?: Partial<AccountsConfig>;
  /** The platform's clock (default: the system clock); tests pass one they can move. */
  clock?: Clock;
}

/**
 * Builds the platform's Fastify instance without listening, so that main.ts and the tests can
 * start it where they like. The caller owns the database and closes it after the app.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 4 * 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // The site's /api rewrite proxies from loopback: use its X-Forwarded-For as the client IP.
    trustProxy: 'loopback',
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true } },
  });

  const sandboxEnabled = options.sandboxEnabled ?? true;
  const baseClock = options.clock ?? systemClock;
  const ctx: AppContext = {
    database: options.db,
    // In sandbox mode the admin can move the clock forward (http/clockAdmin.ts).
    clock: sandboxEnabled ? new SandboxClock(baseClock) : baseClock,
    adminToken: options.adminToken,
    sandboxEnabled,
    accounts: accountsConfig(options.accounts),
  };

  installErrorHandling(app);
  installOriginGuard(app, options.allowedOrigins ?? DEFAULT_SITE_ORIGINS);
  installPlayerRequest(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sandbox casino platform',
        version: '0.1.0',
        description:
          'Player API, payments, games and CMS of the sandbox casino. Failures answer ' +
          '{success:false, error, errorCode, params?} with a 4xx/5xx status.',
      },
      components: {
        securitySchemes: {
          // Routes of a player scope: without a live session they answer 401 / 115.
          [SESSION_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: ctx.accounts.cookieName },
        },
      },
    },
  });
  await installBodyParsers(app);

  await registerFeatures(app, ctx);

  return app;
}
