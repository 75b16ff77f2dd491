#!/usr/bin/env node
// Runs the platform and the site together:
//   node scripts/run.mjs           the platform and the last production build of the site
//                                  (served by scripts/site-server.mjs)
//   node scripts/run.mjs --build   the same, building the site first while the platform runs, so
//                                  that statically generated pages carry real CMS content
//                                  (`npm start`, the browser tests and the bench use this)
//   node scripts/run.mjs --dev     both with reload
//   node scripts/run.mjs --instances 2
//                                  N production site instances (ports PORT+1..PORT+N) behind one
//                                  address (PORT, round robin); needs REDIS_URL, which they share
//                                  as their page cache (cache-handler.mjs)
// The platform migrates and seeds its database on first start.
// PLATFORM_INSTANCES=N (N > 1, PostgreSQL: DATABASE_URL) starts N platform instances on ports
// PLATFORM_PORT+1..+N and a round-robin balancer (platform/src/cluster) on PLATFORM_PORT, so the
// site and everyone else reach them at one address.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

const dev = process.argv.includes('--dev');
const instancesArg = process.argv.indexOf('--instances');
const siteInstances = instancesArg === -1 ? 1 : Number(process.argv[instancesArg + 1]);
if (!Number.isInteger(siteInstances) || siteInstances < 1 || siteInstances > 8) {
  console.error('[run] --instances takes a number from 1 to 8');
  process.exit(2);
}
if (siteInstances > 1 && (dev || !process.env.REDIS_URL)) {
  console.error('[run] several instances need the production build and REDIS_URL (their shared page cache)');
  process.exit(2);
}
const build = process.argv.includes('--build');
const host = process.env.HOST || '127.0.0.1';
const sitePort = process.env.PORT || '3000';
const platformPort = process.env.PLATFORM_PORT || '4000';
const platformUrl = process.env.PLATFORM_URL || `http://127.0.0.1:${platformPort}`;
const platformInstances = Number(process.env.PLATFORM_INSTANCES || '1');
if (!Number.isInteger(platformInstances) || platformInstances < 1 || platformInstances > 16) {
  console.error(`[run] PLATFORM_INSTANCES must be an integer 1-16, got '${process.env.PLATFORM_INSTANCES}'`);
  process.exit(1);
}
if (platformInstances > 1 && !process.env.DATABASE_URL) {
  console.error('[run] PLATFORM_INSTANCES > 1 needs PostgreSQL (DATABASE_URL): instances share one database');
  process.exit(1);
}

// Content changed through the platform's admin endpoints is announced to the site's receiver
// (pages/api/site/revalidate.ts) with a shared secret: the given one, else one made for this run.
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('hex');
const siteRevalidateUrl = process.env.SITE_REVALIDATE_URL || `http://127.0.0.1:${sitePort}/api/site/revalidate`;

const env = { ...process.env, PLATFORM_URL: platformUrl, REVALIDATE_SECRET: revalidateSecret };
const children = [];

function start(name, command, args, extraEnv) {
  // Each child leads its own process group so that stopping reaches everything it started.
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv }, detached: true });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[run] ${name} exited (${signal || code}); stopping.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

/** A round-robin balancer (platform/src/cluster, plain HTTP) on `port` in front of instances on `ports`. */
function startBalancer(name, port, ports) {
  start(name, `${BIN}/tsx`, ['platform/src/cluster/main.ts', port, ...ports.map((p) => `http://127.0.0.1:${p}`)]);
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const BIN = 'node_modules/.bin';
const tsxArgs = dev ? ['watch', 'platform/src/main.ts'] : ['platform/src/main.ts'];
// The platform refuses state-changing requests from other origins; the site's own is allowed.
const siteOrigin = process.env.SITE_ORIGIN || `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`;
const platformEnv = { HOST: '127.0.0.1', SITE_ORIGIN: siteOrigin, SITE_REVALIDATE_URL: siteRevalidateUrl };
if (platformInstances === 1) {
  start('platform', `${BIN}/tsx`, tsxArgs, { ...platformEnv, PORT: platformPort });
} else {
  const ports = Array.from({ length: platformInstances }, (_, i) => String(Number(platformPort) + 1 + i));
  // The first instance migrates and seeds; the others start on the ready database.
  for (const [i, port] of ports.entries()) {
    start(`platform ${i + 1}`, `${BIN}/tsx`, tsxArgs, { ...platformEnv, PORT: port });
    if (i === 0) await waitForHealth(`http://127.0.0.1:${port}/health`, 60_000);
  }
  await Promise.all(ports.map((port) => waitForHealth(`http://127.0.0.1:${port}/health`, 60_000)));
  startBalancer('platform balancer', platformPort, ports);
}
await waitForHealth(`${platformUrl}/health`, 60_000);
console.log(`[run] platform ready at ${platformUrl}${platformInstances > 1 ? ` (${platformInstances} instances behind a balancer)` : ''}`);

if (build && !dev) {
  const result = spawnSync(`${BIN}/next`, ['build'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('[run] next build failed');
    stop(result.status || 1);
    await new Promise(() => {}); // wait here for stop() to exit
  }
}

// Production runs Next behind scripts/site-server.mjs, which gives the platform the real client address.
const siteServer = (port, listenHost, extraArgs = []) =>
  start(`site ${port}`, process.execPath, ['scripts/site-server.mjs', ...extraArgs], { PORT: port, HOST: listenHost, NODE_ENV: 'production' });
if (dev) {
  start('site', `${BIN}/next`, ['dev', '-p', sitePort, '-H', host], { PORT: sitePort });
} else if (siteInstances === 1) {
  siteServer(sitePort, host);
} else {
  const ports = Array.from({ length: siteInstances }, (_, i) => String(Number(sitePort) + 1 + i));
  // Behind our balancer, each instance takes the client address the balancer adds.
  // They listen on loopback only: nobody but the balancer reaches them.
  for (const port of ports) siteServer(port, '127.0.0.1', ['--behind-balancer']);
  await Promise.all(ports.map((port) => waitForHealth(`http://127.0.0.1:${port}/fi`, 120_000)));
  startBalancer('site balancer', sitePort, ports);
}
await waitForHealth(`http://127.0.0.1:${sitePort}/fi`, 120_000).catch((error) => {
  console.error(`[run] ${error.message}`);
});
console.log(`[run] site ready at http://localhost:${sitePort}`);
