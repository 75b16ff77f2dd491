/**
 * The site server's Prometheus metrics (prom-client), served by a listener of their own on
 * 127.0.0.1:SITE_METRICS_PORT, never on the site's public port (docs/decisions.md#site-metrics).
 * Labels stay bounded: a route is Next's page pattern ('/games/[id]/[slug]'), never a URL.
 *
 * One set per process, on globalThis: instrumentation.ts, the API routes and cache-handler.mjs
 * (loaded by Next apart from the bundles) each reach it there. Without SITE_METRICS_PORT there is
 * none, and every recording call is a no-op.
 */
import http from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { onSiteShutdown } from '@/lib/server/lifecycle';

const METRICS = Symbol.for('casino.site.metrics');

/** What an answer was, for counting (bounded). */
export type AnswerKind = 'page' | 'data' | 'api' | 'proxy' | 'static' | 'other';
/** Next's page cache result of a pre-rendered page (its x-nextjs-cache header), lower case. */
export type PageCacheResult = 'hit' | 'stale' | 'miss' | 'revalidated';

export interface SiteMetrics {
  registry: Registry;
  render: Histogram<'route' | 'kind'>;
  responses: Counter<'kind' | 'status'>;
  pageCache: Counter<'route' | 'result'>;
  regenerations: Counter<'trigger' | 'outcome'>;
  regenerationQueue: Gauge<'state'>;
  pageStore: Counter<'op' | 'result'>;
  /** The regeneration queue to report (pages/api/site/revalidate.ts registers its own). */
  queueSource?: () => { waiting: number; rendering: number };
}

/** Seconds: a cached answer takes a millisecond, a page a few tens, a cold one with slow platform calls seconds. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'site_' });
  const metrics: SiteMetrics = {
    registry,
    render: new Histogram({
      name: 'site_page_render_seconds',
      help: 'Pages (kind=page) and page data (kind=data) the server rendered for the request (per-request pages, a first render, an on-demand regeneration), from the request to the end of the answer, by Next page pattern',
      labelNames: ['route', 'kind'],
      buckets: RENDER_BUCKETS,
      registers: [registry],
    }),
    responses: new Counter({
      name: 'site_http_responses_total',
      help: "Answers of the site server by kind (page, data, api: the site's own, proxy: /api rewritten to the platform, static, other) and status class",
      labelNames: ['kind', 'status'],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'site_page_cache_answers_total',
      help: "Pre-rendered pages and page data by Next's page cache result (x-nextjs-cache): hit, stale (answered, and regenerated in the background), miss (rendered), revalidated (an on-demand regeneration)",
      labelNames: ['route', 'result'],
      registers: [registry],
    }),
    regenerations: new Counter({
      name: 'site_page_regenerations_total',
      help: 'On-demand regenerations of pre-rendered pages after a content change (lib/revalidate), by outcome',
      labelNames: ['trigger', 'outcome'],
      registers: [registry],
    }),
    regenerationQueue: new Gauge({
      name: 'site_page_regeneration_queue',
      help: 'Pages of content changes waiting to be regenerated, and rendering now',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const queue = metrics.queueSource?.() ?? { waiting: 0, rendering: 0 };
        this.set({ state: 'waiting' }, queue.waiting);
        this.set({ state: 'rendering' }, queue.rendering);
      },
    }),
    pageStore: new Counter({
      name: 'site_page_cache_store_total',
      help: "The shared page store in Redis (cache-handler.mjs): reads that found the page (hit), did not (miss), fell back to this instance's last copy because Redis was away (fallback), found nothing at all with Redis away (error); writes (set: ok or error)",
      labelNames: ['op', 'result'],
      registers: [registry],
    }),
  };
  return metrics;
}

type Holder = Record<symbol, SiteMetrics | undefined>;

/** The process's metrics, or null when they are off (no SITE_METRICS_PORT). */
export function siteMetrics(): SiteMetrics | null {
  return (globalThis as unknown as Holder)[METRICS] ?? null;
}

/** Turns the metrics on for this process (once) and answers them. */
export function enableSiteMetrics(): SiteMetrics {
  const holder = globalThis as unknown as Holder;
  holder[METRICS] ??= createSiteMetrics();
  return holder[METRICS];
}

/**
 * The metrics listener (not listening yet): GET /metrics, nothing else. Closed with the site's
 * drain (lib/server/lifecycle.ts).
 */
export function createMetricsServer(metrics: SiteMetrics): http.Server {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  onSiteShutdown(() => new Promise((resolve) => server.close(resolve)));
  return server;
}
