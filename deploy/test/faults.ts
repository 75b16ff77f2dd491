/**
 * Faults under load, through the front of the reference deployment (deploy/README.md "Faults"):
 * the fault test (deploy/test/faults.test.ts) asserts each one, npm run bench:faults
 * (deploy/test/bench-faults.ts) prints a row of figures for each. A fault is a {@link Scenario}: add one
 * to {@link SCENARIOS} and both run it.
 *
 * A run: players browse pre-rendered pages (as visitors and logged in), poll their balance, spin
 * and deposit through the bank simulator; after a short warm-up the fault is made, then healed
 * (the broken part is back); recovery is the time from then until every instance is ready and a
 * spin and a poll through the front succeed; the load goes on a moment after it. Then every round
 * and deposit acknowledged to a player must be in the database and every money invariant hold.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitReady } from '../cluster.mjs';
import { openDatabase, type PlatformDb } from '../../platform/src/db';
import { pgDatabase } from '../../platform/scripts/instances';
import { ADMIN_TOKEN, type Client, type Res } from '../../platform/test/accounts/helpers';
import { moneyProblems } from '../../platform/test/shared/invariants';
import { decide, launch, newCustomerDeposit } from '../../platform/test/wallet/helpers';
import {
  type Cluster,
  type Player,
  type PrivatePostgres,
  type PrivateRedis,
  spinOnce,
  startPostgres,
  startRedis,
  startTestCluster,
} from './harness';

export interface FaultDeployment {
  cluster: Cluster;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  /** The platform's database, read by the checks. */
  database: PlatformDb;
  players: Player[];
  /** Every round acknowledged (200) to a player so far, across the runs. */
  rounds: Set<string>;
  /** Processes that exited without being stopped through the cluster's handle (a crash). */
  exits: string[];
  stop(): Promise<void>;
}

