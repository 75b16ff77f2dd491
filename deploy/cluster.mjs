#!/usr/bin/env node
// `npm run cluster`: the reference production deployment on one machine (deploy/README.md):
// nginx (Debian's package) as the one public address, in front of SITE_INSTANCES site instances
// (Next's own server) and PLATFORM_INSTANCES platform instances (node on the built JavaScript) on
// PostgreSQL and Redis. Ctrl-C or SIGTERM stops all of it (each process drains within 10 s).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/casino REDIS_URL=redis://127.0.0.1:6379 npm run cluster
//   npm run cluster -- --build      rebuild the platform and the site first
//
// Settings (environment):
//   PORT                the front's public port (8080); site instances listen on PORT+1..PORT+N
//   SITE_INSTANCES      site instances (2)
//   PLATFORM_INSTANCES  platform instances (2), on PLATFORM_PORT+1..+M
//   PLATFORM_PORT       the front's internal platform address for the sites' own calls (4000)
//   DATABASE_URL        PostgreSQL (required)
//   REDIS_URL           Redis (required: sessions and events of the platforms, pages of the sites)
//   HOST                the front's listen address (127.0.0.1; 0.0.0.0 to serve the network)
//   REVALIDATE_SECRET   shared by platform, sites and front (made for the run when unset)
//   PLATFORM_SANDBOX    1 (default here: the bank simulator and the slot are the platform's games)
//   CLUSTER_DIR         the front's working folder: its configuration, cache and temporary files
//                       ($TMPDIR/casino-front-PORT)
// Everything else (PLATFORM_ADMIN_TOKEN, LOG_LEVEL, SITE_URL...) is passed on to the instances.
//
// The topology test (deploy/test/topology.test.ts) starts the same thing through startCluster().
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PLATFORM_MAIN, PLATFORM_MIGRATE, ROOT, buildPlatform, buildSite, siteBuilt } from './build.mjs';
import { compressStatic } from './compress-static.mjs';
import { FAIL_TIMEOUT_S, renderNginxConfig } from './nginx/render.mjs';

const NGINX = '/usr/sbin/nginx';
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/** How long a process may take to drain before it is killed (each drains within 10 s). */
const STOP_GRACE_MS = 12_000;
const REDIS_REASON =
  "every platform instance on PostgreSQL reads each logged-in player's session from the database on every poll without it (one instance with 5,000 polling players served 1,949 of 3,503 requests/s, p50 4.3 s, p99 8.0 s; with REDIS_URL p99 4.1 ms), and site instances share their pages through it";

/**
 * @typedef {{ name: string, kind: 'site' | 'platform' | 'front', port: number, ready: string, command: string, args: string[], env: Record<string, string>, child?: import('node:child_process').ChildProcess }} Proc
 */

