#!/usr/bin/env node
// `npm run bench:front`: the production front (deploy/, nginx in front of the site and platform
// instances on PostgreSQL and Redis) against the machine's own limits, with the embedded default
// (what `npm start` runs, scripts/run.mjs: one site on `next start`, one platform on SQLite, no
// front, on the same build) beside it, in one run, one table:
//   - pre-rendered pages (home, slots index, a slots group, the news list) through the front,
//     against nginx serving the same page's bytes as a static file (precompressed, gzip_static):
//     the most any front could do with those bytes here;
//   - pages rendered per request (search results, game play) through the front, against the bare
//     Next.js page (bench/bare-app, as `npm run bench` builds and measures it) measured right before;
//   - each page then on the embedded default, against the same baseline (a second row per page).
// autocannon, 32 connections, loopback only, bounded in time; every request asks for gzip, as
// browsers do. CPU ms per request is the setup's own (nginx, site and platform processes, from
// /proc). Figures are read as ratios within the run; nothing here is a test.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:front
//   npm run bench:front -- --build        rebuild the site, the platform and the bare app first
//
// Settings (environment): DATABASE_URL (a PostgreSQL server: the bench makes and drops a database
// of its own), REDIS_URL (default: a private redis-server for the run), BENCH_SECONDS (5 per page),
// BENCH_CONNECTIONS (32), SITE_INSTANCES (1), PLATFORM_INSTANCES (1).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { describeMachine } from './machine.mjs';
import pg from 'pg';
import { ROOT } from '../deploy/build.mjs';
import { startCluster, waitReady } from '../deploy/cluster.mjs';

const BARE_DIR = path.join(ROOT, 'bench', 'bare-app');
const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next');
const RUN_SCRIPT = path.join(ROOT, 'scripts', 'run.mjs');
const NGINX = '/usr/sbin/nginx';
const DURATION_S = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const SITE_INSTANCES = Number(process.env.SITE_INSTANCES || 1);
const PLATFORM_INSTANCES = Number(process.env.PLATFORM_INSTANCES || 1);
const BUILD = process.argv.includes('--build');
const WARM_UP_REQUESTS = 20;
const GZIP = { 'accept-encoding': 'gzip' };

/** Pre-rendered pages, each against the same bytes as a static file. */
const CACHED_PAGES = [
  { name: 'home', path: '/fi', file: 'home.html' },
  { name: 'slots index', path: '/fi/pelit', file: 'slots.html' },
  { name: 'slots group', path: '/fi/pelit/1/popular', file: 'group.html' },
  { name: 'news list', path: '/fi/uutiset', file: 'news.html' },
];
/** Pages rendered per request, each against the bare Next.js page. */
const RENDERED_PAGES = [
  { name: 'search results', path: '/fi/haku?q=book' },
  { name: 'game play', path: '/fi/peli/ancient-jungle/pelaa' },
];
const BARE_PATH = '/fi';

const cleanups = [];
const cleanup = async () => {
  for (const step of cleanups.reverse()) await step().catch(() => {});
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10, headers: GZIP }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
/** CPU ms used so far by these processes (Linux /proc; NaN elsewhere). */
function cpuMs(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch {
      return NaN;
    }
  }
  return total;
}
/** A process and its descendants (nginx's workers; run.mjs's site and platform). */
function withChildren(pid) {
  const rows = spawnSync('ps', ['-eo', 'pid=,ppid='])
    .stdout.toString()
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) for (const [child, parent] of rows) if (parent === pids[i]) pids.push(child);
  return pids;
}

/** `cacheHeader`: the front's own (X-Cache-Status), or Next's (X-Nextjs-Cache) where there is no front. */
async function measure(url, pids, cacheHeader = 'x-cache-status') {
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await fetch(url, { headers: GZIP }).then((r) => r.arrayBuffer());
  const head = await fetch(url, { headers: GZIP });
  const bytes = (await head.arrayBuffer()).byteLength;
  const before = cpuMs(pids);
  const result = await load(url);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpu: (cpuMs(pids) - before) / result.requests.total,
    cache: head.headers.get(cacheHeader) ?? '',
    bytes,
  };
}

/** A private Redis for the run. */
async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  cleanups.push(async () => child.kill('SIGTERM'));
  await sleep(300);
  return `redis://127.0.0.1:${port}`;
}

/** A scratch database on DATABASE_URL's server, dropped afterwards. */
async function scratchDatabase(serverUrl) {
  const name = `bench_front_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** nginx serving `dir` as static files, precompressed (gzip_static), as the front's own settings. */
async function staticNginx(dir) {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  cleanups.push(async () => fs.rmSync(prefix, { recursive: true, force: true }));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes auto;',
      `pid ${prefix}/nginx.pid;`,
      'error_log stderr warn;',
      'daemon off;',
      'events { worker_connections 4096; }',
      'http {',
      '  types { text/html html; }',
      '  access_log off; sendfile on; tcp_nopush on; keepalive_requests 10000;',
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
      '  gzip on; gzip_comp_level 5; gzip_vary on; gzip_static on;',
      `  server { listen 127.0.0.1:${port}; root ${dir}; }`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  cleanups.push(async () => child.kill('SIGQUIT'));
  await waitReady(`http://127.0.0.1:${port}/${CACHED_PAGES[0].file}`, 10_000);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid };
}

