/**
 * The reference deployment, started as `npm run cluster` starts it (deploy/cluster.mjs): nginx in
 * front of 2 site and 2 platform instances on a scratch PostgreSQL database and a private Redis,
 * all on 127.0.0.1. Players go through the front only (its /api):
 * - a player registers, deposits through the bank simulator, plays and withdraws;
 * - a rolling restart of every instance under page views, polling and spins: no failed request, and
 *   afterwards every money invariant holds (the crash test's checker, platform/test/shared/invariants.ts);
 * - a CMS change made through the admin endpoint shows through the front within 5 s in fi, et and
 *   en, and on every site instance;
 * - a request's id, answered by the front, is in the front's access log, the site's log and the
 *   platform's log (the instances run at LOG_LEVEL=debug: a platform logs every request);
 * - /metrics is refused on the front's public address and on the platforms' own ports; each site's
 *   and each platform's metrics answer on its internal port, nginx's counters through Debian's
 *   prometheus-nginx-exporter and the page cache's answers from the access log through Debian's
 *   mtail (deploy/README.md#monitoring); every metric the dashboard and the alert rules
 *   (deploy/monitoring) read is in one of those scrapes;
 * - no log of the run (front's access log, sites, platforms) holds a test player's password, session
 *   cookie, bank or slot token.
 * Needs DATABASE_URL (a PostgreSQL server; a database of its own is made and dropped), Debian's
 * nginx and redis-server (.ci/run installs them), and the site's production build (`npm test` runs
 * it after the browser tests, which build it; else `npm run build`). Bounded: each load phase is a
 * few seconds (the rolling restart as long as its restarts) and a bounded number of requests.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:topology
 *   (TOPOLOGY_KEEP_FRONT=1 keeps the front's folder and its error.log)
 *
 * kill -9, the supervisor and a release through the operator's own command: supervisor.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitReady } from '../cluster.mjs';
import { siteBuilt } from '../build.mjs';
import { loadScriptConfig } from '../../platform/src/config';
import { openDatabase, type PlatformDb } from '../../platform/src/db';
import { pgDatabase } from '../../platform/scripts/instances';
import { ADMIN_TOKEN, adminPost, newPlayer } from '../../platform/test/accounts/helpers';
import { moneyProblems } from '../../platform/test/shared/invariants';
import { balance, launch, newCustomerDeposit, storedDeposit } from '../../platform/test/wallet/helpers';
import { freePort } from '../../platform/scripts/instances';
import { monitoringQueries, unknownMetrics } from '../../platform/test/metrics/monitoring';
import { parseMetrics, scrape, type Scrape } from '../../platform/test/metrics/scrape';
import {
  type Cluster,
  type Player,
  type PrivateRedis,
  holdsWithin,
  instanceLog,
  linesWith,
  load,
  newSeen,
  spinOnce,
  startRedis,
  startTestCluster,
} from './harness';

const { databaseUrl } = loadScriptConfig();
const PLAYERS = 6;
/** Requests at most in the rolling restart (which lasts as long as the restarts). */
const ROLLING_OPS = 30_000;
const LOAD_MS = 3000;
const TERMS = { fi: '/fi/tietoa/terms', et: '/et/teave/terms', en: '/en/info/terms' } as const;

jest.setTimeout(900_000);

