#!/usr/bin/env node
// Runs the platform and the site together, the embedded default (one of each, no front):
//   node scripts/run.mjs           the platform's build (node platform/dist/main.js, built first when
//                                  missing or older than its sources) and the last production build
//                                  of the site (`next start`)
//   node scripts/run.mjs --build   the same, building both first: the platform, then the site while
//                                  the platform runs, so that statically generated pages carry real
//                                  CMS content (`npm start`, the browser tests and the bench use this)
//   node scripts/run.mjs --dev     both with reload (tsx watch, next dev)
// The platform migrates and seeds its database on first start. Several instances behind a front
// are `npm run cluster` (deploy/cluster.mjs, nginx); see deploy/README.md.
//
// Settings (environment): PORT (the site, 3000), HOST (the site's listen address, 127.0.0.1),
// PLATFORM_PORT (4000), PLATFORM_URL, REVALIDATE_SECRET (one is made for the run when unset),
// SITE_REVALIDATE_URL, SITE_ORIGIN; everything else is passed on to both.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PLATFORM_MAIN, ROOT, buildPlatform, buildSite, builtPlatformUrl } from '../deploy/build.mjs';

process.chdir(ROOT);

const dev = process.argv.includes('--dev');
const build = process.argv.includes('--build');
if (process.argv.includes('--instances') || Number(process.env.PLATFORM_INSTANCES || '1') > 1) {
  console.error('[run] several instances run behind the front: `npm run cluster` (deploy/README.md)');
  process.exit(2);
}
const host = process.env.HOST || '127.0.0.1';
const sitePort = process.env.PORT || '3000';
const platformPort = process.env.PLATFORM_PORT || '4000';
const platformUrl = process.env.PLATFORM_URL || `http://127.0.0.1:${platformPort}`;

// Content changed through the platform's admin endpoints is announced to the site's receiver
// (pages/api/site/revalidate.ts) with a shared secret: the given one, else one made for this run.
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('hex');
const siteRevalidateUrl = process.env.SITE_REVALIDATE_URL || `http://127.0.0.1:${sitePort}/api/site/revalidate`;

const env = { ...process.env, PLATFORM_URL: platformUrl, REVALIDATE_SECRET: revalidateSecret };

// Next writes the site's /api rewrite into the build: a build made for another platform address
// would send the browser's calls there. Refused before anything starts, with what to run instead.
if (!build && !dev) {
  const built = builtPlatformUrl();
  if (built && new URL(built).origin !== new URL(platformUrl).origin) {
    console.error(
      `[run] the site's build sends /api to ${built}, not to this run's platform at ${platformUrl}: build again (node scripts/run.mjs --build, or npm start)`,
    );
    process.exit(2);
  }
}
const children = [];
const BIN = 'node_modules/.bin';

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
  // Each drains within 10 s (docs/decisions.md#graceful-shutdown).
  setTimeout(() => process.exit(code), 12_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
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

// The platform refuses state-changing requests from other origins; the site's own is allowed.
const siteOrigin = process.env.SITE_ORIGIN || `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`;
const platformEnv = { HOST: '127.0.0.1', PORT: platformPort, SITE_ORIGIN: siteOrigin, SITE_REVALIDATE_URL: siteRevalidateUrl };
if (dev) {
  start('platform', `${BIN}/tsx`, ['watch', 'platform/src/main.ts'], platformEnv);
} else {
  try {
    buildPlatform({ force: build, log: (message) => console.log(`[run] ${message}`) });
  } catch (error) {
    console.error(`[run] ${error.message}`);
    process.exit(1);
  }
  start('platform', process.execPath, [PLATFORM_MAIN], platformEnv);
}
await waitForHealth(`${platformUrl}/health/ready`, 60_000);
console.log(`[run] platform ready at ${platformUrl}`);

if (build && !dev) {
  try {
    buildSite(env, { log: (message) => console.log(`[run] ${message}`) });
  } catch (error) {
    console.error(`[run] ${error.message}`);
    stop(1);
    await new Promise(() => {}); // wait here for stop() to exit
  }
}

if (dev) {
  start('site', `${BIN}/next`, ['dev', '-p', sitePort, '-H', host], { PORT: sitePort });
} else {
  // Next's own server. NEXT_MANUAL_SIG_HANDLE: the site drains on SIGTERM itself
  // (lib/server/lifecycle.ts, which also passes the client's address to the platform).
  start('site', `${BIN}/next`, ['start', '-p', sitePort, '-H', host], {
    PORT: sitePort,
    NODE_ENV: 'production',
    NEXT_MANUAL_SIG_HANDLE: 'true',
  });
}
await waitForHealth(`http://127.0.0.1:${sitePort}/fi`, 120_000).catch((error) => {
  console.error(`[run] ${error.message}`);
});
console.log(`[run] site ready at http://localhost:${sitePort}`);
