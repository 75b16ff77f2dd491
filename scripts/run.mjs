#!/usr/bin/env node
// Runs the platform and the site together:
//   node scripts/run.mjs           the platform and the last production build of the site
//   node scripts/run.mjs --build   the same, building the site first while the platform runs, so
//                                  that statically generated pages carry real CMS content
//                                  (`npm start`, the browser tests and the bench use this)
//   node scripts/run.mjs --dev     both with reload
//   node scripts/run.mjs --instances 2
//                                  N production site instances (ports PORT+1..PORT+N) behind one
//                                  address (PORT, round robin); needs REDIS_URL, which they share
//                                  as their page cache (cache-handler.mjs)
// The platform migrates and seeds its database on first start.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const dev = process.argv.includes('--dev');
const instancesArg = process.argv.indexOf('--instances');
const instances = instancesArg === -1 ? 1 : Number(process.argv[instancesArg + 1]);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  console.error('[run] --instances takes a number from 1 to 8');
  process.exit(2);
}
if (instances > 1 && (dev || !process.env.REDIS_URL)) {
  console.error('[run] several instances need the production build and REDIS_URL (their shared page cache)');
  process.exit(2);
}
const build = process.argv.includes('--build');
const host = process.env.HOST || '127.0.0.1';
const sitePort = process.env.PORT || '3000';
const platformPort = process.env.PLATFORM_PORT || '4000';
const platformUrl = process.env.PLATFORM_URL || `http://127.0.0.1:${platformPort}`;

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
start('platform', `${BIN}/tsx`, tsxArgs, { PORT: platformPort, HOST: '127.0.0.1', SITE_ORIGIN: siteOrigin, SITE_REVALIDATE_URL: siteRevalidateUrl });
await waitForHealth(`${platformUrl}/health`, 60_000);
console.log(`[run] platform ready at ${platformUrl}`);

if (build && !dev) {
  const result = spawnSync(`${BIN}/next`, ['build'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('[run] next build failed');
    stop(result.status || 1);
    await new Promise(() => {}); // wait here for stop() to exit
  }
}

/** One address in front of the instances: each request goes to the next one in turn. */
function balance(ports) {
  let turn = 0;
  const server = http.createServer((req, res) => {
    const port = ports[turn++ % ports.length];
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.listen(Number(sitePort), host);
}

if (instances > 1) {
  const ports = Array.from({ length: instances }, (_, i) => String(Number(sitePort) + 1 + i));
  for (const port of ports) {
    start(`site ${port}`, `${BIN}/next`, ['start', '-p', port, '-H', '127.0.0.1'], { PORT: port });
  }
  await Promise.all(ports.map((port) => waitForHealth(`http://127.0.0.1:${port}/fi`, 120_000)));
  balance(ports);
} else {
  const nextArgs = dev ? ['dev', '-p', sitePort, '-H', host] : ['start', '-p', sitePort, '-H', host];
  start('site', `${BIN}/next`, nextArgs, { PORT: sitePort });
}
await waitForHealth(`http://127.0.0.1:${sitePort}/fi`, 120_000).catch((error) => {
  console.error(`[run] ${error.message}`);
});
console.log(`[run] site ready at http://localhost:${sitePort}`);
