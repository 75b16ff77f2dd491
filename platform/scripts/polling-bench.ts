/**
 * Polling load: POLLING_BENCH_PLAYERS logged-in players (default 5,000) polling one platform
 * instance at the spec's intervals (docs/product/constants.md "Polling"): limits and reality
 * check every 5 s (counted as two calls of GET /player/limits, although the site asks once for
 * both), free spins and balance every 10 s, recent games and favourites every 60 s, jackpots
 * every 20 s, maintenance every 60 s: 0.7 requests per player per second, about 3,500/s for 5,000.
 *
 * The platform runs as its own process (platform/scripts/instances.ts); players and sessions are
 * written straight into its database first. Then, per engine:
 *  1. CPU per request of each polled path, sequentially (one client, POLLING_BENCH_SEQUENTIAL
 *     calls a path): CPU time of the platform process (/proc) divided by the calls, a figure
 *     the other load of the machine hardly moves.
 *  2. Statements per request of each path, steady state (sessions already seen): an app built in
 *     this process on the same database, its queries counted by a Kysely plugin, requests
 *     injected (no timing is taken from it).
 *  3. The open-loop load, sent by a child process of this script (never the platform's):
 *     requests go out when due, whatever the answers, each task at a random phase, for
 *     POLLING_BENCH_SECONDS; answers still missing 10 s after the last send are counted as
 *     errors. With POLLING_BENCH_WARMUP=1 (default) every player first polls each path once,
 *     32 at a time, not counted: each player's first polls fill the platform's caches, so the
 *     steady state of logged-in players is measured, not an instance's cold start (=0).
 *     Reports requests meant and served per second, p50/p99 of the answer time, errors, the
 *     platform's CPU ms per answered request under load.
 * With POLLING_BENCH_CPU_PROF=<folder> the platform writes a V8 CPU profile there (./cpu-profile.js).
 * REDIS_URL is passed on to the platform when set. A figure, not a test.
 *
 *   npm run bench:polling
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres POLLING_BENCH_SECONDS=10 npm run bench:polling
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fork } from 'node:child_process';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app';
import { loadScriptConfig } from '../src/config';
import { openDatabase, type Engine, type PlatformDb } from '../src/db';
import { NEW_PLAYER_DEFAULTS } from '../src/features/accounts/store/players';
import { freePort, kill9, pgDatabase, startInstance, type Instance } from './instances';

const TASKS: { path: string; everyMs: number }[] = [
  { path: '/player/limits', everyMs: 5000 }, // limits
  { path: '/player/limits', everyMs: 5000 }, // reality check (the same answer carries it)
  { path: '/player/bonuses/freeSpins?page=1', everyMs: 10000 },
  { path: '/player/balance', everyMs: 10000 },
  { path: '/games/RecentGames', everyMs: 60000 },
  { path: '/games/favourites', everyMs: 60000 },
  { path: '/jackpots?currency=eur', everyMs: 20000 },
  { path: '/cms/maintenance', everyMs: 60000 },
];
const PATHS = [...new Set(TASKS.map((t) => t.path))];
const DRAIN_MS = 10_000;
const headersOf = (token: string) => ({ cookie: `casino_session=${token}`, 'x-forwarded-for': '10.9.9.9' });

/** Writes the players and their live sessions straight into the database; answers the session tokens. */
async function seedSessions(database: PlatformDb, count: number): Promise<string[]> {
  const now = Date.now();
  const tokens: string[] = [];
  const db = database.db;
  for (let from = 0; from < count; from += 500) {
    const n = Math.min(500, count - from);
    await db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('player')
        .values(
          Array.from({ length: n }, (_, i) => ({
            ...NEW_PLAYER_DEFAULTS,
            email: `poll${from + i}@bench.test`,
            nickname: null,
            nickname_key: null,
            password_hash: null,
            first_name: 'Poll',
            last_name: `Player${from + i}`,
            birth_date: '1990-01-01',
            country: 'FIN',
            currency: 'EUR',
            language: 'fi',
            activated: 1,
            status: 'active',
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const sessions = ids.map((r) => {
        const token = randomBytes(32).toString('base64url');
        tokens.push(token);
        return {
          token_hash: createHash('sha256').update(token).digest('hex'),
          player_id: Number(r.id),
          kind: 'password',
          ip: null,
          created_at: now,
          last_seen_at: now,
          ended_at: null,
        };
      });
      await trx.insertInto('player_session').values(sessions).execute();
    });
  }
  return tokens;
}

const pct = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

/** CPU time (user + system, ms) the process has used so far; Linux /proc, 10 ms ticks. */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

interface LoadResult {
  sent: number;
  answered: number;
  latencies: number[];
  errors: Record<string, number>;
  late: number;
  lastAnswerMs: number;
  clientCpuMs: number;
  /** The platform's CPU time over the counted load. */
  platformCpuMs: number;
  /** Seconds the warm-up took (0 without one). */
  warmupSeconds: number;
}

/** Every player polls each path once, `concurrency` at a time: the answers are not counted. */
async function warmUp(port: number, tokens: string[], agent: http.Agent, concurrency: number): Promise<void> {
  const calls = tokens.flatMap((token) => PATHS.map((p) => ({ token, path: p })));
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const c = calls[next++];
      await new Promise<void>((resolve) => {
        http
          .get(`http://127.0.0.1:${port}${c.path}`, { agent, headers: headersOf(c.token) }, (res) => {
            res.resume();
            res.on('end', resolve);
          })
          .on('error', () => resolve());
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The load process: sends the open-loop load and answers what it saw. */
async function runLoad({
  port,
  pid,
  tokens,
  seconds,
  warmup,
}: {
  port: number;
  pid: number;
  tokens: string[];
  seconds: number;
  warmup: number;
}): Promise<LoadResult> {
  const durationMs = seconds * 1000;
  const events: { at: number; token: string; path: string }[] = [];
  for (const token of tokens) {
    for (const t of TASKS) {
      for (let at = Math.random() * t.everyMs; at < durationMs; at += t.everyMs) events.push({ at, token, path: t.path });
    }
  }
  events.sort((a, b) => a.at - b.at);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const r: LoadResult = {
    sent: 0,
    answered: 0,
    latencies: [],
    errors: {},
    late: 0,
    lastAnswerMs: 0,
    clientCpuMs: 0,
    platformCpuMs: 0,
    warmupSeconds: 0,
  };
  const error = (what: string) => (r.errors[what] = (r.errors[what] ?? 0) + 1);
  if (warmup) {
    const w0 = performance.now();
    await warmUp(port, tokens, agent, 32);
    r.warmupSeconds = (performance.now() - w0) / 1000;
  }
  const pending = new Set<http.ClientRequest>();
  const cpu0 = process.cpuUsage();
  const platformCpu0 = cpuMsOf(pid);
  const started = performance.now();
  let allAnswered: () => void = () => {};
  for (const e of events) {
    const wait = started + e.at - performance.now();
    if (wait > 1) await new Promise((res) => setTimeout(res, wait));
    else if (wait < -100) r.late++;
    const t0 = performance.now();
    r.sent++;
    const req = http.get(`http://127.0.0.1:${port}${e.path}`, { agent, headers: headersOf(e.token) }, (res) => {
      res.resume();
      res.on('end', () => {
        const now = performance.now();
        r.latencies.push(now - t0);
        r.answered++;
        r.lastAnswerMs = now - started;
        if (res.statusCode !== 200) error(`${res.statusCode} ${e.path}`);
        pending.delete(req);
        if (pending.size === 0) allAnswered();
      });
    });
    req.on('error', (err) => {
      if (pending.delete(req)) error(err.message);
      if (pending.size === 0) allAnswered();
    });
    pending.add(req);
  }
  if (pending.size > 0) {
    await new Promise<void>((res) => {
      allAnswered = res;
      setTimeout(res, DRAIN_MS);
    });
  }
  const missing = [...pending];
  pending.clear();
  if (missing.length > 0) r.errors[`no answer within ${DRAIN_MS / 1000} s of the last send`] = missing.length;
  for (const req of missing) req.destroy();
  agent.destroy();
  const cpu = process.cpuUsage(cpu0);
  r.clientCpuMs = (cpu.user + cpu.system) / 1000;
  r.platformCpuMs = cpuMsOf(pid) - platformCpu0;
  return r;
}

/** Sequential calls of each polled path by one client: the platform's CPU ms per call. */
async function cpuPerPath(inst: Instance, token: string, calls: number): Promise<Record<string, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (p: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${inst.port}${p}`, { agent, headers: headersOf(token) }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${p} answered ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  const out: Record<string, number> = {};
  try {
    for (const p of PATHS) for (let i = 0; i < 50; i++) await get(p); // warm up the JIT and the caches
    for (const p of PATHS) {
      const cpu0 = cpuMsOf(inst.child!.pid!);
      for (let i = 0; i < calls; i++) await get(p);
      out[p] = (cpuMsOf(inst.child!.pid!) - cpu0) / calls;
    }
  } finally {
    agent.destroy();
  }
  return out;
}

/** Statements per request of each polled path, counted by a Kysely plugin on an in-process app. */
async function statementsPerPath(database: PlatformDb, token: string, redisUrl: string | undefined): Promise<Record<string, number>> {
  let statements = 0;
  // Counted on results: transformQuery also sees every subquery a builder turns into a node.
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements++;
      return args.result;
    },
  };
  const app = await buildApp({
    db: { ...database, db: database.db.withPlugin(counter) },
    redis: redisUrl ? { url: redisUrl, prefix: `${loadScriptConfig().redisPrefix}polling-bench-${process.pid}:` } : undefined,
  });
  const out: Record<string, number> = {};
  try {
    await new Promise((r) => setTimeout(r, 500)); // the Redis subscription, if any
    for (const p of PATHS) {
      const call = async () => {
        const res = await app.inject({ method: 'GET', url: p, headers: headersOf(token) });
        if (res.statusCode !== 200) throw new Error(`${p} answered ${res.statusCode}`);
      };
      for (let i = 0; i < 3; i++) await call();
      statements = 0;
      for (let i = 0; i < 20; i++) await call();
      out[p] = statements / 20;
    }
  } finally {
    await app.close();
  }
  return out;
}

async function measure(engine: Engine) {
  const { databaseUrl, pollingPlayers, pollingSeconds, pollingWarmup, pollingSequential, pollingCpuProf, redisUrl, redisPrefix } =
    loadScriptConfig();
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (engine === 'postgres') {
    const db = await pgDatabase(databaseUrl as string, 'polling_bench');
    env = { DATABASE_URL: db.url };
    cleanup = db.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'polling-bench-'));
    env = { DATA_DIR: dir };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  // The platform as it runs by default (instances.ts would set error).
  env.LOG_LEVEL = 'info';
  if (redisUrl) Object.assign(env, { REDIS_URL: redisUrl, REDIS_PLATFORM_PREFIX: `${redisPrefix}polling-bench-${process.pid}:` });
  if (pollingCpuProf)
    Object.assign(env, {
      NODE_OPTIONS: `--require ${path.join(__dirname, 'cpu-profile.js')}`,
      CPU_PROFILE_DIR: path.resolve(pollingCpuProf),
    });
  const node: Instance = { port: await freePort() };
  await startInstance(node, env);
  const database = openDatabase(
    engine === 'postgres' ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: path.join(env.DATA_DIR, 'platform.sqlite') },
  );
  try {
    const tokens = await seedSessions(database, pollingPlayers);
    const perPath = await cpuPerPath(node, tokens[0], pollingSequential);
    const statements = await statementsPerPath(database, tokens[1 % tokens.length], redisUrl);
    const loader = fork(__filename, ['--load'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const load = await new Promise<LoadResult>((resolve, reject) => {
      loader.once('message', (m) => resolve(m as LoadResult));
      loader.once('error', reject);
      loader.once('exit', (code) => reject(new Error(`the load process exited ${code} without a result`)));
      loader.send({ port: node.port, pid: node.child!.pid!, tokens, seconds: pollingSeconds, warmup: pollingWarmup });
    });
    loader.kill();
    load.latencies.sort((a, b) => a - b);
    const errorCount = Object.values(load.errors).reduce((a, b) => a + b, 0);
    return {
      engine,
      perPath,
      statements,
      meant: load.sent / pollingSeconds,
      served: load.answered / (Math.max(load.lastAnswerMs, pollingSeconds * 1000) / 1000),
      ...load,
      errorCount,
      p50: pct(load.latencies, 0.5),
      p99: pct(load.latencies, 0.99),
      platformCpuPerRequest: load.platformCpuMs / Math.max(1, load.answered),
      clientCpuPerRequest: load.clientCpuMs / Math.max(1, load.sent),
    };
  } finally {
    await database.close();
    // SIGTERM first: the platform's own shutdown lets the profiler write its profile.
    if (pollingCpuProf && node.child && node.child.exitCode === null) {
      const exited = new Promise((r) => node.child!.once('exit', r));
      node.child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    await kill9(node);
    await cleanup();
  }
}

async function main() {
  const { databaseUrl, pollingPlayers, pollingSeconds, pollingWarmup, redisUrl } = loadScriptConfig();
  const engines: Engine[] = databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  console.log(
    `Polling: ${pollingPlayers} logged-in players at the spec's intervals against one instance, ${pollingSeconds} s${pollingWarmup ? ' after a warm-up' : ', cold start'}, ` +
      `${redisUrl ? 'REDIS_URL set' : 'no Redis'}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const rows: string[] = [];
  for (const engine of engines) {
    const r = await measure(engine);
    console.log(`\n${engine}: platform CPU ms per request, sequential: ${PATHS.map((p) => `${p} ${r.perPath[p].toFixed(3)}`).join(', ')}`);
    console.log(`${engine}: statements per request: ${PATHS.map((p) => `${p} ${r.statements[p]}`).join(', ')}`);
    if (r.warmupSeconds > 0) console.log(`${engine}: warm-up (each player polls each path once): ${r.warmupSeconds.toFixed(1)} s`);
    if (r.errorCount > 0) console.log(`  errors: ${JSON.stringify(r.errors)}`);
    rows.push(
      `| ${engine} | ${r.sent} | ${r.meant.toFixed(0)} | ${r.served.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errorCount} | ${r.late} | ${r.platformCpuPerRequest.toFixed(3)} | ${r.clientCpuPerRequest.toFixed(3)} | ${os.loadavg()[0].toFixed(1)} |`,
    );
  }
  console.log(
    '\n| engine | requests | meant/s | served/s | p50 ms | p99 ms | errors | sent > 100 ms late | platform CPU ms/request | client CPU ms/request | load average |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

if (process.argv.includes('--load')) {
  process.once('message', (job) => void runLoad(job as Parameters<typeof runLoad>[0]).then((r) => process.send!(r, () => process.exit(0))));
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
