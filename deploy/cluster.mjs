#!/usr/bin/env node
// `npm run cluster`: the reference production deployment on one machine (deploy/README.md):
// nginx (Debian's package) as the one public address, in front of SITE_INSTANCES site instances
// (Next's own server) and PLATFORM_INSTANCES platform instances (node on the built JavaScript) on
// PostgreSQL and Redis. Ctrl-C or SIGTERM stops all of it (each process drains within 10 s).
// A process that dies is started again, as its systemd unit would be (deploy/supervise.mjs); the
// cluster stops only when one keeps failing to start, and says which and why.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/casino REDIS_URL=redis://127.0.0.1:6379 npm run cluster
//   npm run cluster -- --build      rebuild the platform and the site first
//   npm run cluster -- release      (another shell, same environment) a release under load: the
//                                   running cluster builds into new folders, migrates, and restarts
//                                   its instances one at a time onto them (deploy/README.md)
//     [--site-dist DIR] [--platform-dist DIR]   an existing build instead of building one
//
// Started again with the same CLUSTER_DIR, it runs the last release (not with --build or NEXT_DIST_DIR).
// CLUSTER_DIR/cluster.json says what runs: the cluster's pid, each process's pid and readiness, the
// running builds and the last release (rewritten on every change).
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
//   CLUSTER_DIR         the front's working folder: its configuration, cache and temporary files,
//                       its JSON access log (access.log) ($TMPDIR/casino-front-PORT)
//   FRONT_STATUS_PORT   nginx's stub_status on 127.0.0.1 (PORT+100), for prometheus-nginx-exporter
//   SITE_METRICS_PORT   the sites' metrics on 127.0.0.1: site i on SITE_METRICS_PORT+i (PORT+100)
//   PLATFORM_METRICS_PORT the platforms' metrics on 127.0.0.1: platform i on PLATFORM_METRICS_PORT+i (9400)
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
import { parseArgs } from 'node:util';
import { PLATFORM_MAIN, ROOT, buildPlatform, buildSite, siteBuilt } from './build.mjs';
import { compressStatic } from './compress-static.mjs';
import { FAIL_TIMEOUT_S, renderNginxConfig } from './nginx/render.mjs';
import { publishStatic } from './static-store.mjs';
import { RESTART_SEC, START_LIMIT_INTERVAL_SEC, startLimit, tail } from './supervise.mjs';

const NGINX = '/usr/sbin/nginx';
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/** How long a process may take to drain before it is killed (each drains within 10 s). */
const STOP_GRACE_MS = 12_000;
const REDIS_REASON =
  "every platform instance on PostgreSQL reads each logged-in player's session from the database on every poll without it (one instance with 5,000 polling players served 1,949 of 3,503 requests/s, p50 4.3 s, p99 8.0 s; with REDIS_URL p99 4.1 ms), and site instances share their pages through it";

/** Folders a release builds into (pruned but for the running and the previous release). */
const RELEASE_PREFIX = { site: '.next-release-', platform: path.join('platform', 'dist-release-') };
const STATE_FILE = 'cluster.json';
const RELEASE_REQUEST = 'release-request.json';

