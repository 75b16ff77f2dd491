/**
 * The reference deployment, started as `npm run cluster` starts it (deploy/cluster.mjs): nginx in
 * front of 2 site and 2 platform instances on a scratch PostgreSQL database and a private Redis,
 * all on 127.0.0.1. Players go through the front only (its /api):
 * - a player registers, deposits through the bank simulator, plays and withdraws;
 * - a rolling restart of every instance under page views, polling and spins: no failed request, and
 *   afterwards every money invariant holds (the crash test's checker, platform/test/shared/invariants.ts);
 * - a CMS change made through the admin endpoint shows through the front within 5 s in fi, et and
 *   en, and on every site instance.
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
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitReady } from '../cluster.mjs';
import { siteBuilt } from '../build.mjs';
import { loadScriptConfig } from '../../platform/src/config';
import { openDatabase, type PlatformDb } from '../../platform/src/db';
import { pgDatabase } from '../../platform/scripts/instances';
import { adminPost, newPlayer } from '../../platform/test/accounts/helpers';
import { moneyProblems } from '../../platform/test/shared/invariants';
import { balance, launch, newCustomerDeposit, storedDeposit } from '../../platform/test/wallet/helpers';
import { type Cluster, type Player, type PrivateRedis, load, newSeen, spinOnce, startRedis, startTestCluster } from './harness';

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
      onUnexpectedExit: (proc, code) => unexpected.push(`${proc.name} exited (${String(code)})`),
    });
    api = `${cluster.url}/api`;
    for (let i = 0; i < PLAYERS; i++) {
      const { client } = await newCustomerDeposit(api, 200);
      players.push({ client, token: await launch(client, 14) });
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
    const { client } = await newPlayer(api);
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
});
