import { randomUUID } from 'node:crypto';
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, newPlayer } from '../accounts/helpers';
import { expectError, launch, newCustomerDeposit, refusedByDailyLimit, spin } from '../wallet/helpers';
import { observeQuery } from '../../src/metrics/database';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server';
import { scrape, scrapeUntil, type Scrape } from './scrape';

/**
 * The platform's metrics as an operator's Prometheus reads them (docs/decisions.md#metrics): after
 * a deposit, spins, a replayed spin, refused bets and deposits, a withdrawal and its cancel, every
 * counter moved by exactly what happened, each answer counted under its route's pattern (never its
 * URL: a scan of random paths adds no series), and the metrics only on the internal listener.
 */

const SPIN_ROUTE = '/sandbox/slot/:token/spin';

/** What moved between two scrapes. */
const moved =
  (before: Scrape, after: Scrape) =>
  (name: string, labels: Record<string, string> = {}) =>
    Number((after.value(name, labels) - before.value(name, labels)).toFixed(6));

describe.each(ENGINES)('platform metrics (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let metrics: MetricsServer;
  let metricsUrl: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN, metrics: true, onQuery: observeQuery, ledgerCheck: { intervalMs: 0 } });
    metrics = await startMetricsServer('127.0.0.1', 0);
    metricsUrl = `http://127.0.0.1:${metrics.port}/metrics`;
  });
  afterAll(async () => {
    await metrics?.close();
    await running?.stop();
    await testDb?.cleanup();
  });

  it('counts deposits, rounds, refusals and withdrawals by exactly what happened, with stakes, wins and euros', async () => {
    const before = await scrape(metricsUrl);

    // A new customer's deposit of 50 €, then three rounds of 1 € and one of them retried with its key.
    const { client } = await newCustomerDeposit(running.url, 50);
    const token = await launch(client, 3);
    const answers = [];
    const key = randomUUID();
    for (const k of [key, randomUUID(), randomUUID()]) {
      const res = await spin(client, token, 1, k);
      expect(res.status).toBe(200);
      answers.push(res.body);
    }
    expect((await spin(client, token, 1, key)).body.roundId).toBe(answers[0].roundId);
    const won = answers.reduce((sum, a) => sum + a.win, 0);

    // Two rounds of 5 € lose, the third would take the day's loss over its 10 € limit: 122.
    await refusedByDailyLimit(running.url, 5);

    // A player in a cool-off is refused at a launch and at a deposit's start (217).
    const cooling = await newPlayer(running.url);
    expect((await cooling.client.post('/player/limit/coolOff', { coolOffDays: 1, password: cooling.password })).status).toBe(200);
    expectError(await cooling.client.get('/game/real/3'), 403, 217);
    expectError(await cooling.client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 403, 217);

    // A withdrawal of 10 € and its cancel; one of 10,000 € is more than the withdrawable (117).
    const withdrawal = await client.post('/payment/withdraw', { amount: 10, method: 'bank' });
    expect(withdrawal.status).toBe(200);
    expect((await client.post('/payment/cancelWithdraw', { reference: withdrawal.body.reference })).status).toBe(200);
    expectError(await client.post('/payment/withdraw', { amount: 10_000, method: 'bank' }), 400, 117);

    const after = await scrape(metricsUrl);
    const delta = moved(before, after);
    const m = 'platform_';

    expect(delta(`${m}deposit_starts_total`, { outcome: 'ok', code: '' })).toBe(1);
    expect(delta(`${m}deposit_starts_total`, { outcome: 'refused', code: '217' })).toBe(1);
    expect(delta(`${m}deposits_total`, { outcome: 'ok', code: '', via: 'bank' })).toBe(1);
    expect(delta(`${m}deposits_euros_total`)).toBe(50);

    expect(delta(`${m}rounds_total`, { outcome: 'ok', code: '' })).toBe(5);
    expect(delta(`${m}rounds_total`, { outcome: 'replayed', code: '' })).toBe(1);
    expect(delta(`${m}rounds_total`, { outcome: 'refused', code: '122' })).toBe(1);
    expect(delta(`${m}stakes_euros_total`, { money: 'cash' })).toBe(13);
    expect(delta(`${m}stakes_euros_total`, { money: 'promo' })).toBe(0);
    expect(delta(`${m}wins_euros_total`, { money: 'cash', source: 'round' })).toBe(Number(won.toFixed(2)));
    // Every round's transaction went through the group commit, alone or shared: 5 played, 1 replayed, 1 refused.
    expect(delta(`${m}round_transaction_rounds_sum`)).toBe(7);

    expect(delta(`${m}rg_refusals_total`, { door: 'bet', code: '122' })).toBe(1);
    expect(delta(`${m}rg_refusals_total`, { door: 'launch', code: '217' })).toBe(1);
    expect(delta(`${m}rg_refusals_total`, { door: 'deposit', code: '217' })).toBe(1);

    expect(delta(`${m}withdrawals_total`, { outcome: 'ok', code: '' })).toBe(1);
    expect(delta(`${m}withdrawals_total`, { outcome: 'refused', code: '117' })).toBe(1);
    expect(delta(`${m}withdrawals_euros_total`, { stage: 'requested' })).toBe(10);
    expect(delta(`${m}withdrawals_euros_total`, { stage: 'cancelled' })).toBe(10);

    // Each answer under its route's pattern: 6 spins played or replayed, 1 refused.
    const spins = { method: 'POST', route: SPIN_ROUTE };
    expect(delta(`${m}http_requests_total`, { ...spins, status_class: '2xx' })).toBe(6);
    expect(delta(`${m}http_requests_total`, { ...spins, status_class: '4xx' })).toBe(1);
    expect(delta(`${m}http_request_duration_seconds_count`, spins)).toBe(7);
    expect(delta(`${m}http_requests_total`, { method: 'POST', route: '/payment/withdraw', status_class: '4xx' })).toBe(1);

    // No label carries a token, an id or a URL.
    for (const s of after.series) {
      for (const value of Object.values(s.labels)) expect(value).not.toContain(token);
      if (s.labels.route !== undefined) expect(s.labels.route).toMatch(/^(unmatched|(\/([a-zA-Z][\w.-]*|:\w+|\*))+\/?|\/)$/);
    }
  });

  it('a scan of random paths adds no series: every unknown path is one route, unmatched', async () => {
    await fetch(`${running.url}/${randomUUID()}`);
    const before = await scrape(metricsUrl);
    for (let i = 0; i < 20; i++) expect((await fetch(`${running.url}/probe/${randomUUID()}?id=${i}`)).status).toBe(404);
    const after = await scrape(metricsUrl);
    // The answers' series, by route (the process's own come and go with what it has open at the
    // scrape: an Immediate pending, a first major GC).
    const answerSeries = (s: Scrape) =>
      s.series
        .filter((x) => x.name.startsWith('platform_http_'))
        .map((x) => JSON.stringify([x.name, x.labels]))
        .sort();
    expect(answerSeries(after)).toEqual(answerSeries(before));
    expect(moved(before, after)('platform_http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(20);
  });

  it('reports the database, the pool and the process', async () => {
    // database_up is 1 when `select 1` answers within 1 s of the scrape: a loaded machine may miss that once.
    const s = await scrapeUntil(metricsUrl, (found) => found.value('platform_database_up') === 1);
    expect(s.value('platform_database_up')).toBe(1);
    expect(s.value('platform_db_query_duration_seconds_count', { statement: 'select' })).toBeGreaterThan(0);
    expect(s.value('platform_process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(s.names).toContain('platform_nodejs_eventloop_lag_p99_seconds');
    expect(s.names).toContain('platform_nodejs_heap_size_used_bytes');
    if (engine === 'postgres') {
      expect(s.value('platform_db_pool_max')).toBe(4);
      expect(s.value('platform_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(s.names).toContain('platform_db_pool_waiting');
    } else expect(s.names).not.toContain('platform_db_pool_max');
    // No Redis here: no redis_up, rather than a 0 that would read as Redis down.
    expect(s.names).not.toContain('platform_redis_up');
  });

  it('the public address serves no metrics; the metrics listener serves nothing else', async () => {
    for (const path of ['/metrics', '/metrics/', '/api/metrics']) {
      const res = await fetch(`${running.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('platform_');
    }
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/health`)).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
  });
});
