/**
 * Wallet rounds per second: N concurrent players (each a pay-and-play deposit through the bank
 * simulator, then a real-money launch) spin the sandbox slot as fast as their answers come back,
 * for a bounded time and count. Afterwards the ledger is checked (GET /sandbox/admin/wallet/check):
 * per player and account the sum of the ledger must equal the balance row. SQLite always;
 * PostgreSQL too when DATABASE_URL is set (WALLET_BENCH_ENGINES picks).
 * Each number of players gives two rows: `http` (the API; the players run in a separate load
 * process, wallet-bench-client.ts, as real players are not inside the platform) and `direct`
 * (the same players calling spinReal in this process: the wallet and the database without HTTP).
 * Statements per spin: the database statements the platform sent during the row, BEGIN, COMMIT
 * and savepoints included (counted by the database clients, src/db), divided by the rounds played;
 * rounds sharing a transaction share its BEGIN and COMMIT.
 * Round trips: the times the platform waited for PostgreSQL's answer (src/db/pgClient.ts sends
 * BEGIN and the writes nobody reads with the next statement); on SQLite each statement is a call.
 * CPU ms per round: the platform process's CPU time (HTTP server, platform and, on SQLite, the
 * database; not the load process, not PostgreSQL) per round, a figure that holds better than
 * rounds/s on a machine busy with others. pg cpu ms/round: the same for the PostgreSQL backends
 * serving the platform (read from /proc when PostgreSQL runs on this machine). load cpu ms/round:
 * the load process's (http rows), which shares the machine's cores with the platform.
 * Before the rows of each engine and number of players, the players spin over HTTP for 5 s, not
 * counted, so that neither row pays the JIT's warm-up (the direct row runs the same round code).
 * WALLET_BENCH_PROFILE=1 also prints the statements a round sends, by kind and table, and where the
 * platform's CPU went during each row (a V8 CPU profile, wallet-bench-profile.ts).
 * WALLET_BENCH_METRICS: `on` (default) runs the platform as the deployment does with METRICS_PORT set
 * (each request and statement timed, the process's own metrics, a scrape of the metrics listener
 * every second: fifteen times Prometheus' usual interval); `off` without them (the counters of the
 * money paths count either way); `both` measures every row both ways, side by side, `off` right
 * before `on` (the process's own collectors, an event-loop delay monitor and a GC observer, stay
 * on once the first `on` row started them: prom-client cannot stop them).
 * WALLET_BENCH_STEPS=1 also plays the direct row again with the round steps (features/roundSteps.ts)
 * taken off one at a time from the last: what a step adds is the difference between two rows (the
 * same players, who by then have more history: a programme level reached may give free spins).
 * pgbench: when it is installed (Debian: postgresql-client), right after the PostgreSQL rows of each
 * number of players, its tpcb-like script (5 statements a transaction, prepared) runs on the same
 * server in a scratch database of its own (`pgbench -i -s 10`, dropped afterwards), with as many
 * clients as players for as long as a row; its tps is a row of its own, and each PostgreSQL row
 * gives its rounds/s as a multiple of it (× pgbench): what the server does for a simple
 * transaction on this machine, now, the yardstick of a round.
 *
 *   npm run bench:wallet
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:wallet
 *   WALLET_BENCH_SECONDS=10 WALLET_BENCH_PLAYERS=1,8,32 WALLET_BENCH_MAX_ROUNDS=200000 npm run bench:wallet
 */