export interface Scenario {
  name: string;
  /** The answers a player may get during it besides success: 503 with Retry-After and code 503 (the database away). */
  mayAnswer503: boolean;
  /** Makes the fault; resolves when the broken part is back (or, for a crash, at once). */
  inject(d: FaultDeployment): Promise<void>;
  /** What brings it back that is not the deployment's own doing (today: starting a killed instance). */
  heal?(d: FaultDeployment): Promise<void>;
  /** Asserted by another test (the fault test leaves it to that one); the bench still runs it. */
  assertedBy?: string;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const SCENARIOS: Scenario[] = [
  {
    name: 'PostgreSQL fast restart (down 5 s)',
    mayAnswer503: true,
    inject: (d) => d.postgres.restart(5000),
  },
  {
    name: 'PostgreSQL connections terminated',
    mayAnswer503: true,
    // Three times, 300 ms apart: transactions in the middle of their statements and of their COMMIT.
    inject: async (d) => {
      for (let i = 0; i < 3; i++) {
        await d.postgres.terminateAll();
        await wait(300);
      }
    },
  },
  { name: 'Redis restart', mayAnswer503: false, inject: (d) => d.redis.restart() },
  { name: 'Redis FLUSHALL', mayAnswer503: false, inject: (d) => d.redis.flushAll() },
  { name: 'Redis unreachable 10 s', mayAnswer503: false, inject: (d) => d.redis.unreachable(10_000) },
  {
    name: 'kill -9 of a site and a platform instance',
    mayAnswer503: false,
    assertedBy: 'deploy/test/supervisor.test.ts',
    // A crash the cluster did not ask for: its supervisor starts both again (deploy/supervise.mjs).
    inject: async (d) => {
      const victims = [d.cluster.sites[0], d.cluster.platforms[0]];
      await Promise.all(
        victims.map((proc) => {
          const child = proc.child;
          if (!child) return undefined;
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          return gone;
        }),
      );
      d.exits.splice(0);
    },
    heal: async (d) => {
      await Promise.all([d.cluster.sites[0], d.cluster.platforms[0]].map((proc) => waitReady(proc.ready, 120_000)));
    },
  },
];

/** What one run of a scenario saw. */
export interface FaultRow {
  fault: string;
  /** Requests made from the fault's start until recovery. */
  requestsDuringFault: number;
  /** Answers other than success during the whole run, by status ('hang' for none within HANG_MS). */
  failedByStatus: Record<string, number>;
  /** Seconds from the broken part being back until every instance serves again. */
  secondsToRecover: number;
  roundsAcknowledged: number;
  roundsLost: number;
  depositsAcknowledged: number;
  depositsLost: number;
  /** The slowest answer of the run, ms. */
  slowestMs: number;
  /** Answers a player must never get (a 500, a 503 without Retry-After or code, a hang, a page that failed). */
  wrong: string[];
  /** Money invariants broken afterwards (platform/test/shared/invariants.ts and GET /sandbox/admin/wallet/check). */
  moneyProblems: string[];
}

/** A request unanswered this long is a hang: the front's own timeout (proxy_read_timeout 30 s). */
const HANG_MS = 30_000;
const PLAYERS = 4;
const WARM_MS = 1500;
const AFTER_MS = 1000;
/** Every run bounded in requests and time besides its fault. */
const MAX_OPS = 40_000;
/** Recovery waited for at most (a killed site instance starts again within it even on a busy 2-core machine). */
const RECOVER_LIMIT_MS = 90_000;
/** Pauses of each player between requests: a steady load that leaves the 2-core machine room to recover. */
const PAGE_PAUSE_MS = 20;
const SPIN_PAUSE_MS = 100;
/** Pre-rendered pages (served from the front's cache or the site's page cache, whatever the database does). */
const PAGES = ['/fi', '/fi/pelit', '/fi/uutiset', '/et', '/en/news', '/en/info/terms', '/fi/pelit/1/popular'];

/**
 * Starts a private PostgreSQL and Redis and the reference deployment on them (2 site and 2
 * platform instances behind the front), with PLAYERS players who deposited and opened the slot.
 */
export async function startFaultDeployment(
  options: { log?: (message: string) => void; stdio?: 'inherit' | 'ignore' } = {},
): Promise<FaultDeployment> {
  const postgres = await startPostgres();
  const redis = await startRedis();
  const scratch = await pgDatabase(postgres.url, 'faults');
  const database = openDatabase({ databaseUrl: scratch.url });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-front-'));
  let cluster: Cluster | undefined;
  const exits: string[] = [];
  const stop = async () => {
    await cluster?.stopAll();
    await database.close();
    await redis.stop();
    await postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    cluster = await startTestCluster({
      dir,
      databaseUrl: scratch.url,
      redisUrl: redis.url,
      stdio: options.stdio,
      log: options.log,
      onUnexpectedExit: (proc, code) => exits.push(`${proc.name} exited (${String(code)})`),
    });
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const { client } = await newCustomerDeposit(`${cluster.url}/api`, 500);
      players.push({ client, token: await launch(client, 14) });
    }
    // The pages are pre-rendered (in the site's page cache) before any fault, as on a live site.
    for (const site of cluster.sites as { port: number }[]) {
      for (const page of PAGES) {
        const res = await fetch(`http://127.0.0.1:${site.port}${page}`, { signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${page} on port ${site.port}: ${res.status}`);
      }
    }
    return { cluster, postgres, redis, database, players, rounds: new Set(), exits, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

type Kind = 'page' | 'spin' | 'poll' | 'deposit';

interface Tally {
  ops: number;
  duringFault: number;
  inFault: boolean;
  failed: Record<string, number>;
  wrong: string[];
  slowestMs: number;
  rounds: Set<string>;
  deposits: { client: Client; token: string }[];
}

/** `call`, or 'hang' after HANG_MS; counts the request and how long it took. */
async function timed<T>(tally: Tally, call: () => Promise<T>): Promise<T | 'hang' | Error> {
  tally.ops++;
  if (tally.inFault) tally.duringFault++;
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([call(), new Promise<'hang'>((r) => (timer = setTimeout(() => r('hang'), HANG_MS)))]);
  } catch (error) {
    return error as Error;
  } finally {
    clearTimeout(timer);
    tally.slowestMs = Math.max(tally.slowestMs, Date.now() - started);
  }
}

/** Judges one answer of the platform: success, the database-away 503 where allowed, or wrong. */
function judge(tally: Tally, kind: Kind, res: Res | 'hang' | Error, ok: number[], may503: boolean): boolean {
  if (res === 'hang' || res instanceof Error) {
    const what = res === 'hang' ? 'hang' : 'error';
    tally.failed[what] = (tally.failed[what] ?? 0) + 1;
    tally.wrong.push(`${kind}: ${res === 'hang' ? `no answer within ${HANG_MS} ms` : res.message}`);
    return false;
  }
  if (ok.includes(res.status)) return true;
  tally.failed[res.status] = (tally.failed[res.status] ?? 0) + 1;
  const told = res.status === 503 && Number(res.headers.get('retry-after')) > 0 && res.body?.errorCode === 503;
  if (!(may503 && told)) tally.wrong.push(`${kind}: ${res.status} ${res.text.slice(0, 160)}`);
  return false;
}

async function pageView(cluster: Cluster, tally: Tally, player: Player, n: number): Promise<void> {
  const page = PAGES[n % PAGES.length];
  // Every other view as the logged-in player (the front never answers those from its cache).
  const headers: Record<string, string> = n % 2 === 0 && player.client.cookie ? { cookie: player.client.cookie } : {};
  const res = await timed(tally, async () => {
    const r = await fetch(cluster.url + page, { headers, signal: AbortSignal.timeout(HANG_MS + 1000) });
    return { status: r.status, html: await r.text() };
  });
  if (res === 'hang' || res instanceof Error || res.status !== 200 || !res.html.includes('</html>')) {
    const status = res === 'hang' ? 'hang' : res instanceof Error ? 'error' : String(res.status);
    tally.failed[status] = (tally.failed[status] ?? 0) + 1;
    tally.wrong.push(`GET ${page}: ${res === 'hang' ? 'no answer' : res instanceof Error ? res.message : res.status}`);
  }
}

async function deposit(tally: Tally, player: Player, may503: boolean): Promise<void> {
  const key = randomUUID();
  const init = await timed(tally, () =>
    player.client.post(
      '/payment/confirmDeposit',
      { amount: 10, method: 'bank', idempotencyKey: key },
      { headers: { 'idempotency-key': key } },
    ),
  );
  if (!judge(tally, 'deposit', init, [200], may503)) return;
  const started = init as Res;
  const approved = await timed(tally, () => decide(player.client, started.body.redirectUrl, 'approve'));
  if (judge(tally, 'deposit', approved, [303], may503)) tally.deposits.push({ client: player.client, token: started.body.token });
}

/** The load until `running()` is false (and at most MAX_OPS requests). */
function startLoad(d: FaultDeployment, tally: Tally, scenario: Scenario, running: () => boolean): Promise<unknown> {
  const more = () => running() && tally.ops < MAX_OPS;
  const loops = d.players.flatMap((player, i) => [
    (async () => {
      for (let n = i; more(); n++) {
        await pageView(d.cluster, tally, player, n);
        await wait(PAGE_PAUSE_MS);
      }
    })(),
    (async () => {
      while (more()) {
        const res = await timed(tally, () => spinOnce(player, randomUUID()));
        if (judge(tally, 'spin', res, [200], scenario.mayAnswer503)) tally.rounds.add((res as Res).body.roundId);
        await wait(SPIN_PAUSE_MS);
      }
    })(),
    (async () => {
      while (more()) {
        judge(tally, 'poll', await timed(tally, () => player.client.get('/player/balance')), [200], scenario.mayAnswer503);
        await wait(250);
      }
    })(),
    (async () => {
      while (more()) {
        await deposit(tally, player, scenario.mayAnswer503);
        await wait(1000);
      }
    })(),
  ]);
  return Promise.all(loops);
}

/** Every instance ready, and a spin and a poll through the front answered: null, else what is not yet. */
async function notServing(d: FaultDeployment, probe: Player): Promise<string | null> {
  const procs = [...d.cluster.sites, ...d.cluster.platforms] as { name: string; ready: string }[];
  const ready = await Promise.all(
    procs.map((p) =>
      fetch(p.ready, { signal: AbortSignal.timeout(2000) }).then(
        async (r) => (r.ok ? null : `${p.name} ready ${r.status} ${(await r.text()).slice(0, 100)}`),
        (e: Error) => `${p.name} ready: ${e.message}`,
      ),
    ),
  );
  const notReady = ready.filter(Boolean);
  if (notReady.length > 0) return notReady.join('; ');
  try {
    const spin = await Promise.race([
      spinOnce(probe, randomUUID()),
      wait(HANG_MS).then(() => ({ status: 0, text: 'no answer', body: null })),
    ]);
    if (spin.status !== 200) return `spin ${spin.status} ${spin.text.slice(0, 100)}`;
    d.rounds.add(spin.body.roundId);
    const poll = await probe.client.get('/player/balance');
    return poll.status === 200 ? null : `poll ${poll.status} ${poll.text.slice(0, 100)}`;
  } catch (e) {
    return `probe: ${(e as Error).message}`;
  }
}

/** Runs one scenario under load and answers its row (the money checks included). */
export async function runScenario(d: FaultDeployment, scenario: Scenario): Promise<FaultRow> {
  const tally: Tally = {
    ops: 0,
    duringFault: 0,
    inFault: false,
    failed: {},
    wrong: [],
    slowestMs: 0,
    rounds: new Set(),
    deposits: [],
  };
  let running = true;
  const hardStop = Date.now() + RECOVER_LIMIT_MS * 3;
  const load = startLoad(d, tally, scenario, () => running && Date.now() < hardStop);
  let secondsToRecover = Number.POSITIVE_INFINITY;
  try {
    await wait(WARM_MS);
    tally.inFault = true;
    await scenario.inject(d);
    const back = Date.now();
    await scenario.heal?.(d);
    const probe = d.players[0];
    let reason: string | null = 'not probed';
    while (Date.now() - back < RECOVER_LIMIT_MS) {
      reason = await notServing(d, probe);
      if (reason === null) {
        secondsToRecover = (Date.now() - back) / 1000;
        break;
      }
      await wait(100);
    }
    tally.inFault = false;
    if (reason !== null) tally.wrong.push(`not serving again within ${RECOVER_LIMIT_MS / 1000} s: ${reason}`);
    await wait(AFTER_MS);
  } finally {
    running = false;
    await load;
  }
  for (const r of tally.rounds) d.rounds.add(r);
  // A process that crashed is a failure even if the deployment went on without it.
  tally.wrong.push(...d.exits.splice(0));

  // Acknowledged means there: every round answered 200 has its row, every approved deposit is credited.
  const acked = [...tally.rounds];
  let found = 0;
  for (let i = 0; i < acked.length; i += 500) {
    const rows = await d.database.db
      .selectFrom('game_round')
      .select('round_id')
      .where('round_id', 'in', acked.slice(i, i + 500))
      .execute();
    found += rows.length;
  }
  let depositsLost = 0;
  for (const { client, token } of tally.deposits) {
    const st = await client.post('/payment/depositStatus', { token });
    if (st.status !== 200 || st.body.status !== 'ok') depositsLost++;
  }
  const problems = await moneyProblems(d.database.db, d.rounds);
  const check = await fetch(`${d.cluster.url}/api/sandbox/admin/wallet/check`, { headers: { 'x-admin-token': ADMIN_TOKEN } });
  const checked = (await check.json()) as { problems?: unknown[] };
  if (check.status !== 200 || (checked.problems ?? []).length > 0)
    problems.push(`GET /sandbox/admin/wallet/check: ${check.status} ${JSON.stringify(checked.problems ?? checked).slice(0, 500)}`);
  return {
    fault: scenario.name,
    requestsDuringFault: tally.duringFault,
    failedByStatus: tally.failed,
    secondsToRecover,
    roundsAcknowledged: acked.length,
    roundsLost: acked.length - found,
    depositsAcknowledged: tally.deposits.length,
    depositsLost,
    slowestMs: tally.slowestMs,
    wrong: tally.wrong,
    moneyProblems: problems,
  };
}