/** The embedded default (scripts/run.mjs as `npm start` runs it, on the last build) on free ports and a scratch DATA_DIR. */
async function startEmbedded() {
  const [sitePort, platformPort] = await Promise.all([freePort(), freePort()]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-embedded-'));
  const env = { ...process.env, PORT: String(sitePort), PLATFORM_PORT: String(platformPort), DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  // As `npm start` runs: the platform on SQLite, the site on Next's own file cache.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PLATFORM_URL', 'HOST']) delete env[name];
  const child = spawn(process.execPath, [RUN_SCRIPT], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  cleanups.push(async () => {
    // run.mjs stops its site and platform on SIGTERM (each drains) and exits.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${sitePort}`;
  await waitReady(`${url}/fi`, 120_000, { name: 'the embedded default', child });
  return { url, pid: child.pid };
}

const fix = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error('bench:front needs DATABASE_URL (a PostgreSQL server; a database of its own is made and dropped)');
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  const began = Date.now();
  if (BUILD || !fs.existsSync(path.join(BARE_DIR, '.next', 'BUILD_ID'))) {
    console.error('[bench:front] building the bare app');
    const bare = spawnSync(NEXT_BIN, ['build'], { cwd: BARE_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
    if (bare.status !== 0) throw new Error('the bare app did not build');
  }
  const redisUrl = process.env.REDIS_URL || (await startRedis());
  const databaseUrl = await scratchDatabase(process.env.DATABASE_URL);
  const [port, platformPort, barePort, ...ports] = await Promise.all(
    Array.from({ length: 3 + SITE_INSTANCES + PLATFORM_INSTANCES }, freePort),
  );
  console.error(`[bench:front] ${BUILD ? 'building and ' : ''}starting the deployment`);
  const cluster = await startCluster({
    port,
    platformPort,
    sitePorts: ports.slice(0, SITE_INSTANCES),
    platformPorts: ports.slice(SITE_INSTANCES),
    databaseUrl,
    redisUrl,
    build: BUILD ? true : undefined,
    stdio: 'ignore',
    env: { LOG_LEVEL: 'error' },
    log: (message) => console.error(`[bench:front] ${message}`),
  });
  cleanups.push(async () => {
    await cluster.stopAll();
    fs.rmSync(cluster.dir, { recursive: true, force: true });
  });
  const bareApp = spawn(NEXT_BIN, ['start', '-p', String(barePort), '-H', '127.0.0.1'], {
    cwd: BARE_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  cleanups.push(async () => bareApp.kill('SIGTERM'));
  const bare = `http://127.0.0.1:${barePort}`;
  await waitReady(`${bare}${BARE_PATH}`, 60_000);
  console.error('[bench:front] starting the embedded default (scripts/run.mjs) on the same build');
  const embedded = await startEmbedded();
  const built = Date.now();

  // The same bytes as static files: each page as the front sends it (decompressed), and its gzip.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  cleanups.push(async () => fs.rmSync(staticDir, { recursive: true, force: true }));
  fs.chmodSync(staticDir, 0o755);
  for (const page of CACHED_PAGES) {
    const html = Buffer.from(await (await fetch(cluster.url + page.path)).arrayBuffer());
    fs.writeFileSync(path.join(staticDir, page.file), html);
    fs.writeFileSync(path.join(staticDir, `${page.file}.gz`), gzipSync(html));
  }
  const staticFront = await staticNginx(staticDir);

  const deployment = () => [
    ...withChildren(cluster.nginx.child.pid),
    ...cluster.sites.map((s) => s.child.pid),
    ...cluster.platforms.map((p) => p.child.pid),
  ];
  /** A page through the front, then on the embedded default, right after its baseline. */
  const bothWays = async (page) => ({
    front: await measure(cluster.url + page.path, deployment()),
    embedded: await measure(embedded.url + page.path, withChildren(embedded.pid), 'x-nextjs-cache'),
  });
  const rows = [];
  console.error('[bench:front] measuring');
  for (const page of CACHED_PAGES) {
    const base = await measure(`${staticFront.url}/${page.file}`, withChildren(staticFront.pid));
    rows.push({ ...page, kind: 'static file', base, ...(await bothWays(page)) });
  }
  for (const page of RENDERED_PAGES) {
    const base = await measure(bare + BARE_PATH, [bareApp.pid]);
    rows.push({ ...page, kind: 'bare Next.js page', base, ...(await bothWays(page)) });
  }

  /** One setup's cells, against the page's baseline. */
  const cells = (run, base) =>
    [
      run.cache || '–',
      fix(run.rps),
      fix(run.rps / base.rps, 2),
      run.p99,
      fix(run.p99 / base.p99, 2),
      fix(run.cpu, 3),
      run.failed,
      fix(run.bytes / 1000, 1),
    ].join(' | ');

  const lines = [
    `Front bench of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${describeMachine()}.`,
    `${CONNECTIONS} connections for ${DURATION_S} s a page, every request asking for gzip; front: ${SITE_INSTANCES} site and ${PLATFORM_INSTANCES} platform instance(s) behind nginx on PostgreSQL and Redis; embedded: the embedded default (\`npm start\`: one site on \`next start\`, one platform on SQLite, no front) on the same build; each page's baseline, then the front, then the embedded default (× base: against that baseline); cache is the front's X-Cache-Status or Next's X-Nextjs-Cache; CPU is the setup's (nginx, site, platform) or the baseline server's; start ${Math.round((built - began) / 1000)} s.`,
    '',
    '| page | path | baseline | baseline req/s | baseline p99 ms | baseline CPU ms/req | served by | cache | req/s | × base | p99 ms | × base | CPU ms/req | failed | kB sent (gzip) |',
    '|---|---|---|---:|---:|---:|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.flatMap((r) => [
      `| ${r.name} | ${r.path} | ${r.kind} | ${fix(r.base.rps)} | ${r.base.p99} | ${fix(r.base.cpu, 3)} | front | ${cells(r.front, r.base)} |`,
      `| ${r.name} | ${r.path} | ″ | | | | embedded | ${cells(r.embedded, r.base)} |`,
    ]),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

try {
  await main();
} catch (error) {
  console.error(`[bench:front] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
