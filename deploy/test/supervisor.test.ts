/**
 * `npm run cluster` as an operator runs it (`node deploy/cluster.mjs`, a child process with its
 * environment: a scratch PostgreSQL database, a private Redis, free ports, a scratch CLUSTER_DIR).
 * The instances' pids come from CLUSTER_DIR/cluster.json, which the cluster rewrites on every change.
 * Under page views, polling and spins through the front:
 * - kill -9 of one site and one platform instance: no request fails, the cluster starts both again
 *   (its log names each with its pid) and both are ready again, every money invariant holds; then
 *   kill -9 of the front's nginx: it is started again and serves;
 * - a release of a new build (`npm run cluster -- release`) whose platform brings a migration: no
 *   request fails, the migration ran, every instance runs the new build afterwards, and the scripts
 *   of a page the old build rendered still answer;
 * - a platform instance that fails to start again and again (its port taken): the cluster gives up
 *   at the start limit, stops, exits non-zero and names it;
 * - the same command started again runs the last release, and stops with exit 0 on SIGTERM.
 * Needs what topology.test.ts needs (DATABASE_URL, nginx, redis-server, the site's build).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx jest -c deploy/test/jest.config.js supervisor
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, siteBuilt } from '../build.mjs';
import { loadScriptConfig } from '../../platform/src/config';
import { openDatabase, type PlatformDb } from '../../platform/src/db';
import { pgDatabase } from '../../platform/scripts/instances';
import { ADMIN_TOKEN } from '../../platform/test/accounts/helpers';
import { moneyProblems } from '../../platform/test/shared/invariants';
import { ORIGIN, launch, newCustomerDeposit } from '../../platform/test/wallet/helpers';
import { type Player, type PrivateRedis, freePortRun, load, newSeen, startRedis } from './harness';

const { databaseUrl } = loadScriptConfig();
const PLAYERS = 4;
/** Requests at most in each load phase. */
const KILL_OPS = 8000;
const RELEASE_OPS = 30_000;
const LOAD_MS = 2000;
/** Generous bounds for a busy 2-core machine; the real figures are printed. */
const BACK_WITHIN_MS = 60_000;

jest.setTimeout(900_000);

interface ProcState {
  name: string;
  kind: string;
  port: number;
  pid: number | null;
  ready: boolean;
}
interface ClusterState {
  pid: number;
  url: string;
  siteDistDir: string;
  platformDir: string;
  release: { id: string; status: string; buildId?: string; message?: string } | null;
  processes: ProcState[];
}

/** Polls `check` (every 100 ms, at most `withinMs`) until it answers something. */
async function until<T>(what: string, withinMs: number, check: () => T | undefined): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/**
 * A second build of the site, made from the first without a second `next build`: a copy whose build
 * id is changed everywhere it is written (its static folder /_next/static/<id>/ included), so that
 * the old build's id-named files exist only in the old build.
 */
function copyWithNewBuildId(from: string, to: string): string {
  const oldId = fs.readFileSync(path.join(from, 'BUILD_ID'), 'utf8').trim();
  const newId = `${oldId.slice(0, 10)}release${Date.now().toString(36)}`;
  fs.cpSync(from, to, {
    recursive: true,
    filter: (src) => path.basename(src) !== 'cache' || path.dirname(src) !== from,
    verbatimSymlinks: true,
  });
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && /\.(?:js|json|html|rsc|txt|meta|body)$|BUILD_ID$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        if (text.includes(oldId)) fs.writeFileSync(file, text.split(oldId).join(newId));
      } else if (entry.name.endsWith('.gz')) fs.rmSync(file);
    }
  };
  walk(to);
  fs.renameSync(path.join(to, 'static', oldId), path.join(to, 'static', newId));
  return newId;
}

/**
 * A second build of the platform: the first, with one more migration of the kind a release may
 * carry (additive: a new table; docs/decisions.md#migrations), compiled as tsc would write it.
 */
