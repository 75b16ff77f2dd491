#!/usr/bin/env node
// Runs the platform and the site together:
//   node scripts/run.mjs           the platform and the last production build of the site
//                                  (served by scripts/site-server.mjs)
//   node scripts/run.mjs --build   the same, building the site first while the platform runs, so
//                                  that statically generated pages carry real CMS content
//                                  (`npm start`, the browser tests and the bench use this)
//   node scripts/run.mjs --dev     both with reload
// The platform migrates and seeds its database on first start.
// PLATFORM_INSTANCES=N (N > 1, PostgreSQL: DATABASE_URL) starts N platform instances on ports
// PLATFORM_PORT+1..+N and a round-robin balancer (platform/src/cluster) on PLATFORM_PORT, so the
// site and everyone else reach them at one address.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const dev = process.argv.includes('--dev');
const build = process.argv.includes('--build');
const host = process.env.HOST || '127.0.0.1';
const sitePort = process.env.PORT || '3000';
const platformPort = process.env.PLATFORM_PORT || '4000';
const platformUrl = process.env.PLATFORM_URL || `http://127.0.0.1:${platformPort}`;
const instances = Number(process.env.PLATFORM_INSTANCES || '1');
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error(`[run] PLATFORM_INSTANCES must be an integer 1-16, got '${process.env.PLATFORM_INSTANCES}'`);
  process.exit(1);
}
if (instances > 1 && !process.env.DATABASE_URL) {
  console.error('[run] PLATFORM_INSTANCES > 1 needs PostgreSQL (DATABASE_URL): instances share one database');
  process.exit(1);
}

const env = { ...process.env, PLATFORM_URL: platformUrl };
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
if (instances === 1) {
  start('platform', `${BIN}/tsx`, tsxArgs, { PORT: platformPort, HOST: '127.0.0.1', SITE_ORIGIN: siteOrigin });
} else {
  const ports = Array.from({ length: instances }, (_, i) => String(Number(platformPort) + 1 + i));
  // The first instance migrates and seeds; the others start on the ready database.
  for (const [i, port] of ports.entries()) {
    start(`platform ${i + 1}`, `${BIN}/tsx`, tsxArgs, { PORT: port, HOST: '127.0.0.1', SITE_ORIGIN: siteOrigin });
    if (i === 0) await waitForHealth(`http://127.0.0.1:${port}/health`, 60_000);
  }
  await Promise.all(ports.map((port) => waitForHealth(`http://127.0.0.1:${port}/health`, 60_000)));
  start('balancer', `${BIN}/tsx`, ['platform/src/cluster/main.ts', platformPort, ...ports.map((port) => `http://127.0.0.1:${port}`)]);
}
await waitForHealth(`${platformUrl}/health`, 60_000);
console.log(`[run] platform ready at ${platformUrl}${instances > 1 ? ` (${instances} instances behind a balancer)` : ''}`);

if (build && !dev) {
  const result = spawnSync(`${BIN}/next`, ['build'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('[run] next build failed');
    stop(result.status || 1);
    await new Promise(() => {}); // wait here for stop() to exit
  }
}

// Production runs Next behind scripts/site-server.mjs, which gives the platform the real client address.
if (dev) start('site', `${BIN}/next`, ['dev', '-p', sitePort, '-H', host], { PORT: sitePort });
else start('site', process.execPath, ['scripts/site-server.mjs'], { PORT: sitePort, HOST: host, NODE_ENV: 'production' });
await waitForHealth(`http://127.0.0.1:${sitePort}/fi`, 120_000).catch((error) => {
  console.error(`[run] ${error.message}`);
});
console.log(`[run] site ready at http://localhost:${sitePort}`);
