/**
 * What an operator sees of the site server, installed once from instrumentation.ts (Node.js
 * runtime): request ids and a JSON log line per answer (lib/server/requestTracking.ts), and with
 * SITE_METRICS_PORT the Prometheus metrics on 127.0.0.1 (lib/server/siteMetrics.ts).
 */
import type { Server } from 'node:http';
import { readSiteEnv, siteMetricsPort, type SiteEnv } from '@/lib/config/env';
import { REQUEST_ID_HEADER } from '@/lib/server/requestContext';
import { installRequestTracking } from '@/lib/server/requestTracking';
import { siteLog } from '@/lib/server/siteLog';
import { createMetricsServer, enableSiteMetrics } from '@/lib/server/siteMetrics';

const INSTALLED = Symbol.for('casino.site.observability');
/** Never a public address: metrics are for the operator's Prometheus on this machine. */
const METRICS_HOST = '127.0.0.1';

export async function installSiteObservability(env: SiteEnv = readSiteEnv()): Promise<void> {
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const log = siteLog();
  const port = siteMetricsPort(env);
  if (env.SITE_METRICS_PORT && port === null)
    log.warn({ SITE_METRICS_PORT: env.SITE_METRICS_PORT }, 'SITE_METRICS_PORT is not a port: no metrics');
  const metrics = port === null ? null : enableSiteMetrics();
  const untracked = new WeakSet<Server>();
  installRequestTracking({ log, metrics, untracked });
  if (metrics && port !== null) {
    const server = createMetricsServer(metrics);
    untracked.add(server);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, METRICS_HOST, () => resolve());
      });
      log.info({ port, host: METRICS_HOST }, 'metrics listening');
    } catch (error) {
      // A taken port costs the metrics (the scrape fails: an alert), never the site.
      log.error({ err: error, port }, 'the metrics listener could not start');
    }
  }
}

/**
 * Next's onRequestError (instrumentation.ts): a render or API route that failed, as one JSON line
 * at error with its request id (the request's own header, which requestTracking.ts set).
 */
export function logRequestError(
  error: unknown,
  request: Readonly<{ path: string; method: string; headers: NodeJS.Dict<string | string[]> }>,
  context: Readonly<{ routePath: string; routeType: string; revalidateReason?: string }>,
): void {
  const reqId = request.headers[REQUEST_ID_HEADER];
  siteLog().error(
    {
      ...(typeof reqId === 'string' ? { reqId } : {}),
      method: request.method,
      path: request.path.split('?')[0],
      route: context.routePath,
      routeType: context.routeType,
      ...(context.revalidateReason ? { revalidate: context.revalidateReason } : {}),
      err: error,
    },
    'request failed',
  );
}