import { execFile, fork, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { buildApp } from '../src/app';
import { loadScriptConfig } from '../src/config';
import { openDatabase, statementsSoFar, type Engine, type PlatformDb } from '../src/db';
import { pgRoundTripsSoFar } from '../src/db/pgClient';
import { migrateAndSeed } from '../src/setup';
import { spinReal } from '../src/features/games/slot';
import { ROUND_STEPS } from '../src/features/roundSteps';
import type { RoundSteps } from '../src/features/games';
import { pgDatabase } from './instances';
import type { ClientJob, ClientResult } from './wallet-bench-client';
import { profiled } from './wallet-bench-profile';
import { observeQuery } from '../src/metrics/database';
import { startMetricsServer } from '../src/metrics/server';

const {
  databaseUrl,
  sqliteSynchronous,
  benchSeconds: SECONDS,
  benchPlayers: PLAYERS,
  benchMaxRounds: MAX_ROUNDS,
  benchProfile: PROFILE,
  benchSteps: STEPS,
  benchEngines,
  benchMetrics,
} = loadScriptConfig();
const ADMIN = 'wallet-bench';
/** Seconds the players spin over HTTP, not counted, before each engine's rows. */
const WARMUP_SECONDS = 5;

/**
 * Profiling only (installed when WALLET_BENCH_PROFILE=1, so that the rows measure the platform as
 * it runs): which statements the platform sends, by kind and table. Counted as their results
 * come back: a statement built once and run again (db/prepared.ts) is compiled, and so seen by
 * transformQuery, only once; its kind is remembered by its query id.
 */
class StatementKinds implements KyselyPlugin {
  readonly kinds = new Map<string, number>();
  readonly #kindOf = new WeakMap<QueryId, string>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const n = node as unknown as {
      kind: string;
      from?: { froms?: { table?: { identifier?: { name?: string } } }[] };
      table?: { table?: { identifier?: { name?: string } } };
      into?: { table?: { identifier?: { name?: string } } };
    };
    const table = n.from?.froms?.[0]?.table?.identifier?.name ?? n.table?.table?.identifier?.name ?? n.into?.table?.identifier?.name ?? '';
    this.#kindOf.set(queryId, `${n.kind} ${table}`);
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const k = this.#kindOf.get(queryId) ?? '?';
    this.kinds.set(k, (this.kinds.get(k) ?? 0) + 1);
    return result;
  }
}

interface Row {
  engine: Engine;
  /** http: through the API; direct: spinReal called in this process. */
  path: 'http' | 'direct';
  /** The round steps' names when not all of ROUND_STEPS (WALLET_BENCH_STEPS=1). */
  steps?: string[];
  /** Whether metrics were served (WALLET_BENCH_METRICS). */
  metrics: boolean;
  players: number;
  rounds: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  ledgerOk: boolean;
  ledgerEntries: number;
  /** Statements per round (+2 for BEGIN and COMMIT). */
  statements: number;
  /** Waits for the database per round (PostgreSQL; on SQLite the statements). */
  roundTrips: number;
  cpuMs: number;
  /** PostgreSQL's backends' CPU ms per round (when measurable). */
  dbCpuMs?: number;
  /** The load process's CPU ms per round (http rows). */
  loadCpuMs?: number;
  /** rounds/s over pgbench's tps with as many clients (PostgreSQL, when pgbench is installed). */
  timesPgbench?: number;
}

/** CPU ms so far of each PostgreSQL backend, by pid. */
type BackendsCpu = Map<number, number>;

/**
 * CPU ms so far of this bench's PostgreSQL backends (found by application_name), read from /proc:
 * PostgreSQL's side of the rounds, when the server runs on this machine (else undefined).
 */
async function pgBackendsCpu(url: string, appName: string): Promise<BackendsCpu | undefined> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [appName]);
    const cpu: BackendsCpu = new Map();
    for (const { pid } of rows) {
      const stat = readIfThere(`/proc/${pid}/stat`);
      // Not on this machine (PostgreSQL elsewhere), or the backend has just ended.
      if (stat === undefined) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    }
    return rows.length > 0 && cpu.size === 0 ? undefined : cpu;
  } catch {
    return undefined;
  } finally {
    await c.end();
  }
}

/**
 * The backends' CPU ms between two readings: per backend still there at the second (the pool closes
 * idle connections, and a backend gone would take its earlier time out of a plain sum); one that
 * started between them counts in full.
 */