function copyWithMigration(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
  fs.appendFileSync(
    path.join(to, 'db', 'migrations', 'index.js'),
    "\nexports.migrations['9999_release_probe'] = { up: async (db) => { await db.schema.createTable('release_probe').addColumn('id', 'integer').execute(); } };\n",
  );
}

/**
 * Whether every nginx worker in these access log lines (the front's JSON log) has had a good
 * answer from each of `ports`' instances, the last one tried for a request (`upstream` lists each
 * one tried).
 */
function servedByEveryWorker(lines: string, ports: number[]): boolean {
  const served = new Map<number, Set<number>>();
  for (const line of lines.split('\n')) {
    if (!line.startsWith('{') || !line.endsWith('}')) continue;
    const entry = JSON.parse(line) as { worker: number; status: number; upstream: string };
    const byWorker = served.get(entry.worker) ?? new Set<number>();
    served.set(entry.worker, byWorker);
    const last = Number(entry.upstream.split(/[ ,:]+/).pop());
    if (entry.status < 500 && ports.includes(last)) byWorker.add(last);
  }
  return served.size > 0 && [...served.values()].every((answered) => ports.every((port) => answered.has(port)));
}

const describeWithDatabase = databaseUrl ? describe : describe.skip;

describeWithDatabase('npm run cluster: a supervisor that heals, a release under load', () => {
  let cluster: ChildProcess | undefined;
  let output = '';
  let redis: PrivateRedis | undefined;
  let scratch: { url: string; drop: () => Promise<void> } | undefined;
  let database: PlatformDb | undefined;
  let dir = '';
  let front = '';
  let port = 0;
  let platformPort = 0;
  /** nginx's stub_status, then the two sites' metrics. */
  let metricsPort = 0;
  let redisUrl = '';
  let newId = '';
  const releaseDist = `.next-test-release-${process.pid}`;
  const releasePlatform = path.join('platform', `dist-release-test-${process.pid}`);
  const players: Player[] = [];
  const rounds = new Set<string>();
  const state = (): ClusterState => JSON.parse(fs.readFileSync(path.join(dir, 'cluster.json'), 'utf8'));
  const proc = (name: string) => state().processes.find((p) => p.name === name) as ProcState;
  const accessLog = () => path.join(dir, 'access.log');
  /** Load (bounded by count) until `phase` is over, then LOAD_MS more. */
  const underLoad = async <T>(maxOps: number, phase: () => Promise<T>) => {
    const seen = newSeen(maxOps);
    let going = true;
    const running = (async () => {
      while (going && seen.ops < seen.maxOps) await load(front, players, Date.now() + LOAD_MS, seen);
    })();
    await until('load started', 30_000, () => (seen.ops > 20 ? true : undefined));
    try {
      const result = await phase();
      const more = seen.ops + 50;
      await until('load after the phase', 60_000, () => (seen.ops >= more ? true : undefined));
      return { seen, result };
    } finally {
      going = false;
      await running;
      for (const round of seen.rounds) rounds.add(round);
    }
  };

  /** `npm run cluster` (node deploy/cluster.mjs) with the test's environment; waits until it is ready. */
  const startCommand = async () => {
    output = '';
    const child = spawn(process.execPath, ['deploy/cluster.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: scratch?.url,
        REDIS_URL: redisUrl,
        PORT: String(port),
        PLATFORM_PORT: String(platformPort),
        CLUSTER_DIR: dir,
        FRONT_STATUS_PORT: String(metricsPort),
        SITE_METRICS_PORT: String(metricsPort),
        PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
        LOG_LEVEL: 'error',
        LOGIN_RATE_LIMIT_PER_IP: '100000',
        SITE_ORIGIN: `${ORIGIN.origin},http://localhost:${port},http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster = child;
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      fs.appendFileSync(path.join(dir, 'cluster.log'), chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await until('the cluster ready', 300_000, () => {
      if (child.exitCode !== null) throw new Error(`the cluster exited (${child.exitCode}):\n${output.slice(-3000)}`);
      return output.includes('[cluster] ready at') ? true : undefined;
    });
  };

  beforeAll(async () => {
    if (!siteBuilt()) throw new Error('no production build of the site: run `npm run build` first');
    scratch = await pgDatabase(databaseUrl as string, 'supervisor');
    database = openDatabase({ databaseUrl: scratch.url });
    redis = await startRedis();
    port = await freePortRun(3);
    platformPort = await freePortRun(3);
    metricsPort = await freePortRun(3);
    redisUrl = redis.url;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-front-'));
    front = `http://127.0.0.1:${port}`;
    await startCommand();
    for (let i = 0; i < PLAYERS; i++) {
      const { client } = await newCustomerDeposit(`${front}/api`, 200);
      players.push({ client, token: await launch(client, 14) });
    }
  });

  afterAll(async () => {
    if (cluster && cluster.exitCode === null && cluster.signalCode === null) {
      cluster.kill('SIGTERM');
      await exitOf(cluster);
    }
    await redis?.stop();
    await database?.close();
    await scratch?.drop();
    fs.rmSync(path.join(ROOT, releaseDist), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, releasePlatform), { recursive: true, force: true });
    if (dir && process.env.TOPOLOGY_KEEP_FRONT) console.log(`[supervisor] the front's folder kept: ${dir}`);
    else if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('kill -9 of one site and one platform instance under load: no request fails, both are started again and ready', async () => {
    const site = proc('site 1');
    const platform = proc('platform 1');
    const { seen, result: back } = await underLoad(KILL_OPS, async () => {
      const logBytes = fs.statSync(accessLog()).size;
      const killed = Date.now();
      process.kill(site.pid as number, 'SIGKILL');
      process.kill(platform.pid as number, 'SIGKILL');
      const seconds = await Promise.all(
        [site, platform].map((before) =>
          until(`${before.name} ready again`, BACK_WITHIN_MS, () => {
            const now = proc(before.name);
            return now.ready && now.pid !== before.pid ? (Date.now() - killed) / 1000 : undefined;
          }),
        ),
      );
      // Back in the front's rotation: each nginx worker keeps its own failure count and tries an
      // instance again FAIL_TIMEOUT_S after its failure; the load goes on until every worker that
      // answers has had both new instances answer it.
      await until('both instances back in every worker of the front', BACK_WITHIN_MS, () =>
        servedByEveryWorker(fs.readFileSync(accessLog()).subarray(logBytes).toString(), [proc(site.name).port, proc(platform.name).port])
          ? true
          : undefined,
      );
      return seconds;
    });
    expect(seen.failures).toEqual([]);
    expect(seen.rounds.size).toBeGreaterThan(20);
    expect(output).toContain(`site 1 (pid ${site.pid}) exited (SIGKILL); starting it again`);
    expect(output).toContain(`platform 1 (pid ${platform.pid}) exited (SIGKILL); starting it again`);
    expect(proc('site 2').pid).not.toBeNull();
    expect(await moneyProblems((database as PlatformDb).db, rounds)).toEqual([]);
    const check = await fetch(`${front}/api/sandbox/admin/wallet/check`, { headers: { 'x-admin-token': ADMIN_TOKEN } });
    expect((await check.json()).problems).toEqual([]);
    // The front too (no load: the front is the one address players have): its workers go with
    // its master, and a new nginx serves on the same port.
    const nginx = proc('front');
    const killed = Date.now();
    process.kill(nginx.pid as number, 'SIGKILL');
    const frontBack = await until('the front ready again', BACK_WITHIN_MS, () => {
      const now = proc('front');
      return now.ready && now.pid !== nginx.pid ? (Date.now() - killed) / 1000 : undefined;
    });
    expect((await fetch(`${front}/fi`)).status).toBe(200);
    console.log(`[supervisor] kill -9 of the front: ready again after ${frontBack.toFixed(1)} s`);
    console.log(
      `[supervisor] kill -9: site ready again after ${back[0].toFixed(1)} s, platform after ${back[1].toFixed(1)} s; ${seen.ops} requests, ${seen.failures.length} failed`,
    );
  });

  it('a release of a new build under load: no request fails, every instance runs it, the old pages keep their scripts', async () => {
    newId = copyWithNewBuildId(path.join(ROOT, state().siteDistDir), path.join(ROOT, releaseDist));
    copyWithMigration(path.join(ROOT, state().platformDir), path.join(ROOT, releasePlatform));
    // A page the old build rendered, as a browser holds it: its scripts, the old build's id-named ones included.
    const oldPage = await (await fetch(`${front}/fi`)).text();
    const scripts = [...new Set(oldPage.match(/\/_next\/static\/[^"'\s\\)]+/g))];
    const oldId = fs.readFileSync(path.join(ROOT, state().siteDistDir, 'BUILD_ID'), 'utf8').trim();
    expect(scripts).toContain(`/_next/static/${oldId}/_buildManifest.js`);
    const { seen, result: code } = await underLoad(RELEASE_OPS, async () => {
      const release = spawn(
        process.execPath,
        ['deploy/cluster.mjs', 'release', '--site-dist', releaseDist, '--platform-dist', releasePlatform],
        {
          cwd: ROOT,
          env: { ...process.env, PORT: String(port), CLUSTER_DIR: dir },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      return exitOf(release);
    });
    expect(code).toBe(0);
    expect(seen.failures).toEqual([]);
    expect(state()).toMatchObject({ siteDistDir: releaseDist, platformDir: releasePlatform, release: { status: 'done', buildId: newId } });
    // The new platform's migration ran, while the old instances served, before its first instance restarted.
    await sql`select count(*) from release_probe`.execute((database as PlatformDb).db);
    expect(output.indexOf('release: migrating')).toBeLessThan(output.indexOf('release: restarting platform 1'));
    // A player's page now comes from the new build (the player's pages never come from the front's cache).
    const now = await (await fetch(`${front}/fi`, { headers: { cookie: players[0].client.cookie ?? '' } })).text();
    expect(now).toContain(newId);
    const statuses = await Promise.all(scripts.map(async (s) => `${s} ${(await fetch(front + s)).status}`));
    expect(statuses).toEqual(scripts.map((s) => `${s} 200`));
    expect(await moneyProblems((database as PlatformDb).db, rounds)).toEqual([]);
    console.log(`[supervisor] release: ${seen.ops} requests, ${seen.failures.length} failed; ${scripts.length} old scripts answer 200`);
  });

  it('a platform instance that keeps failing to start: the cluster stops at the start limit and names it', async () => {
    const platform = proc('platform 2');
    const squatter = net.createServer();
    process.kill(platform.pid as number, 'SIGKILL');
    // Its port taken as soon as it is free: every start again fails (EADDRINUSE).
    await until('the port taken', 10_000, () => {
      if (squatter.listening) return true;
      squatter.once('error', () => undefined);
      squatter.listen(platform.port, '127.0.0.1');
      return undefined;
    });
    try {
      const c = cluster as ChildProcess;
      await until('the cluster stopped', 240_000, () => (c.exitCode !== null || c.signalCode !== null ? true : undefined));
      const code = c.exitCode;
      expect(code).toBe(1);
      const message = output.slice(output.indexOf('platform 2 failed to start'), output.indexOf('stopping everything'));
      // Which process, how often, how it exited, and its own words (the last lines of its stderr).
      expect(message).toMatch(/^platform 2 failed to start: started \d+ times within .*, last exited \(exit 1\)/);
      expect(message).toContain('EADDRINUSE');
      console.log(`[supervisor] start limit: the cluster exited ${code}: ${message.split('\n')[0]}`);
    } finally {
      squatter.close();
    }
  });

  it('started again in the same folder, the cluster runs the last release, and stops cleanly on SIGTERM', async () => {
    await startCommand();
    expect(output).toContain(`running the last release: ${releaseDist}`);
    expect(state()).toMatchObject({ siteDistDir: releaseDist, platformDir: releasePlatform });
    const page = await (await fetch(`${front}/fi`, { headers: { cookie: players[0].client.cookie ?? '' } })).text();
    expect(page).toContain(newId);
    const c = cluster as ChildProcess;
    c.kill('SIGTERM');
    expect(await exitOf(c)).toBe(0);
  });
});
