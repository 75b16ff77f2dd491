import fs from 'node:fs';
import path from 'node:path';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { parse } from 'yaml';
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN } from '../accounts/helpers';
import { observeQuery } from '../../src/metrics/database';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server';
import { scrape, type Scrape } from './scrape';

/**
 * The monitoring an operator loads (deploy/monitoring: the Grafana dashboard and the alert rules)
 * names only metrics that exist: every platform metric is in a running instance's scrape; the
 * site's and the front's are checked by name against what those processes export
 * (SITE_AND_FRONT below: the site's prom-client metrics, prometheus-nginx-exporter's and
 * deploy/mtail's), which this test cannot scrape. promtool checks the queries' syntax in lint.
 */

const MONITORING = path.resolve(__dirname, '..', '..', '..', 'deploy', 'monitoring');

/** What the site instances (prefix site_, their process metrics included below), nginx's exporter and mtail on the front's log export. */
const SITE_AND_FRONT = new Set([
  'site_page_render_seconds',
  'site_http_responses_total',
  'site_page_cache_answers_total',
  'site_page_regenerations_total',
  'site_page_regeneration_queue',
  'site_page_cache_store_total',
  'nginx_up',
  'nginx_connections_active',
  'nginx_connections_accepted',
  'nginx_connections_handled',
  'nginx_connections_reading',
  'nginx_connections_writing',
  'nginx_connections_waiting',
  'nginx_http_requests_total',
  'front_requests_total',
  'front_page_cache_total',
  'front_request_seconds_total',
]);

/** The process metrics every prom-client process exports (the site's with prefix site_). */
function defaultMetricNames(prefix: string): string[] {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix });
  return registry.getMetricsAsArray().map((m) => m.name);
}

/** The PostgreSQL pool's: no pool on SQLite. */
const POSTGRES_ONLY = ['platform_db_pool_connections', 'platform_db_pool_waiting', 'platform_db_pool_max'];

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** The metric names a PromQL expression reads. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // grouping labels
  return [...bare.matchAll(/([a-zA-Z_:][\w:]*)\s*(\()?/g)]
    .filter(([, name, call]) => !call && !PROMQL_WORDS.has(name.toLowerCase()))
    .map(([, name]) => name);
}

interface Query {
  where: string;
  expr: string;
}

function dashboardQueries(): Query[] {
  const dashboard = JSON.parse(fs.readFileSync(path.join(MONITORING, 'grafana-dashboard.json'), 'utf8'));
  return dashboard.panels.flatMap((p: { title: string; targets?: { expr: string }[] }) =>
    (p.targets ?? []).map((t) => ({ where: `dashboard panel "${p.title}"`, expr: t.expr })),
  );
}

function alertQueries(): Query[] {
  const rules = parse(fs.readFileSync(path.join(MONITORING, 'alerts.yml'), 'utf8'));
  return rules.groups.flatMap((g: { rules: { alert: string; expr: string }[] }) =>
    g.rules.map((r) => ({ where: `alert ${r.alert}`, expr: r.expr })),
  );
}

/** A histogram's series (_bucket, _sum, _count) read as the histogram they belong to. */
const declared = (name: string, names: Set<string>): boolean => names.has(name) || names.has(name.replace(/_(bucket|sum|count)$/, ''));

describe('metric names in PromQL', () => {
  it('are what a query reads, not its functions, labels or keywords', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le, route) (rate(platform_http_request_duration_seconds_bucket{route="/x/:y", le!="1"}[5m]))) > 0.25',
      ),
    ).toEqual(['platform_http_request_duration_seconds_bucket']);
    expect(metricNames('up{job=~"platform|site"} == 0 or nginx_up == 0')).toEqual(['up', 'nginx_up']);
    expect(metricNames('time() - platform_ledger_check_last_run_timestamp_seconds > 600')).toEqual([
      'platform_ledger_check_last_run_timestamp_seconds',
    ]);
  });
});

describe.each(ENGINES)('the dashboard and the alert rules name metrics that exist (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let metrics: MetricsServer;
  let scraped: Scrape;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    // Redis configured but away: its gauge is declared (and says 0), as on an instance whose Redis stopped.
    running = await startApp(testDb, {
      adminToken: ADMIN_TOKEN,
      metrics: true,
      onQuery: observeQuery,
      redis: { url: 'redis://127.0.0.1:1', prefix: `monitoring-test-${process.pid}:` },
      ledgerCheck: { intervalMs: 60_000 },
    });
    metrics = await startMetricsServer('127.0.0.1', 0);
    scraped = await scrape(`http://127.0.0.1:${metrics.port}/metrics`);
  });
  afterAll(async () => {
    await metrics?.close();
    await running?.stop();
    await testDb?.cleanup();
  });

  it('every query reads at least one metric, and only metrics of the platform, the sites, nginx and the front', () => {
    const known = new Set([...SITE_AND_FRONT, ...defaultMetricNames('site_')]);
    const queries = [...dashboardQueries(), ...alertQueries()];
    expect(queries.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const q of queries) {
      const names = metricNames(q.expr);
      if (names.length === 0) missing.push(`${q.where}: reads no metric (${q.expr})`);
      for (const name of names) {
        if (name === 'up') continue; // Prometheus' own, per scrape target
        const exists = name.startsWith('platform_') ? declared(name, scraped.names) : declared(name, known);
        const onlyOnPostgres = engine === 'sqlite' && POSTGRES_ONLY.includes(name.replace(/_(bucket|sum|count)$/, ''));
        if (!exists && !onlyOnPostgres) missing.push(`${q.where}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the scrape says Redis is away and the pool exists only on PostgreSQL', () => {
    expect(scraped.value('platform_redis_up')).toBe(0);
    for (const name of POSTGRES_ONLY) expect(scraped.names.has(name)).toBe(engine === 'postgres');
  });
});
