import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN } from '../accounts/helpers';
import { observeQuery } from '../../src/metrics/database';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server';
import { metricNames, monitoringQueries, unknownMetrics } from './monitoring';
import { scrape, type Scrape } from './scrape';

/**
 * The monitoring an operator loads (deploy/monitoring: the Grafana dashboard and the alert rules)
 * names only platform metrics that a running instance exports, on SQLite and on PostgreSQL. The
 * sites', nginx's and the front's names, and the platform's again, are checked against a scrape of
 * the whole running deployment in deploy/test/topology.test.ts. promtool checks the queries'
 * syntax in lint.
 */

/** The PostgreSQL pool's: no pool on SQLite. */
const POSTGRES_ONLY = ['platform_db_pool_connections', 'platform_db_pool_waiting', 'platform_db_pool_max'];

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

  it("are found as declared: a histogram's series by its name, Prometheus' own up nowhere; a query of no metric is named", () => {
    const queries = [
      { where: 'a', expr: 'histogram_quantile(0.99, sum by (le) (rate(x_seconds_bucket[5m])))' },
      { where: 'b', expr: 'up == 0 or y_total > 1' },
      { where: 'c', expr: 'vector(1)' },
    ];
    expect(unknownMetrics(queries, new Set(['x_seconds', 'y_total']))).toEqual(['c: reads no metric (vector(1))']);
    expect(unknownMetrics(queries, new Set(['x_seconds']), (name) => name.startsWith('x_'))).toEqual(['c: reads no metric (vector(1))']);
    expect(unknownMetrics(queries, new Set())).toEqual(['a: x_seconds_bucket', 'b: y_total', 'c: reads no metric (vector(1))']);
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

  it('every query reads at least one metric; every platform metric one reads is in the scrape', () => {
    const queries = monitoringQueries();
    expect(queries.length).toBeGreaterThan(30);
    const checked = (name: string) => name.startsWith('platform_') && (engine === 'postgres' || !POSTGRES_ONLY.includes(name));
    expect(unknownMetrics(queries, scraped.names, checked)).toEqual([]);
  });

  it('the scrape says Redis is away and the pool exists only on PostgreSQL', () => {
    expect(scraped.value('platform_redis_up')).toBe(0);
    for (const name of POSTGRES_ONLY) expect(scraped.names.has(name)).toBe(engine === 'postgres');
  });
});
