import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { migrateAndSeed } from './db/setup';
import { SHUTDOWN_DEADLINE_MS, drain } from './http/lifecycle';
import { observeQuery } from './metrics/database';
import { startMetricsServer, type MetricsServer } from './metrics/server';

async function main(): Promise<void> {
  const config = loadConfig();
  const clock = systemClock;
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    sqliteSynchronous: config.sqliteSynchronous,
    // Each statement timed only when metrics are served.
    onQuery: config.metrics ? observeQuery : undefined,
  });
  try {
    await migrateAndSeed(database, { clock });
  } catch (err) {
    await database.close();
    throw err;
  }

  const app = await buildApp({
    db: database,
    adminToken: config.adminToken,
    allowedOrigins: config.allowedOrigins,
    trustedProxies: config.trustedProxies,
    sandboxEnabled: config.sandboxEnabled,
    accounts: config.accounts,
    documentsDir: config.documentsDir,
    siteRevalidate: config.siteRevalidate,
    depositReconcile: { expiryMs: config.depositExpiryMs },
    ledgerCheck: { intervalMs: config.ledgerCheckIntervalMs },
    redis: config.redis,
    metrics: config.metrics !== undefined,
    clock,
    logger: { level: config.logLevel },
    requestLogging: config.logLevel === 'debug' || config.logLevel === 'trace',
  });

  // SIGTERM (an orchestrator, a rolling restart) or SIGINT: not ready at once, the requests in
  // flight finish, the pools close; exit 0 within SHUTDOWN_DEADLINE_MS, else 1
  // (docs/decisions.md#graceful-shutdown).
  let metricsServer: MetricsServer | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than its deadline');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref();
    try {
      await drain(app);
      await metricsServer?.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Metrics on their own internal listener only, never the public address (docs/decisions.md#metrics).
  if (config.metrics) metricsServer = await startMetricsServer(config.metrics.host, config.metrics.port);
  app.log.info(
    {
      database: database.engine,
      ...(database.engine === 'sqlite' ? { file: config.sqliteFile } : {}),
      redis: config.redis ? 'set' : 'unset',
      metrics: config.metrics ? `${config.metrics.host}:${config.metrics.port}` : 'off',
      sandbox: config.sandboxEnabled,
      adminToken: config.adminToken ? 'set' : 'unset',
    },
    'platform ready',
  );
}

main().catch((err) => {
  // A bad environment is the operator's to fix: say what is wrong, without a stack.
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
