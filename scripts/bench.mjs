#!/usr/bin/env node
// `npm run bench`: builds the site, starts the production server with the platform, and measures
// in one run, against a bare page of the same build (the floor):
//   - requests per second and p50/p99 latency of server-rendered pages (autocannon, loopback only,
//     bounded in time),
//   - first-load JavaScript (gzip) of each page: the scripts its HTML makes the browser load.
// Figures are ratios against the floor measured in the same run; nothing here is a test.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const SITE = 'http://127.0.0.1:3000';
const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

/** Pages to measure; the first is the floor. Extend as pages are built. */
const PAGES = [
  { name: 'bare page (floor)', path: '/fi/bench-floor' },
  { name: 'home', path: '/fi' },
  { name: 'login', path: '/fi/kirjaudu' },
  { name: 'slots index', path: '/fi/pelit' },
  { name: 'slots group', path: '/fi/pelit/1/popular' },
  { name: 'news article', path: '/fi/uutiset/nordic-tales-collection' },
];

// run.mjs --build builds the site while the platform runs, then serves the production build.
const server = spawn('node', ['scripts/run.mjs', ...(process.argv.includes('--no-build') ? [] : ['--build'])], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL || '', DATA_DIR: path.join(os.tmpdir(), `casino-bench-${Date.now()}`) },
  detached: true,
});

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`${url} did not come up`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function firstLoadJs(pagePath) {
  const html = await (await fetch(SITE + pagePath)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let total = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, SITE))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total;
}

try {
  await waitFor(`${SITE}/fi`, 300_000);
  const rows = [];
  for (const page of PAGES) {
    // Warm up the route before measuring it.
    for (let i = 0; i < 20; i += 1) await fetch(SITE + page.path);
    const result = await load(SITE + page.path);
    const js = await firstLoadJs(page.path);
    rows.push({
      page: page.name,
      path: page.path,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      js,
    });
  }
  const floor = rows[0];
  const fmt = (n, d = 0) => n.toFixed(d);
  console.log(`\nServer rendering, ${CONNECTIONS} connections for ${DURATION_S} s each, ${os.cpus().length} cores; ratios against the floor\n`);
  console.log('| page | path | req/s | × floor | p50 ms | p99 ms | non-2xx | first-load JS gzip KiB | × floor |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.path} | ${fmt(r.rps)} | ${fmt(r.rps / floor.rps, 2)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${fmt(r.js / 1024, 1)} | ${fmt(r.js / floor.js, 2)} |`,
    );
  }
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