/** Waits (bounded) until `url` answers 2xx. */
export async function waitReady(url, timeoutMs = 120_000, proc) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc?.child && (proc.child.exitCode !== null || proc.child.signalCode !== null))
      throw new Error(`${proc.name} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Starts the whole deployment and answers a handle to it. Options (the CLI reads them from the
 * environment, see the top of this file):
 *   port, host, sitePorts[], platformPorts[], platformPort, databaseUrl, redisUrl, revalidateSecret,
 *   env (more variables for every instance), build (true: rebuild both; false: never; default:
 *   what is missing or stale), dir (the front's folder), stdio (the instances' output: 'inherit' |
 *   'ignore'), nginxErrorLog (a file, or 'stderr' by default), accessLog, workerProcesses, log,
 *   onUnexpectedExit(proc, code) (a process exited that was not stopped through the handle),
 *   onHandle(handle) (called before anything starts, so that a signal during the start can stop it).
 */
export async function startCluster(options) {
  const log = options.log ?? ((message) => console.log(`[cluster] ${message}`));
  const problems = [];
  if (!/^postgres(ql)?:\/\//.test(options.databaseUrl ?? ''))
    problems.push('DATABASE_URL must name PostgreSQL (postgres://...): the instances share one database');
  if (!/^rediss?:\/\//.test(options.redisUrl ?? '')) problems.push(`REDIS_URL must be set (redis://host:port): ${REDIS_REASON}`);
  if (!fs.existsSync(NGINX)) problems.push(`${NGINX} is missing: install Debian's nginx (apt-get install nginx)`);
  if (!(options.sitePorts?.length >= 1) || !(options.platformPorts?.length >= 1))
    problems.push('at least one site and one platform instance');
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const host = options.host ?? '127.0.0.1';
  const front = `http://127.0.0.1:${options.port}`;
  const internalPlatform = `http://127.0.0.1:${options.platformPort}`;
  const secret = options.revalidateSecret || randomBytes(24).toString('hex');
  const dir = options.dir ?? path.join(os.tmpdir(), `casino-front-${options.port}`);
  const stdio = options.stdio ?? 'inherit';
  const baseEnv = { ...process.env, ...options.env, NODE_ENV: 'production', REDIS_URL: options.redisUrl, REVALIDATE_SECRET: secret };
  delete baseEnv.PORT;

  // Platform instances: the origins of the front are the site's own; content changes are announced
  // to the sites through the front, which refreshes its cache when they ask.
  const origins = [
    `http://localhost:${options.port}`,
    `http://127.0.0.1:${options.port}`,
    ...(process.env.SITE_URL ? [new URL(process.env.SITE_URL).origin] : []),
  ];
  const platformEnv = {
    ...baseEnv,
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
    PLATFORM_SANDBOX: baseEnv.PLATFORM_SANDBOX ?? '1',
    SITE_ORIGIN: baseEnv.SITE_ORIGIN ?? origins.join(','),
    SITE_REVALIDATE_URL: `${front}/api/site/revalidate`,
  };
  const siteEnv = { ...baseEnv, PLATFORM_URL: internalPlatform, FRONT_URL: front, NEXT_MANUAL_SIG_HANDLE: 'true' };
  delete siteEnv.DATABASE_URL;

  /** @type {Proc[]} */
  const platforms = options.platformPorts.map((port, i) => ({
    name: `platform ${i + 1}`,
    kind: 'platform',
    port,
    ready: `http://127.0.0.1:${port}/health/ready`,
    command: process.execPath,
    args: [PLATFORM_MAIN],
    env: { ...platformEnv, PORT: String(port) },
  }));
  /** @type {Proc[]} */
  const sites = options.sitePorts.map((port, i) => ({
    name: `site ${i + 1}`,
    kind: 'site',
    port,
    ready: `http://127.0.0.1:${port}/api/site/health/ready`,
    command: process.execPath,
    // Its keep-alive outlasts the front's (50 s): the front never reuses a connection the site closed.
    args: [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', '65000'],
    env: { ...siteEnv, PORT: String(port) },
  }));

  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConfig({
      listen: `${host}:${options.port}`,
      sites: sites.map((s) => `127.0.0.1:${s.port}`),
      platforms: platforms.map((p) => `127.0.0.1:${p.port}`),
      platformListen: `127.0.0.1:${options.platformPort}`,
      root: ROOT,
      distDir: process.env.NEXT_DIST_DIR || '.next',
      cacheDir: path.join(dir, 'cache'),
      tempDir: path.join(dir, 'tmp'),
      pidFile: path.join(dir, 'nginx.pid'),
      errorLog: options.nginxErrorLog ?? 'stderr',
      accessLog: options.accessLog ?? 'off',
      // As root, nginx would run its workers as nobody, who may not read the build.
      user: process.getuid?.() === 0 ? 'root' : null,
      workerProcesses: options.workerProcesses ?? 'auto',
      refreshSecret: secret,
    }),
  );
  /** @type {Proc} */
  const nginx = {
    name: 'front',
    kind: 'front',
    port: options.port,
    ready: `${front}/favicon.svg`,
    command: NGINX,
    args: ['-p', dir, '-c', conf],
    env: {},
  };

  const stopped = new Set();
  let stopping = false;
  const launch = (proc) => {
    stopped.delete(proc);
    proc.child = spawn(proc.command, proc.args, {
      cwd: ROOT,
      env: proc.kind === 'front' ? process.env : proc.env,
      stdio: ['ignore', stdio, stdio],
    });
    proc.child.once('exit', (code, signal) => {
      if (!stopping && !stopped.has(proc)) options.onUnexpectedExit?.(proc, signal ?? code);
    });
    return proc;
  };
  const startAndWait = async (proc, timeoutMs = 120_000) => {
    launch(proc);
    await waitReady(proc.ready, timeoutMs, proc);
  };
  /** SIGTERM (nginx: SIGQUIT, its graceful stop) and wait; SIGKILL after the grace period. */
  const stopProc = async (proc) => {
    stopped.add(proc);
    const child = proc.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(proc.kind === 'front' ? 'SIGQUIT' : 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited(child);
    clearTimeout(timer);
  };
  const handle = {
    url: front,
    internalPlatformUrl: internalPlatform,
    secret,
    dir,
    sites,
    platforms,
    nginx,
    /** kill -9, as a crash. */
    async kill9(proc) {
      stopped.add(proc);
      const child = proc.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    /** Starts a stopped or killed instance and waits until it is ready. */
    start: (proc) => startAndWait(proc),
    /** Stops one process the way an orchestrator does (SIGTERM, drain). */
    stop: stopProc,
    /**
     * A rolling restart of one instance: drain, start again, ready, and back in the front's rotation.
     * The front marked the instance failed (per worker, for FAIL_TIMEOUT_S) when its connections were
     * refused; stopping the next instance before that time is over leaves the front no instance to
     * send to ("no live upstreams", 502). No failure is counted once the instance listens, so
     * FAIL_TIMEOUT_S after its readiness every worker sends to it again.
     */
    async restart(proc) {
      await stopProc(proc);
      await startAndWait(proc);
      if (proc.kind !== 'front') await sleep(FAIL_TIMEOUT_S * 1000 + 1000);
    },
    /** Stops everything: the front first (no new requests), then the instances, each draining. */
    async stopAll() {
      stopping = true;
      await stopProc(nginx);
      await Promise.all([...sites, ...platforms].map(stopProc));
    },
  };

  options.onHandle?.(handle);
  try {
    buildPlatform({ force: options.build === true, log });
    log('migrating the database');
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [PLATFORM_MIGRATE], { cwd: ROOT, env: platformEnv, stdio: ['ignore', stdio, stdio] });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migration failed (exit ${code})`))));
    });
    log(`starting ${platforms.length} platform instance(s)`);
    await Promise.all(platforms.map((p) => startAndWait(p, 60_000)));
    log(`starting the front at ${front}`);
    await startAndWait(nginx, 10_000);
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    if (options.build === true || (options.build !== false && !siteBuilt(distDir))) {
      // Pages are generated from the platform's content, through the front's internal address.
      buildSite({ ...siteEnv, NODE_ENV: 'production' }, { log });
    }
    if (!siteBuilt(distDir)) throw new Error('no site build: run with --build (or `npm run build`)');
    log(`${compressStatic(path.join(ROOT, distDir))} static files compressed for gzip_static`);
    log(`starting ${sites.length} site instance(s)`);
    await Promise.all(sites.map((s) => startAndWait(s)));
    await waitReady(`${front}/fi`, 120_000);
  } catch (error) {
    await handle.stopAll();
    throw error;
  }
  log(`ready at ${front} (${sites.length} site and ${platforms.length} platform instances; the front's files in ${dir})`);
  return handle;
}

function intEnv(name, fallback, min, max) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`[cluster] ${name} must be an integer ${min}-${max}, got '${process.env[name]}'`);
    process.exit(2);
  }
  return value;
}

async function main() {
  const port = intEnv('PORT', 8080, 1, 65535);
  const platformPort = intEnv('PLATFORM_PORT', 4000, 1, 65535);
  const siteInstances = intEnv('SITE_INSTANCES', 2, 1, 16);
  const platformInstances = intEnv('PLATFORM_INSTANCES', 2, 1, 16);
  const build = process.argv.includes('--build') ? true : undefined;
  /** @type {{ stopAll: () => Promise<void> } | undefined} */
  let cluster;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping');
    await cluster?.stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    await startCluster({
      port,
      host: process.env.HOST || '127.0.0.1',
      platformPort,
      sitePorts: Array.from({ length: siteInstances }, (_, i) => port + 1 + i),
      platformPorts: Array.from({ length: platformInstances }, (_, i) => platformPort + 1 + i),
      databaseUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      revalidateSecret: process.env.REVALIDATE_SECRET,
      dir: process.env.CLUSTER_DIR,
      build,
      onHandle: (handle) => (cluster = handle),
      onUnexpectedExit: (proc, code) => {
        console.error(`[cluster] ${proc.name} exited (${code}); stopping.`);
        void stop(1);
      },
    });
  } catch (error) {
    console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
