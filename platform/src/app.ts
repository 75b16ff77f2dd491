import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { PlatformDb } from './db';
import { SandboxClock, systemClock, type Clock } from './clock';
import {
  DEFAULT_DEPOSIT_RECONCILE,
  DEFAULT_LEDGER_CHECK,
  DEFAULT_SITE_ORIGINS,
  accountsConfig,
  loadConfig,
  type AccountsConfig,
  type DepositReconcileSettings,
  type LedgerCheckSettings,
  type SiteRevalidateTarget,
  type TrustedProxies,
} from './config';
import { registerPlugins } from './plugins';
import { startLedgerCheck } from './features/wallet/checkSchedule';
import { installMetrics } from './metrics';
import { startDepositReconciliation } from './features/payments/reconcile';
import type { AppContext } from './http/context';
import { frameworkErrorHandler, installErrorHandling } from './http/errors';
import { installOriginGuard } from './http/origin';
import { FORM_BODY_MAX_BYTES, installBodyParsers } from './http/body';
import { installSecurityHeaders } from './http/securityHeaders';
import { installInputGuard } from './http/inputGuard';
import { openapiOptions } from './http/openapi';
import { installCaches } from './http/caches';
import { installPlayerRequest } from './features/accounts';
import { installLifecycle, type Lifecycle } from './http/lifecycle';
import { CONNECTION_SERVER_OPTIONS, keepIdleConnections } from './http/connections';
import { installRequestLog, requestIdOf, withLogRules } from './http/requestLog';

export interface BuildAppOptions {
  db: PlatformDb;
  /** PLATFORM_ADMIN_TOKEN; sandbox admin endpoints answer 403 while it is unset. */
  adminToken?: string;
  /** Origins allowed to send state-changing requests (default: the local site). */
  allowedOrigins?: string[];
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES; default loopback). */
  trustedProxies?: TrustedProxies;
  /** Whether the sandbox's parts are mounted and /sandbox endpoints answer (default true; see config.sandboxEnabled). */
  sandboxEnabled?: boolean;
  /** pino's settings; secrets are redacted whatever they say (http/requestLog.ts). */
  logger?: FastifyServerOptions['logger'];
  /**
   * A log line per request and per answer (Fastify's); main.ts turns them on at LOG_LEVEL=debug or
   * trace only. Without them, one line per request that may change something (http/requestLog.ts).
   */
  requestLogging?: boolean;
  /** Accounts settings over the defaults (main.ts passes those of the environment, config.ts). */
  accounts?: Partial<AccountsConfig>;
  /** The platform's clock (default: the system clock); tests pass one they can move. */
  clock?: Clock;
  /** Folder of uploaded documents (default: DATA_DIR's default, `.data/documents`). */
  documentsDir?: string;
  /** SITE_REVALIDATE_URL and REVALIDATE_SECRET: where CMS changes are announced (default: nowhere). */
  siteRevalidate?: SiteRevalidateTarget;
  /** The pending-deposit reconciliation job over its defaults (tests run it often). */
  depositReconcile?: Partial<DepositReconcileSettings>;
  /** REDIS_URL and its channel prefix: instances tell each other of ended sessions (http/caches.ts). */
  redis?: { url: string; prefix: string };
  /**
   * Metrics served (METRICS_PORT set; main.ts starts their listener): each answer is timed by
   * its route, and the database, Redis and process gauges read this app's (metrics/).
   */
  metrics?: boolean;
  /** The scheduled ledger check over its defaults (LEDGER_CHECK_INTERVAL_SECONDS; tests run it often). */
  ledgerCheck?: Partial<LedgerCheckSettings>;
}

const trustProxyOption = (trusted: TrustedProxies): boolean | string | string[] => (trusted === 'none' ? false : trusted);

/**
 * Builds the platform's Fastify instance without listening, so that main.ts and the tests can
 * start it where they like. The caller owns the database and closes it after the app.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const trustedProxies = options.trustedProxies ?? 'loopback';
  const app = Fastify({
    logger: withLogRules(options.logger ?? false),
    // The front's or the site's X-Request-Id (a trusted peer's only) names the request in every log line.
    genReqId: requestIdOf(trustedProxies),
    // Two lines per poll at info made logging a large share of a poll's CPU (docs/decisions.md#request-logging).
    logController: new LogController({ disableRequestLogging: !options.requestLogging }),
    // JSON and urlencoded bodies; multipart has its own limits (http/body.ts).
    bodyLimit: FORM_BODY_MAX_BYTES,
    frameworkErrors: frameworkErrorHandler,
    // Only a trusted proxy (by default the site's /api rewrite on loopback) names the client in
    // X-Forwarded-For; anyone else's header is ignored, so it cannot dodge per-IP limits.
    trustProxy: trustProxyOption(trustedProxies),
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true } },
    ...CONNECTION_SERVER_OPTIONS,
  });
  keepIdleConnections(app);

  const sandboxEnabled = options.sandboxEnabled ?? true;
  const baseClock = options.clock ?? systemClock;
  const ctx: AppContext = {
    database: options.db,
    // In sandbox mode the admin can move the clock forward (http/clockAdmin.ts).
    clock: sandboxEnabled ? new SandboxClock(baseClock) : baseClock,
    adminToken: options.adminToken,
    sandboxEnabled,
    accounts: accountsConfig(options.accounts),
    documentsDir: options.documentsDir ?? loadConfig({}).documentsDir,
    siteRevalidate: options.siteRevalidate,
    depositReconcile: { ...DEFAULT_DEPOSIT_RECONCILE, expiryMs: loadConfig({}).depositExpiryMs, ...options.depositReconcile },
  };

  installRequestLog(app, { everyRequest: Boolean(options.requestLogging) });
  installErrorHandling(app);
  installSecurityHeaders(app);
  installOriginGuard(app, options.allowedOrigins ?? DEFAULT_SITE_ORIGINS);
  installPlayerRequest(app);
  const lifecycle: Lifecycle = { draining: false };
  lifecycle.redisReady = installCaches(app, options.db, options.redis);
  installLifecycle(app, lifecycle);

  // The document's head, and each operation's operationId and description (http/openapi.ts).
  await app.register(swagger, openapiOptions(ctx));
  await installBodyParsers(app);
  installInputGuard(app);

  if (options.metrics) installMetrics(app, { database: options.db, redisReady: lifecycle.redisReady });

  await registerPlugins(app, ctx);
  startDepositReconciliation(app, ctx);
  startLedgerCheck(app, options.db.db, {
    ...DEFAULT_LEDGER_CHECK,
    intervalMs: loadConfig({}).ledgerCheckIntervalMs,
    ...options.ledgerCheck,
  });

  return app;
}