/** Polls (every 100 ms, at most `withinMs`) until `url` shows `text`; answers how long it took. */
async function showsWithin(url: string, text: string, withinMs: number, headers: Record<string, string> = {}): Promise<number> {
  const started = Date.now();
  for (;;) {
    const html = await (await fetch(url, { headers })).text();
    if (html.includes(text)) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${url} did not show "${text}" within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const describeWithDatabase = databaseUrl ? describe : describe.skip;

describeWithDatabase('the reference deployment: nginx, 2 site and 2 platform instances, PostgreSQL, Redis', () => {
  let cluster: Cluster | undefined;
  let redis: PrivateRedis | undefined;
  let scratch: { url: string; drop: () => Promise<void> } | undefined;
  let database: PlatformDb | undefined;
  let dir = '';
  let api = '';
  const players: Player[] = [];
  const unexpected: string[] = [];
  const rounds = new Set<string>();
  /** What no log may hold: the test players' passwords, session cookies, bank and slot tokens. */
  const secrets = new Set<string>();
  /**
   * Every log of the run but nginx's error log, whose lines about a failed upstream quote the
   * request line as it came (docs/decisions.md#log-secrets).
   */
  const logs = () =>
    ['front', 'site 1', 'site 2', 'platform 1', 'platform 2']
      .map((name) => instanceLog(dir, name))
      .concat(fs.readFileSync(path.join(dir, 'access.log'), 'utf8'));

  beforeAll(async () => {
    if (!siteBuilt())
      throw new Error('no production build of the site: run `npm run build` first (npm test builds it for the browser tests)');
    scratch = await pgDatabase(databaseUrl as string, 'topology');
    // Every test that checks the money invariants reads the same scratch database.
    database = openDatabase({ databaseUrl: scratch.url });
    redis = await startRedis();
    // The front's folder; its error log (every retried connection is a line) stays there.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-front-'));
    cluster = await startTestCluster({
      dir,
      databaseUrl: scratch.url,
      redisUrl: redis.url,
      stdio: 'inherit',
      logLevel: 'debug',
      onUnexpectedExit: (proc, code) => unexpected.push(`${proc.name} exited (${String(code)})`),
    });
    api = `${cluster.url}/api`;
    for (let i = 0; i < PLAYERS; i++) {
      const { client, token } = await newCustomerDeposit(api, 200);
      const player = { client, token: await launch(client, 14) };
      players.push(player);
      secrets
        .add(token)
        .add(player.token)
        .add(String(client.cookie?.split('=')[1]));
    }
  });

  afterAll(async () => {
    await cluster?.stopAll();
    await redis?.stop();
    await database?.close();
    await scratch?.drop();
    // TOPOLOGY_KEEP_FRONT=1 keeps the front's folder (its error.log) to read after a failure.
    if (dir && process.env.TOPOLOGY_KEEP_FRONT) console.log(`[topology] the front's folder kept: ${dir}`);
    else if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a player registers, deposits through the bank simulator, plays and withdraws, all through the front', async () => {
    const { client, password } = await newPlayer(api);
    secrets.add(password).add(String(client.cookie?.split('=')[1]));
    await storedDeposit(client, 50);
    expect(await balance(client)).toMatchObject({ cash: 50 });
    const player = { client, token: await launch(client, 14) };
    const key = randomUUID();
    const round = await spinOnce(player, key);
    expect(round.status).toBe(200);
    // The same key again (a retry) is the same round.
    expect((await spinOnce(player, key)).body.roundId).toBe(round.body.roundId);
    rounds.add(round.body.roundId);
    const withdrawKey = randomUUID();
    const withdrawal = await client.post(
      '/payment/withdraw',
      { amount: 10, method: 'bank', idempotencyKey: withdrawKey },
      { headers: { 'idempotency-key': withdrawKey } },
    );
    expect(withdrawal.status).toBe(200);
    expect((await client.get('/transactions/withdrawals')).body.count).toBe(1);
    // The front's pages answer, the player's own answers never come from its cache.
    const home = await fetch(`${cluster!.url}/fi`, { headers: { cookie: client.cookie ?? '' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('x-cache-status')).toBe('BYPASS');
  });

  it('a rolling restart of every instance under load: no failed request', async () => {
    const c = cluster as Cluster;
    const seen = newSeen(ROLLING_OPS);
    let restarting = true;
    const running = (async () => {
      while (restarting && seen.ops < seen.maxOps) await load(c.url, players, Date.now() + LOAD_MS, seen);
    })();
    try {
      for (const proc of [...c.sites, ...c.platforms]) await c.restart(proc);
    } finally {
      restarting = false;
    }
    await running;
    for (const round of seen.rounds) rounds.add(round);
    expect(seen.failures).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(await moneyProblems((database as PlatformDb).db, rounds)).toEqual([]);
    console.log(`[topology] rolling restart: ${seen.ops} requests, ${seen.rounds.size} rounds, none failed`);
  });

  it('a CMS change through the admin endpoint shows through the front within 5 s, in fi, et and en, and on every site instance', async () => {
    const c = cluster as Cluster;
    // The pages are in the front's cache first.
    for (const url of Object.values(TERMS)) {
      await fetch(c.url + url);
      expect((await fetch(c.url + url)).headers.get('x-cache-status')).toMatch(/HIT|STALE|UPDATING/);
    }
    const stamp = Date.now().toString(36);
    const titles = { fi: `Ehdot muuttuivat ${stamp}`, et: `Tingimused muutusid ${stamp}`, en: `Terms changed ${stamp}` };
    const change = await adminPost(api, '/sandbox/admin/cms/pages/terms', {
      fi: { title: titles.fi },
      et: { title: titles.et },
      en: { title: titles.en },
    });
    expect(change.status).toBe(200);
    const took = await Promise.all(
      (Object.keys(TERMS) as (keyof typeof TERMS)[]).flatMap((locale) => [
        showsWithin(c.url + TERMS[locale], titles[locale], 5000),
        ...c.sites.map((site: { port: number }) => showsWithin(`http://127.0.0.1:${site.port}${TERMS[locale]}`, titles[locale], 5000)),
      ]),
    );
    expect(Math.max(...took)).toBeLessThan(5000);
    // And from the front's cache from then on.
    expect((await fetch(c.url + TERMS.en)).headers.get('x-cache-status')).toBe('HIT');
    await waitReady(`${c.url}/api/site/health/ready`, 5000);
    console.log(`[topology] CMS change shown through the front after at most ${Math.max(...took)} ms`);
  });

  it("names a request: the id the front answers is in the front's access log, the site's log and the platform's log", async () => {
    const c = cluster as Cluster;
    // A page rendered for this request (search), whose platform calls carry its id.
    const page = await fetch(`${c.url}/fi/haku?q=${randomUUID().slice(0, 8)}`);
    expect(page.status).toBe(200);
    const id = page.headers.get('x-request-id') as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const access = await holdsWithin(() => fs.readFileSync(path.join(dir, 'access.log'), 'utf8'), id, 5000, 'the access log');
    expect(linesWith(access, id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ reqId: id, method: 'GET', path: '/fi/haku', status: 200 })]),
    );
    const sites = await holdsWithin(() => instanceLog(dir, 'site 1') + instanceLog(dir, 'site 2'), id, 5000, "the sites' logs");
    expect(linesWith(sites, id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ reqId: id, msg: 'request', path: '/fi/haku', route: '/search', status: 200 })]),
    );
    const platforms = await holdsWithin(
      () => instanceLog(dir, 'platform 1') + instanceLog(dir, 'platform 2'),
      id,
      5000,
      "the platforms' logs",
    );
    expect(linesWith(platforms, id).length).toBeGreaterThan(0);

    // A player's call goes from the front to a platform, which logs it at info under the same id.
    const player = players[0].client;
    const poll = await player.get('/player/balance');
    const pollId = poll.headers.get('x-request-id') as string;
    expect(pollId).toMatch(/^[0-9a-f]{32}$/);
    const key = randomUUID();
    const spin = await spinOnce(players[0], key);
    expect(spin.status).toBe(200);
    const spinId = spin.headers.get('x-request-id') as string;
    const platformLines = linesWith(
      await holdsWithin(() => instanceLog(dir, 'platform 1') + instanceLog(dir, 'platform 2'), spinId, 5000, "the platforms' logs"),
      spinId,
    );
    expect(platformLines).toEqual(expect.arrayContaining([expect.objectContaining({ reqId: spinId })]));
    rounds.add(spin.body.roundId);
  });

  /** This deployment's scrapes, by process (the metrics test below makes them). */
  const scrapes = new Map<string, Scrape>();

  it("refuses /metrics on the public addresses; each site's and platform's metrics, nginx's counters and the page cache's answers are on internal ones", async () => {
    const c = cluster as Cluster;
    for (const url of ['/metrics', '/api/metrics', '/api/site/metrics']) expect((await fetch(c.url + url)).status).toBe(404);
    // Nor on an instance's own port, nor through the front's internal address of the platforms.
    for (const base of [
      c.internalPlatformUrl,
      ...[...c.sites, ...c.platforms].map((p: { port: number }) => `http://127.0.0.1:${p.port}`),
    ]) {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/^# TYPE/m);
    }

    // Each site on its own internal port: renders by page pattern, the page cache, the regenerations
    // the CMS change made (the platform announced it to one of them), the process.
    const sites = await Promise.all(
      c.sites.map((site: { env: Record<string, string> }) => scrape(`http://127.0.0.1:${site.env.SITE_METRICS_PORT}/metrics`)),
    );
    sites.forEach((found, i) => scrapes.set(`site ${i + 1}`, found));
    for (const found of sites) expect(found.value('site_process_cpu_seconds_total')).toBeGreaterThan(0);
    const siteTotal = (name: string, labels?: Record<string, string>) => sites.reduce((sum, found) => sum + found.total(name, labels), 0);
    expect(siteTotal('site_page_render_seconds_count', { route: '/search', kind: 'page' })).toBeGreaterThan(0);
    expect(siteTotal('site_page_regenerations_total', { trigger: 'content_change', outcome: 'ok' })).toBeGreaterThan(0);
    expect(siteTotal('site_page_cache_answers_total')).toBeGreaterThan(0);
    expect(siteTotal('site_page_cache_store_total', { op: 'get' })).toBeGreaterThan(0);

    // Each platform on its own internal port (METRICS_PORT): since its restart, the spins and polls
    // of the tests above by route, the database, Redis and the PostgreSQL pool, the process.
    const platforms = await Promise.all(
      c.platforms.map((platform: { env: Record<string, string> }) => scrape(`http://127.0.0.1:${platform.env.METRICS_PORT}/metrics`)),
    );
    platforms.forEach((found, i) => scrapes.set(`platform ${i + 1}`, found));
    // (database_up and redis_up are read against a deadline at each scrape: their values are the
    // alerts' business, not this test's.)
    for (const found of platforms) {
      for (const name of ['platform_database_up', 'platform_redis_up']) expect(found.names.has(name)).toBe(true);
      expect(found.total('platform_db_pool_max')).toBeGreaterThan(0);
      expect(found.value('platform_process_cpu_seconds_total')).toBeGreaterThan(0);
    }
    const platformTotal = (name: string, labels?: Record<string, string>) =>
      platforms.reduce((sum, found) => sum + found.total(name, labels), 0);
    expect(platformTotal('platform_http_requests_total', { route: '/sandbox/slot/:token/spin', status_class: '2xx' })).toBeGreaterThan(0);
    expect(platformTotal('platform_http_requests_total', { route: '/player/balance', status_class: '2xx' })).toBeGreaterThan(0);
    expect(platformTotal('platform_rounds_total', { outcome: 'ok' })).toBeGreaterThan(0);

    // nginx's stub_status through Debian's exporter, as Prometheus would scrape it.
    const exporterPort = await freePort();
    const exporter = spawn(
      'prometheus-nginx-exporter',
      [`-nginx.scrape-uri=http://127.0.0.1:${c.statusPort}/stub_status`, `-web.listen-address=127.0.0.1:${exporterPort}`],
      { stdio: 'ignore' },
    );
    try {
      await waitReady(`http://127.0.0.1:${exporterPort}/metrics`, 10_000);
      const nginx = await scrape(`http://127.0.0.1:${exporterPort}/metrics`);
      scrapes.set('prometheus-nginx-exporter', nginx);
      expect(nginx.value('nginx_up')).toBe(1);
      expect(nginx.value('nginx_http_requests_total')).toBeGreaterThan(0);
      expect(nginx.names.has('nginx_connections_active')).toBe(true);
    } finally {
      exporter.kill('SIGTERM');
    }

    // The page cache's answers from the JSON access log, through Debian's mtail and the program the
    // deployment ships (one pass over the log, as its server would read it line by line).
    const mtail = spawnSync(
      'mtail',
      [
        '--progs',
        path.join(__dirname, '..', 'mtail'),
        '--logs',
        path.join(dir, 'access.log'),
        '--one_shot',
        '--one_shot_format',
        'prometheus',
        '--emit_prog_label=false',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(mtail.status).toBe(0);
    const front = parseMetrics(mtail.stdout);
    scrapes.set('mtail', front);
    expect(front.value('front_page_cache_total', { cache: 'HIT' })).toBeGreaterThan(0);
    expect(front.value('front_page_cache_total', { cache: 'BYPASS' })).toBeGreaterThan(0);
    expect(front.value('front_requests_total', { status: '200' })).toBeGreaterThan(0);
  });

  it('every metric the dashboard and the alert rules read is in a scrape of this deployment', () => {
    // The scrapes of the test above: each site, each platform, nginx's exporter, mtail.
    expect([...scrapes.keys()].sort()).toEqual(['mtail', 'platform 1', 'platform 2', 'prometheus-nginx-exporter', 'site 1', 'site 2']);
    const exported = new Set([...scrapes.values()].flatMap((found) => [...found.names]));
    const queries = monitoringQueries();
    expect(queries.length).toBeGreaterThan(30);
    expect(unknownMetrics(queries, exported)).toEqual([]);
  });

  it("no log of the run holds a test player's password, session cookie, bank or slot token", () => {
    expect(secrets.size).toBeGreaterThan(PLAYERS * 3);
    const text = logs().join('\n');
    expect(text.length).toBeGreaterThan(0);
    expect([...secrets].filter((secret) => secret.length >= 8 && text.includes(secret))).toEqual([]);
    expect(text).not.toContain((cluster as Cluster).secret);
    expect(text).not.toContain(ADMIN_TOKEN);
  });
});