/**
 * @typedef {{ name: string, kind: 'site' | 'platform' | 'front', port: number, ready: string, command: string, args: string[], env: Record<string, string>, child?: import('node:child_process').ChildProcess, isReady?: boolean, starts: ReturnType<typeof startLimit>, stderr: ReturnType<typeof tail> }} Proc
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
 *   'ignore'), logDir (each instance's output in logDir/<name>.log instead), nginxErrorLog (a file,
 *   or 'stderr' by default), accessLog (a file; 'off' by default), statusPort (nginx's stub_status
 *   on 127.0.0.1; none by default), siteMetricsPorts[] (one per site: SITE_METRICS_PORT; none by
 *   default), workerProcesses, log,
 *   platformMetricsPorts[] (one per platform: its METRICS_PORT on 127.0.0.1; none by default),
 *   onUnexpectedExit(proc, code) (a process exited that was not stopped through the handle; it is
 *   started again after RESTART_SEC unless `supervise: false`), onGiveUp(proc, message) (it kept
 *   failing to start: the start limit; the caller decides, the CLI stops everything),
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
  const dir = options.dir ?? clusterDir(options.port);
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
  // Each platform has a metrics port of its own (platformMetricsPorts), never one shared from the environment.
  delete platformEnv.METRICS_PORT;
  // Started again in the same folder, the cluster runs the last release it finished rather than the
  // checkout's own builds (unless asked to build, or given NEXT_DIST_DIR).
  const last = readState(dir);
  const resumed =
    options.build === undefined &&
    !process.env.NEXT_DIST_DIR &&
    last?.release?.status === 'done' &&
    siteBuilt(last.siteDistDir) &&
    fs.existsSync(path.join(ROOT, last.platformDir, 'main.js'))
      ? last
      : null;
  const siteDistDir = resumed?.siteDistDir ?? (process.env.NEXT_DIST_DIR || '.next');
  const platformDir = resumed?.platformDir ?? path.relative(ROOT, path.dirname(PLATFORM_MAIN));
  const siteEnv = {
    ...baseEnv,
    PLATFORM_URL: internalPlatform,
    FRONT_URL: front,
    NEXT_MANUAL_SIG_HANDLE: 'true',
    NEXT_DIST_DIR: siteDistDir,
  };
  delete siteEnv.DATABASE_URL;
  // Each site has a metrics port of its own (siteMetricsPorts), never one shared from the environment.
  delete siteEnv.SITE_METRICS_PORT;

  /** @type {Proc[]} */
  const platforms = options.platformPorts.map((port, i) => ({
    name: `platform ${i + 1}`,
    kind: 'platform',
    port,
    ready: `http://127.0.0.1:${port}/health/ready`,
    command: process.execPath,
    args: [path.join(ROOT, platformDir, 'main.js')],
    env: {
      ...platformEnv,
      PORT: String(port),
      ...(options.platformMetricsPorts ? { METRICS_HOST: '127.0.0.1', METRICS_PORT: String(options.platformMetricsPorts[i]) } : {}),
    },
    starts: startLimit(),
    stderr: tail(),
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
    env: {
      ...siteEnv,
      PORT: String(port),
      ...(options.siteMetricsPorts ? { SITE_METRICS_PORT: String(options.siteMetricsPorts[i]) } : {}),
    },
    starts: startLimit(),
    stderr: tail(),
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
      distDir: siteDistDir,
      // Every build's static files, the previous builds' included (a release, deploy/static-store.mjs).
      staticDir: path.join(dir, 'static'),
      cacheDir: path.join(dir, 'cache'),
      tempDir: path.join(dir, 'tmp'),
      pidFile: path.join(dir, 'nginx.pid'),
      errorLog: options.nginxErrorLog ?? 'stderr',
      accessLog: options.accessLog ?? 'off',
      statusListen: options.statusPort ? `127.0.0.1:${options.statusPort}` : null,
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
    starts: startLimit(),
    stderr: tail(),
  };

  const stopped = new Set();
  let stopping = false;
  const state = {
    siteDistDir,
    platformDir,
    /** @type {null | { id: string, status: 'running' | 'done' | 'failed', message?: string, buildId?: string }} */
    release: resumed?.release ?? null,
  };
  /** CLUSTER_DIR/cluster.json: what runs now, for the operator, the release command and the tests. */
  const writeState = () => {
    const text = JSON.stringify(
      {
        pid: process.pid,
        url: front,
        internalPlatformUrl: internalPlatform,
        ...state,
        processes: [...platforms, nginx, ...sites].map((p) => ({
          name: p.name,
          kind: p.kind,
          port: p.port,
          pid: p.child?.pid ?? null,
          ready: Boolean(p.isReady),
        })),
      },
      null,
      2,
    );
    fs.writeFileSync(path.join(dir, `${STATE_FILE}.tmp`), text);
    fs.renameSync(path.join(dir, `${STATE_FILE}.tmp`), path.join(dir, STATE_FILE));
  };

  /** Waits for readiness in the background after a restart the supervisor made. */
  const watchReady = (proc, child, exitedAt) => {
    waitReady(proc.ready, 120_000, proc).then(
      () => {
        if (proc.child !== child) return;
        proc.isReady = true;
        writeState();
        log(`${proc.name} ready again (pid ${child.pid}), ${((Date.now() - exitedAt) / 1000).toFixed(1)} s after it exited`);
      },
      (error) => {
        // An exit is the exit handler's; a process that never gets ready is left as systemd leaves it.
        if (proc.child === child && child.exitCode === null && child.signalCode === null) log(`${proc.name}: ${error.message}`);
      },
    );
  };

  /** An exit nobody asked for: start it again after RESTART_SEC, unless it keeps failing (the start limit). */
  const onExit = (proc, child, code, signal) => {
    // Whatever it left behind (a server it forked, nginx's workers) goes with it, as systemd's
    // KillMode=control-group: a new start then finds its port free.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    if (stopping || stopped.has(proc) || proc.child !== child) return;
    proc.isReady = false;
    writeState();
    const reason = signal ? signal : `exit ${code}`;
    options.onUnexpectedExit?.(proc, signal ?? code);
    if (options.supervise === false) return;
    const exitedAt = Date.now();
    if (!proc.starts.allow()) {
      const stderr = proc.stderr.lines(8);
      options.onGiveUp?.(
        proc,
        `${proc.name} failed to start: started ${proc.starts.count} times within ${START_LIMIT_INTERVAL_SEC} s, last exited (${reason})${
          stderr ? `; its last stderr lines:\n${stderr}` : ''
        }`,
      );
      return;
    }
    log(`${proc.name} (pid ${child.pid}) exited (${reason}); starting it again in ${RESTART_SEC} s`);
    setTimeout(() => {
      if (stopping || stopped.has(proc) || proc.child !== child) return;
      const next = launch(proc);
      log(`${proc.name} started again (pid ${next.pid})`);
      watchReady(proc, next, exitedAt);
    }, RESTART_SEC * 1000);
  };

  const launch = (proc) => {
    stopped.delete(proc);
    proc.isReady = false;
    // Its own process group (killed whole on an unexpected exit); its stderr passed on and its last
    // lines kept for the message that names why it failed.
    // With logDir, its output goes to a file of its own (the tests read the instances' logs there).
    const logFile = options.logDir ? path.join(options.logDir, `${proc.name.replace(/\W+/g, '-')}.log`) : null;
    const out = logFile ? fs.openSync(logFile, 'a') : stdio;
    const child = spawn(proc.command, proc.args, {
      cwd: ROOT,
      env: proc.kind === 'front' ? process.env : proc.env,
      stdio: ['ignore', out, 'pipe'],
      detached: true,
    });
    if (logFile) fs.closeSync(/** @type {number} */ (out));
    proc.child = child;
    child.stderr.on('data', (chunk) => {
      proc.stderr.push(chunk);
      if (logFile) fs.appendFileSync(logFile, chunk);
      else if (stdio === 'inherit') process.stderr.write(chunk);
    });
    child.once('exit', (code, signal) => onExit(proc, child, code, signal));
    writeState();
    return child;
  };
  const startAndWait = async (proc, timeoutMs = 120_000) => {
    proc.starts.reset();
    launch(proc);
    await waitReady(proc.ready, timeoutMs, proc);
    proc.isReady = true;
    writeState();
  };
  /** SIGTERM (nginx: SIGQUIT, its graceful stop) and wait; SIGKILL after the grace period. */
  const stopProc = async (proc) => {
    stopped.add(proc);
    proc.isReady = false;
    const child = proc.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(proc.kind === 'front' ? 'SIGQUIT' : 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited(child);
    clearTimeout(timer);
  };
  /**
   * A rolling restart of one instance: drain, start again, ready, and back in the front's rotation.
   * The front marked the instance failed (per worker, for FAIL_TIMEOUT_S) when its connections were
   * refused; stopping the next instance before that time is over leaves the front no instance to
   * send to ("no live upstreams", 502). No failure is counted once the instance listens, so
   * FAIL_TIMEOUT_S after its readiness every worker sends to it again.
   */
  const restart = async (proc) => {
    await stopProc(proc);
    await startAndWait(proc);
    if (proc.kind !== 'front') await sleep(FAIL_TIMEOUT_S * 1000 + 1000);
  };
  /** Runs a command to its end without blocking the supervisor (builds take minutes). */
  const run = (what, command, args, env) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', stdio, stdio] });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`))));
    });
  const migrate = (platformDir) => run('migration', process.execPath, [path.join(platformDir, 'migrate.js')], platformEnv);
  /** The build's static files compressed (gzip_static) and added to the front's folder. */
  const publish = (distDir) => {
    log(`${compressStatic(path.join(ROOT, distDir))} static files compressed for gzip_static`);
    return publishStatic(path.join(ROOT, distDir), path.join(dir, 'static'));
  };

  const handle = {
    url: front,
    internalPlatformUrl: internalPlatform,
    /** nginx's stub_status on 127.0.0.1, or null. */
    statusPort: options.statusPort ?? null,
    secret,
    dir,
    sites,
    platforms,
    nginx,
    /** kill -9, as a crash (the supervisor leaves it stopped). */
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
    restart,
    /**
     * A release onto builds already made (`siteDistDir`: a folder of the project, as NEXT_DIST_DIR;
     * `platformDir`: a folder holding main.js and migrate.js): the new build's static files join the
     * front's folder (the old ones stay, deploy/static-store.mjs), the new platform's migration runs
     * while the old instances serve (additive only: docs/decisions.md#migrations), then each
     * platform and then each site instance restarts onto the new build, one at a time, waiting for
     * the front's rotation.
     */
    async release({ siteDistDir, platformDir }) {
      if (!siteBuilt(siteDistDir)) throw new Error(`no site build in ${siteDistDir}`);
      if (!fs.existsSync(path.join(ROOT, platformDir, 'main.js'))) throw new Error(`no platform build in ${platformDir}`);
      const buildId = publish(siteDistDir);
      log(`release: migrating the database with ${platformDir}`);
      await migrate(path.join(ROOT, platformDir));
      for (const proc of platforms) {
        proc.args = [path.join(ROOT, platformDir, 'main.js')];
        log(`release: restarting ${proc.name} onto ${platformDir}`);
        await restart(proc);
      }
      state.platformDir = platformDir;
      for (const proc of sites) {
        proc.env = { ...proc.env, NEXT_DIST_DIR: siteDistDir };
        log(`release: restarting ${proc.name} onto ${siteDistDir} (build ${buildId})`);
        await restart(proc);
      }
      state.siteDistDir = siteDistDir;
      writeState();
      return buildId;
    },
    /**
     * A release as `npm run cluster -- release` asks for it (CLUSTER_DIR/release-request.json):
     * builds what it does not name into new folders (the site against the running platforms, as at
     * the start), releases them, records the outcome in cluster.json, and removes release folders
     * older than the previous release.
     */
    async releaseRequested() {
      if (state.release?.status === 'running') return log('release: one is running already');
      const request = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_REQUEST), 'utf8'));
      const previous = { site: state.siteDistDir, platform: state.platformDir };
      state.release = { id: String(request.id), status: 'running' };
      writeState();
      try {
        const platformDir = request.platformDir ?? `${RELEASE_PREFIX.platform}${request.id}`;
        if (!request.platformDir) {
          log(`release: building the platform into ${platformDir}`);
          await run(
            'the platform build',
            path.join(ROOT, 'node_modules', '.bin', 'tsc'),
            ['-p', 'platform/tsconfig.build.json', '--outDir', platformDir],
            baseEnv,
          );
        }
        const siteDistDir = request.siteDistDir ?? `${RELEASE_PREFIX.site}${request.id}`;
        if (!request.siteDistDir) {
          log(`release: building the site into ${siteDistDir}`);
          await run('next build', path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], { ...siteEnv, NEXT_DIST_DIR: siteDistDir });
        }
        const buildId = await handle.release({ siteDistDir, platformDir });
        state.release = { id: String(request.id), status: 'done', buildId };
        for (const [kind, prefix] of Object.entries(RELEASE_PREFIX)) {
          const parent = path.join(ROOT, path.dirname(prefix));
          for (const name of fs.readdirSync(parent)) {
            const folder = path.join(path.dirname(prefix), name);
            const current = kind === 'site' ? [siteDistDir, previous.site] : [platformDir, previous.platform];
            if (folder.startsWith(prefix) && !current.includes(folder))
              fs.rmSync(path.join(ROOT, folder), { recursive: true, force: true });
          }
        }
        log(`release ${request.id} done: build ${buildId} on every instance`);
      } catch (error) {
        state.release = { id: String(request.id), status: 'failed', message: error instanceof Error ? error.message : String(error) };
        log(`release ${request.id} failed: ${state.release.message}`);
      }
      writeState();
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
    if (resumed) log(`running the last release: ${siteDistDir}, ${platformDir}`);
    else buildPlatform({ force: options.build === true, log });
    log('migrating the database');
    await migrate(path.join(ROOT, platformDir));
    log(`starting ${platforms.length} platform instance(s)`);
    await Promise.all(platforms.map((p) => startAndWait(p, 60_000)));
    log(`starting the front at ${front}`);
    await startAndWait(nginx, 10_000);
    const distDir = state.siteDistDir;
    if (options.build === true || (options.build !== false && !siteBuilt(distDir))) {
      // Pages are generated from the platform's content, through the front's internal address.
      buildSite({ ...siteEnv, NODE_ENV: 'production' }, { log });
    }
    if (!siteBuilt(distDir)) throw new Error('no site build: run with --build (or `npm run build`)');
    publish(distDir);
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

