import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { PlatformDb } from './db';
import { DEFAULT_SITE_ORIGINS } from './config';
import type { AppContext } from './http/context';
import { frameworkErrorHandler, installErrorHandling } from './http/errors';
import { installOriginGuard } from './http/origin';
import { installBodyParsers } from './http/body';
import { healthRoutes } from './http/health';
import { cmsRoutes } from './http/cms';
import { sandboxAdminRoutes } from './http/sandboxAdmin';
import { openapiRoutes } from './http/openapi';
import { gameCmsRoutes, gameMenuRoutes } from './http/games';
import { contentRoutes } from './http/content';
import { searchRoutes } from './http/search';
import { jackpotRoutes } from './http/jackpots';
import { accountsRoutes } from './http/accounts';
import { walletRoutes } from './http/wallet';
import { accountsConfig, type AccountsConfig } from './features/accounts/config';

export interface BuildAppOptions {
  db: PlatformDb;
  /** PLATFORM_ADMIN_TOKEN; sandbox admin endpoints answer 403 while it is unset. */
  adminToken?: string;
  /** Origins allowed to send state-changing requests (default: the local site). */
  allowedOrigins?: string[];
  /** Whether /sandbox endpoints answer (default true; see config.sandboxEnabled). */
  sandboxEnabled?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Accounts settings over the defaults (main.ts passes accountsConfigFromEnv()). */
  accounts?: Partial<AccountsConfig>;
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

  const ctx: AppContext = {
    database: options.db,
    adminToken: options.adminToken,
    sandboxEnabled: options.sandboxEnabled ?? true,
    accounts: accountsConfig(options.accounts),
  };

  installErrorHandling(app);
  installOriginGuard(app, options.allowedOrigins ?? DEFAULT_SITE_ORIGINS);

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
    },
  });
  await installBodyParsers(app);

  await app.register(openapiRoutes);
  await app.register(async (scope) => healthRoutes(scope, ctx));
  await app.register(async (scope) => cmsRoutes(scope, ctx), { prefix: '/cms' });
  await app.register(async (scope) => gameCmsRoutes(scope, ctx), { prefix: '/cms' });
  await app.register(async (scope) => contentRoutes(scope, ctx), { prefix: '/cms' });
  await app.register(async (scope) => gameMenuRoutes(scope, ctx));
  await app.register(async (scope) => searchRoutes(scope, ctx));
  await app.register(async (scope) => jackpotRoutes(scope, ctx));
  await app.register(async (scope) => sandboxAdminRoutes(scope, ctx), { prefix: '/sandbox/admin' });
  await app.register(async (scope) => accountsRoutes(scope, ctx));
  await app.register(async (scope) => walletRoutes(scope, ctx));

  return app;
}
