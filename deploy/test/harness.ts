/**
 * What the reference deployment's tests and npm run bench:faults share: a private Redis and a
 * private PostgreSQL in a scratch folder (so that restarting them touches nothing else on the
 * machine), and the players' load through the front.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import pg from 'pg';
import { startCluster } from '../cluster.mjs';
import { freePort } from '../../platform/scripts/instances';
import { ADMIN_TOKEN, type Client } from '../../platform/test/accounts/helpers';
import { ORIGIN } from '../../platform/test/wallet/helpers';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * The reference deployment as the tests run it: 2 site and 2 platform instances on free ports behind
 * the front in `dir` (its error log, its JSON access log access.log and each instance's output,
 * `<name>.log`, there: instanceLog), on the last build, every test player allowed in from 127.0.0.1
 * with the platform test helpers' origin; the front's stub_status and the sites' and platforms'
 * metrics on free ports of 127.0.0.1 (each process's in its env: SITE_METRICS_PORT, METRICS_PORT).
 */
export async function startTestCluster(options: {
  dir: string;
  databaseUrl: string;
  redisUrl: string;
  stdio?: 'inherit' | 'ignore';
  /** The instances' LOG_LEVEL (info: a platform logs the requests that may change something; debug: every request). */
  logLevel?: 'info' | 'debug';
  log?: (message: string) => void;
  onUnexpectedExit: (proc: { name: string }, code: unknown) => void;
}): Promise<Cluster> {
  const [port, platformPort, statusPort, ...instancePorts] = await Promise.all(Array.from({ length: 11 }, freePort));
  return startCluster({
    dir: options.dir,
    nginxErrorLog: path.join(options.dir, 'error.log'),
    accessLog: path.join(options.dir, 'access.log'),
    logDir: options.dir,
    statusPort,
    siteMetricsPorts: instancePorts.slice(4, 6),
    platformMetricsPorts: instancePorts.slice(6, 8),
    port,
    platformPort,
    sitePorts: instancePorts.slice(0, 2),
    platformPorts: instancePorts.slice(2, 4),
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    build: false,
    stdio: options.stdio ?? 'ignore',
    workerProcesses: '2',
    env: {
      PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
      // A line per request that may change something (platform) and per page (site): the logs an
      // operator reads, which the tests search for request ids and for secrets.
      LOG_LEVEL: options.logLevel ?? 'info',
      // Every test player comes from 127.0.0.1 (the front passes the real address on).
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      // The platform test helpers send the local site's origin.
      SITE_ORIGIN: `${ORIGIN.origin},http://localhost:${port},http://127.0.0.1:${port}`,
    },
    log: options.log ?? (() => {}),
    onUnexpectedExit: options.onUnexpectedExit,
  });
}