/** What CLUSTER_DIR/cluster.json says, or null. */
function readState(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STATE_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** The front's folder (CLUSTER_DIR), where cluster.json and the release request live. */
const clusterDir = (port) => process.env.CLUSTER_DIR || path.join(os.tmpdir(), `casino-front-${port}`);

/**
 * `npm run cluster -- release [--site-dist DIR] [--platform-dist DIR]`: asks the running cluster (its
 * pid from CLUSTER_DIR/cluster.json) for a release with SIGHUP and waits for its outcome.
 */
async function requestRelease(port) {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { 'site-dist': { type: 'string' }, 'platform-dist': { type: 'string' } },
  });
  const dir = clusterDir(port);
  const stateFile = path.join(dir, STATE_FILE);
  const read = () => JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  if (!fs.existsSync(stateFile)) throw new Error(`no running cluster in ${dir} (CLUSTER_DIR, or PORT)`);
  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  fs.writeFileSync(
    path.join(dir, RELEASE_REQUEST),
    JSON.stringify({ id, siteDistDir: values['site-dist'], platformDir: values['platform-dist'] }),
  );
  const { pid } = read();
  process.kill(pid, 'SIGHUP');
  console.log(`[cluster] release ${id} asked of the cluster (pid ${pid}); waiting for it`);
  const deadline = Date.now() + 60 * 60_000;
  for (;;) {
    await sleep(500);
    const { release } = read();
    if (release?.id === id && release.status !== 'running') {
      if (release.status === 'failed') throw new Error(`release ${id} failed: ${release.message}`);
      console.log(`[cluster] release ${id} done: build ${release.buildId} on every instance`);
      return;
    }
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error(`the cluster (pid ${pid}) stopped during release ${id}`);
    }
    if (Date.now() > deadline) throw new Error(`release ${id} did not finish within an hour`);
  }
}