function backendsCpuBetween(before: BackendsCpu, after: BackendsCpu): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

function readIfThere(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;

async function open(
  engine: Engine,
  metrics: boolean,
): Promise<{ database: PlatformDb; cleanup: () => Promise<void>; dbCpu: () => Promise<BackendsCpu | undefined> }> {
  // Each statement timed when metrics are served, as main.ts does.
  const onQuery = metrics ? observeQuery : undefined;
  if (engine === 'postgres') {
    const schema = `wallet_bench_${process.pid}`;
    const withName = new URL(databaseUrl as string);
    withName.searchParams.set('application_name', schema);
    const url = withName.toString();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    return {
      database: openDatabase({ databaseUrl: url, pgSearchPath: schema, pgPoolMax: 20, onQuery }),
      dbCpu: () => pgBackendsCpu(url, schema),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-'));
  return {
    database: openDatabase({ sqliteFile: path.join(dir, 'p.sqlite'), sqliteSynchronous, onQuery }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    dbCpu: async () => undefined,
  };
}

/** A browser-like client keeping its session cookie. */
class Player {
  cookie?: string;
  constructor(readonly base: string) {}
  async req(
    p: string,
    init: RequestInit & { json?: unknown; form?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Record<string, unknown>; location: string | null }> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(`${this.base}${p}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) this.cookie = c.split(';')[0];
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    return { status: res.status, body: parsed, location: res.headers.get('location') };
  }
}

async function newPlayer(base: string, gameId: number): Promise<{ p: Player; spinPath: string; playerId: number; gameId: number }> {
  const p = new Player(base);
  const init = await p.req('/payment/initDeposit', {
    json: { country: 'FIN', amount: 5000, method: 'bank', currency: 'EUR', policyChecked: true, privacyPolicyChecked: true },
  });
  const bankPath = String(init.body.redirectUrl).replace(/^\/api/, '');
  const approved = await p.req(bankPath, { form: { decision: 'approve', identity: 'new' } });
  if (approved.status !== 303) throw new Error(`approve: ${approved.status}`);
  const st = await p.req('/payment/depositStatus', { json: { token: init.body.token } });
  if (st.body.status !== 'ok') throw new Error(`depositStatus: ${JSON.stringify(st.body)}`);
  const launch = await p.req(`/game/real/${gameId}`);
  return { p, spinPath: `${String(launch.body.url).replace(/^\/api/, '')}/spin`, playerId: Number(st.body.userId), gameId };
}

const pct = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

/** What a row's players did: rounds played, failed calls, how long, each call's latency (and the load process's CPU). */
type Played = Omit<ClientResult, 'cpuMs'> & { cpuMs?: number };

/** Each player spins (`spinOnce` answers whether the round was played) until the row's time or count is up. */
async function spinHere(spinners: (() => Promise<boolean>)[]): Promise<Played> {
  const latencies: number[] = [];
  let rounds = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    spinners.map(async (spinOnce) => {
      while (performance.now() < deadline && rounds + errors < MAX_ROUNDS) {
        const t0 = performance.now();
        const ok = await spinOnce();
        latencies.push(performance.now() - t0);
        if (ok) rounds++;
        else errors++;
      }
    }),
  );
  return { rounds, errors, seconds: (performance.now() - started) / 1000, latencies };
}

/** The load process (wallet-bench-client.ts), started and ready before the row's clock starts. */
async function startClient(): Promise<{ play: (job: ClientJob) => Promise<Played>; stop: () => void }> {
  const child = fork(path.join(__dirname, 'wallet-bench-client.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench client exited ${code}`)));
  });
  return {
    play: (job) =>
      new Promise<Played>((resolve, reject) => {
        child.once('message', (result) => resolve(result as Played));
        child.once('exit', (code) => code !== 0 && reject(new Error(`bench client exited ${code}`)));
        child.send(job);
      }),
    stop: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}

/** One row: plays (here or in the load process) while counting statements and this process's CPU. */
interface Meters {
  /** Only when profiling. */
  kinds?: StatementKinds;
  check: () => Promise<{ ok: boolean; entries: number }>;
  dbCpu: () => Promise<BackendsCpu | undefined>;
  metrics: boolean;
}

async function row(
  engine: Engine,
  path: Row['path'],
  players: number,
  { kinds, check, dbCpu, metrics }: Meters,
  play: () => Promise<Played>,
): Promise<Row> {
  kinds?.kinds.clear();
  const trips0 = pgRoundTripsSoFar();
  const sent0 = statementsSoFar(engine);
  const db0 = await dbCpu();
  const cpu0 = process.cpuUsage();
  const {
    rounds,
    errors,
    seconds,
    latencies,
    cpuMs: loadCpuMs,
  } = PROFILE ? await profiled(`${engine} ${path} ${players}`, play) : await play();
  const cpu = process.cpuUsage(cpu0);
  const trips = pgRoundTripsSoFar() - trips0;
  const db1 = await dbCpu();
  const statements = statementsSoFar(engine) - sent0;
  if (kinds) {
    console.log(`${engine} ${path} ${players} players: statements per round`);
    for (const [k, c] of [...kinds.kinds].sort((a, b) => b[1] - a[1]))
      console.log(`  ${(c / Math.max(1, rounds + errors)).toFixed(2)}  ${k}`);
  }
  const ledger = await check();
  latencies.sort((a, b) => a - b);
  return {
    engine,
    path,
    metrics,
    players,
    rounds,
    errors,
    seconds,
    perSecond: rounds / seconds,
    p50: pct(latencies, 0.5),
    p95: pct(latencies, 0.95),
    p99: pct(latencies, 0.99),
    ledgerOk: ledger.ok === true,
    ledgerEntries: ledger.entries,
    statements: statements / Math.max(1, rounds + errors),
    roundTrips: (engine === 'postgres' ? trips : statements) / Math.max(1, rounds + errors),
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, rounds + errors),
    dbCpuMs: db0 === undefined || db1 === undefined ? undefined : backendsCpuBetween(db0, db1) / Math.max(1, rounds + errors),
    loadCpuMs: loadCpuMs === undefined ? undefined : loadCpuMs / Math.max(1, rounds + errors),
  };
}

/**
 * Two rows per number of players: through HTTP (the player's path), and `direct`, the same
 * players calling spinReal in this process (the wallet and the database alone, no HTTP); with
 * WALLET_BENCH_STEPS=1, then the direct row with fewer round steps.
 */
async function measure(engine: Engine, players: number, metrics: boolean): Promise<Row[]> {
  const { database, cleanup, dbCpu } = await open(engine, metrics);
  await migrateAndSeed(database);
  const kinds = PROFILE ? new StatementKinds() : undefined;
  const db = kinds ? database.db.withPlugin(kinds) : database.db;
  const app = await buildApp({ db: { ...database, db }, adminToken: ADMIN, metrics });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Served and scraped every second while the rows run, as a (busy) Prometheus would.
  const metricsServer = metrics ? await startMetricsServer('127.0.0.1', 0) : undefined;
  const scraper =
    metricsServer &&
    setInterval(() => {
      fetch(`http://127.0.0.1:${metricsServer.port}/metrics`).then(
        (res) => res.text(),
        () => undefined,
      );
    }, 1000);
  const check = async () => (await fetch(`${base}/sandbox/admin/wallet/check`, { headers: { 'x-admin-token': ADMIN } })).json();
  let client: Awaited<ReturnType<typeof startClient>> | undefined;
  try {
    const ps = await Promise.all(Array.from({ length: players }, (_, i) => newPlayer(base, 1 + (i % 50))));
    client = await startClient();
    const job: ClientJob = {
      base,
      players: ps.map(({ p, spinPath }) => ({ cookie: p.cookie ?? '', spinPath })),
      seconds: SECONDS,
      maxRounds: MAX_ROUNDS,
    };
    const meters: Meters = { kinds, check, dbCpu, metrics };
    // Uncounted warm-up: the first rows used to pay V8's compilation of the round and HTTP code
    // (its compiler threads count in this process's CPU), which made HTTP look dearer than direct.
    const warm = await startClient();
    await warm.play({ ...job, seconds: Math.min(WARMUP_SECONDS, SECONDS) });
    warm.stop();
    const http = await row(engine, 'http', players, meters, () => (client as NonNullable<typeof client>).play(job));
    const direct = (steps: RoundSteps) =>
      row(engine, 'direct', players, meters, () =>
        spinHere(
          ps.map(({ playerId, gameId }) => async () => {
            try {
              await spinReal(db, { playerId, gameId, betCents: 10, idempotencyKey: randomUUID(), now: Date.now(), steps });
              return true;
            } catch {
              return false;
            }
          }),
        ),
      );
    const rows = [http, await direct(ROUND_STEPS)];
    // Each step's cost: the same direct row with the steps from it to the last taken off.
    for (let n = STEPS ? ROUND_STEPS.length - 1 : -1; n >= 0; n--) {
      const steps = ROUND_STEPS.slice(0, n);
      rows.push({ ...(await direct(steps)), steps: steps.map((s) => s.name) });
    }
    return rows;
  } finally {
    client?.stop();
    clearInterval(scraper);
    await metricsServer?.close();
    await app.close();
    await database.close();
    await cleanup();
  }
}

/** pgbench's scale: 10 branches, 1,000,000 accounts (about 150 MB). */
const PGBENCH_SCALE = 10;
const run = promisify(execFile);

/** A pgbench run: its transactions for a row's rounds. */
interface Pgbench {
  path: 'pgbench';
  clients: number;
  transactions: number;
  failed: number;
  seconds: number;
  tps: number;
  latencyMs: number;
}

/**
 * pgbench's tpcb-like script on DATABASE_URL's server, in a scratch database made and initialised
 * (`pgbench -i`) at the first run, so after the first PostgreSQL rows, and dropped by `drop`;
 * undefined when pgbench is not installed.
 */
function pgbenchBaseline(): { tps: (clients: number) => Promise<Pgbench>; drop: () => Promise<void> } | undefined {
  if (spawnSync('pgbench', ['--version']).error) return undefined;
  let scratch: Awaited<ReturnType<typeof pgDatabase>> | undefined;
  const seconds = Math.max(1, Math.round(SECONDS));
  return {
    tps: async (clients) => {
      if (!scratch) {
        scratch = await pgDatabase(databaseUrl as string, 'wallet_bench_pgbench');
        await run('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), scratch.url]);
      }
      const { stdout } = await run('pgbench', [
        ...['-M', 'prepared', '-c', String(clients), '-j', String(Math.min(2, clients)), '-T', String(seconds)],
        scratch.url,
      ]);
      const number = (re: RegExp) => Number(re.exec(stdout)?.[1] ?? NaN);
      const b: Pgbench = {
        path: 'pgbench',
        clients,
        transactions: number(/^number of transactions actually processed: (\d+)/m),
        failed: number(/^number of failed transactions: (\d+)/m) || 0,
        seconds,
        tps: number(/^tps = ([\d.]+)/m),
        latencyMs: number(/^latency average = ([\d.]+) ms/m),
      };
      if (!(b.tps > 0)) throw new Error(`pgbench: no tps in its output:\n${stdout}`);
      return b;
    },
    drop: async () => scratch?.drop(),
  };
}

async function main(): Promise<void> {
  const engines = benchEngines.filter((e) => e === 'sqlite' || databaseUrl);
  const modes = benchMetrics === 'both' ? [false, true] : [benchMetrics === 'on'];
  /** Each engine's and number of players' rows, one list per metrics mode, and its pgbench row. */
  const measured = new Map<string, { modes: Row[][]; pgbench?: Pgbench }>();
  for (const engine of engines) {
    const pgbench = engine === 'postgres' ? pgbenchBaseline() : undefined;
    if (engine === 'postgres' && !pgbench)
      console.log('pgbench is not installed (Debian: postgresql-client): no pgbench row, no × pgbench column.');
    try {
      for (const n of PLAYERS) {
        // Both modes right after each other: the machine's load moves less between them.
        const at: { modes: Row[][]; pgbench?: Pgbench } = { modes: [] };
        for (const metrics of modes) at.modes.push(await measure(engine, n, metrics));
        if (pgbench) at.pgbench = await pgbench.tps(n);
        measured.set(`${engine}:${n}`, at);
      }
    } finally {
      await pgbench?.drop();
    }
  }
  /** The table's rows in order: each row with and without metrics side by side, then the pgbench row of its PostgreSQL rows. */
  const table: (Row | Pgbench)[] = [];
  for (const { modes: byMode, pgbench } of measured.values()) {
    for (let j = 0; j < byMode[0].length; j++) for (const rowsOfMode of byMode) if (rowsOfMode[j]) table.push(rowsOfMode[j]);
    if (!pgbench) continue;
    for (const rowsOfMode of byMode) for (const r of rowsOfMode) r.timesPgbench = r.perSecond / pgbench.tps;
    table.push(pgbench);
  }
  const rows = table.filter((r): r is Row => r.path !== 'pgbench');
  const withPgbench = table.length > rows.length;
  const header = [
    'engine',
    'path',
    'players',
    'rounds',
    'errors',
    'seconds',
    'rounds/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'statements',
    'round trips',
    'cpu ms/round',
    'pg cpu ms/round',
    'load cpu ms/round',
    'ledger',
    ...(withPgbench ? ['× pgbench'] : []),
  ];
  const lines = table.map((r) =>
    r.path === 'pgbench'
      ? // Its transactions for rounds; its average latency (no percentiles without a log); BEGIN, 5 statements, END.
        [
          'postgres',
          'pgbench',
          String(r.clients),
          String(r.transactions),
          String(r.failed),
          r.seconds.toFixed(1),
          r.tps.toFixed(0),
          `${r.latencyMs.toFixed(1)} avg`,
          '-',
          '-',
          '7.0',
          '7.0',
          '-',
          '-',
          '-',
          '-',
          '1.00',
        ]
      : [
          r.engine,
          [
            r.path,
            ...(modes.length > 1 ? [`metrics ${r.metrics ? 'on' : 'off'}`] : []),
            ...(r.steps ? [`steps: ${r.steps.join(' + ') || 'none'}`] : []),
          ].join(', '),
          String(r.players),
          String(r.rounds),
          String(r.errors),
          r.seconds.toFixed(1),
          r.perSecond.toFixed(0),
          r.p50.toFixed(1),
          r.p95.toFixed(1),
          r.p99.toFixed(1),
          r.statements.toFixed(1),
          r.roundTrips.toFixed(1),
          r.cpuMs.toFixed(2),
          r.dbCpuMs === undefined ? '-' : r.dbCpuMs.toFixed(2),
          r.loadCpuMs === undefined ? '-' : r.loadCpuMs.toFixed(2),
          r.ledgerOk ? `ok (${r.ledgerEntries} rows)` : 'MISMATCH',
          ...(withPgbench ? [r.timesPgbench === undefined ? '-' : r.timesPgbench.toFixed(2)] : []),
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `Wallet rounds (bet 0.10 EUR, ${SECONDS} s or ${MAX_ROUNDS} rounds per row; SQLite synchronous=${sqliteSynchronous}; metrics ${benchMetrics}; http: players in a separate load process; cpu: the platform process alone${withPgbench ? `; pgbench: tpcb-like, -s ${PGBENCH_SCALE}, -M prepared, as many clients as players` : ''})`,
  );
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(fmt(l));
  if (rows.some((r) => !r.ledgerOk)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