/** The output of one of the cluster's processes ('site 1', 'platform 2'), as written so far. */
export const instanceLog = (dir: string, name: string): string => {
  const file = path.join(dir, `${name.replace(/\W+/g, '-')}.log`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

/** Polls (every 100 ms, at most `withinMs`) until `read()` holds `text`; answers what it read. */
export async function holdsWithin(read: () => string, text: string, withinMs: number, what: string): Promise<string> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const content = read();
    if (content.includes(text)) return content;
    if (Date.now() > deadline) throw new Error(`${what} did not hold ${text} within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The JSON lines of a log that mention `id` (an instance's output also holds Next's plain lines). */
export const linesWith = (text: string, id: string) =>
  text
    .split('\n')
    .filter((line) => line.includes(id) && line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

export interface Player {
  client: Client;
  token: string;
}

/** What a load phase saw: answered rounds, and every request that did not succeed. */
export interface Seen {
  /** The phase's budget of requests. */
  maxOps: number;
  ops: number;
  rounds: Set<string>;
  failures: string[];
}

export const newSeen = (maxOps: number): Seen => ({ maxOps, ops: 0, rounds: new Set(), failures: [] });

/** Public pages a visitor opens (pre-rendered ones from the front's cache, a search per request). */
export const PAGES = ['/fi', '/fi/pelit', '/fi/uutiset', '/et', '/en/news', '/fi/pelit/1/popular', '/fi/haku?q=book'];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** `count` consecutive free ports on 127.0.0.1 (the cluster command puts its instances on PORT+1...). */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const taken = await Promise.all(Array.from({ length: count }, (_, i) => answers(base + i)));
    if (taken.every((t) => !t)) return base;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

/** Waits (bounded) until something accepts connections on `port`. */
async function listening(port: number, timeoutMs: number, what: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await answers(port)) return;
    if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`${what} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${what} did not listen on ${port} within ${timeoutMs / 1000} s`);
    await wait(100);
  }
}

export interface PrivateRedis {
  url: string;
  /** SIGTERM and start again on the same port and folder (its append-only file brings the data back). */
  restart(): Promise<void>;
  /** Loses every key (FLUSHALL). */
  flushAll(): Promise<void>;
  /** Unreachable for `ms`: the process stopped (SIGSTOP), its connections open but unanswered, then continued. */
  unreachable(ms: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A private Redis on a free port, with the persistence the deployment expects (appendonly yes,
 * deploy/README.md "Faults") in a scratch folder of its own.
 */
export async function startRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-redis-'));
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
  ];
  let child: ChildProcess;
  const launch = async () => {
    child = spawn('redis-server', args, { stdio: 'ignore' });
    child.once('error', () => undefined);
    try {
      await listening(port, 10_000, 'redis-server', child);
    } catch (error) {
      throw new Error(`${(error as Error).message} (apt-get install redis-server)`);
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited;
  };
  await launch();
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    restart: async () => {
      await stop();
      await launch();
    },
    flushAll: async () => {
      const client = createClient({ url });
      await client.connect();
      await client.flushAll();
      await client.close();
    },
    unreachable: async (ms) => {
      child.kill('SIGSTOP');
      await wait(ms);
      child.kill('SIGCONT');
    },
    stop: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivatePostgres {
  /** The server's own database (postgres), as superuser postgres without a password. */
  url: string;
  /** A fast shutdown (`pg_ctl stop -m fast`: transactions in flight are rolled back), down for `downMs`, started again. */
  restart(downMs: number): Promise<void>;
  /** A fast shutdown, `run` while the server is down, then started again (whatever `run` does). */
  whileDown<T>(run: () => Promise<T>): Promise<T>;
  /** Terminates every client connection (pg_terminate_backend), in the middle of whatever it runs. */
  terminateAll(): Promise<number>;
  stop(): Promise<void>;
}

/** Debian's PostgreSQL binaries: on PATH, or the newest /usr/lib/postgresql/N/bin. */
function pgBin(name: string): string {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || pgLibBin(name);
  } catch {
    return pgLibBin(name);
  }
}

function pgLibBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const file = path.join(root, v, 'bin', name);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`${name} not found: install Debian's postgresql (apt-get install postgresql)`);
}

/**
 * A private PostgreSQL server in a scratch folder on a free port (initdb, trust authentication on
 * 127.0.0.1), run as the system user postgres when started as root (initdb refuses root).
 */
export async function startPostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (bin: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : pgBin(bin), asRoot ? ['-u', 'postgres', '--', pgBin(bin), ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      cwd: dir,
    });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stopFast = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    restart: async (downMs) => {
      stopFast();
      await wait(downMs);
      start();
    },
    whileDown: async (whileStopped) => {
      stopFast();
      try {
        return await whileStopped();
      } finally {
        start();
      }
    },
    terminateAll: async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const res = await admin.query(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $1',
        ['client backend'],
      );
      await admin.end();
      return res.rows[0].n as number;
    },
    stop: async () => {
      try {
        stopFast();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const spinOnce = (player: Player, key: string) =>
  player.client.post(
    `/sandbox/slot/${encodeURIComponent(player.token)}/spin`,
    { bet: 0.2, idempotencyKey: key },
    { as: 'json', headers: { ...ORIGIN, 'idempotency-key': key } },
  );

/**
 * Page views (half of them as a logged-in player, whom the front never answers from its cache),
 * balance polls and spins through the front at `front`, until `until` or the phase's budget.
 */
export async function load(front: string, players: Player[], until: number, seen: Seen): Promise<void> {
  const more = () => Date.now() < until && seen.ops < seen.maxOps;
  await Promise.all(
    players.flatMap((player, i) => [
      (async () => {
        let n = i;
        while (more()) {
          seen.ops++;
          const page = PAGES[n++ % PAGES.length];
          const headers: Record<string, string> = n % 2 === 0 && player.client.cookie ? { cookie: player.client.cookie } : {};
          try {
            const res = await fetch(front + page, { headers, signal: AbortSignal.timeout(30_000) });
            const html = await res.text();
            if (res.status !== 200 || !html.includes('</html>')) seen.failures.push(`GET ${page}: ${res.status}`);
          } catch (error) {
            seen.failures.push(`GET ${page}: ${(error as Error).message}`);
          }
        }
      })(),
      (async () => {
        while (more()) {
          seen.ops++;
          try {
            const res = await player.client.get('/player/balance');
            if (res.status !== 200) seen.failures.push(`poll: ${res.status} ${res.text.slice(0, 200)}`);
          } catch (error) {
            seen.failures.push(`poll: ${(error as Error).message}`);
          }
          // A player's tab polls now and then, not in a tight loop.
          await new Promise((r) => setTimeout(r, 100));
        }
      })(),
      (async () => {
        while (more()) {
          seen.ops++;
          const key = randomUUID();
          try {
            const res = await spinOnce(player, key);
            if (res.status === 200) seen.rounds.add(res.body.roundId);
            else seen.failures.push(`spin: ${res.status} ${res.text.slice(0, 200)}`);
          } catch (error) {
            seen.failures.push(`spin: ${(error as Error).message}`);
          }
        }
      })(),
    ]),
  );
}