async function main() {
  const port = intEnv('PORT', 8080, 1, 65535);
  if (process.argv[2] === 'release') {
    try {
      await requestRelease(port);
      process.exit(0);
    } catch (error) {
      console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
  }
  const platformPort = intEnv('PLATFORM_PORT', 4000, 1, 65535);
  const siteInstances = intEnv('SITE_INSTANCES', 2, 1, 16);
  const platformInstances = intEnv('PLATFORM_INSTANCES', 2, 1, 16);
  const build = process.argv.includes('--build') ? true : undefined;
  /** @type {{ stopAll: () => Promise<void>, releaseRequested: () => Promise<void> } | undefined} */
  let cluster;
  let ready = false;
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
  // `npm run cluster -- release` (deploy/README.md).
  process.on('SIGHUP', () => {
    if (ready && !stopping) void cluster?.releaseRequested();
    else console.error('[cluster] a release waits until the cluster is ready');
  });
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
      dir: clusterDir(port),
      accessLog: path.join(clusterDir(port), 'access.log'),
      // Beside the front's own ports, as the sites are (PORT+i): two clusters on other PORTs never meet.
      statusPort: intEnv('FRONT_STATUS_PORT', port + 100, 1, 65535),
      siteMetricsPorts: Array.from({ length: siteInstances }, (_, i) => intEnv('SITE_METRICS_PORT', port + 100, 1, 65000) + 1 + i),
      platformMetricsPorts: Array.from({ length: platformInstances }, (_, i) => intEnv('PLATFORM_METRICS_PORT', 9400, 1, 65000) + 1 + i),
      build,
      onHandle: (handle) => (cluster = handle),
      // A process that keeps failing to start: everything stops, saying which and why.
      onGiveUp: (proc, message) => {
        console.error(`[cluster] ${message}`);
        console.error('[cluster] stopping everything.');
        void stop(1);
      },
    });
    ready = true;
  } catch (error) {
    console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
