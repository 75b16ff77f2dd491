#!/usr/bin/env node
// `npm run bench`: builds the site and the bare app (bench/bare-app) once, starts both (the site
// with the platform on a fresh SQLite database) and prints one table from one run:
//   - requests per second and p99 latency of each page (autocannon, 32 connections, loopback only,
//     bounded in time) against the bare app's page measured right before it (the machine is
//     shared, so each page gets its own baseline from the same minute), and the server's CPU time
//     per request (from /proc, for both servers: the figure least moved by other load),
//   - first-load JavaScript (gzip) of each page: the scripts its HTML makes the browser load; and
//     of every other route in one line (the goal: no page over 190 kB),
//   - page data: the page's __NEXT_DATA__ (gzip and raw),
//   - Lighthouse mobile scores (default mobile emulation and throttling) of the home page, the
//     slots index, a slots group and a news article, driving Debian's Chromium.
// Figures are read as ratios against the bare app of the same run; nothing here is a test.
//
//   node scripts/bench.mjs                 build both, measure, print
//   node scripts/bench.mjs --no-build      measure the last builds (NEXT_DIST_DIR for the site)
//   node scripts/bench.mjs --out FILE      also write the table into FILE
//   node scripts/bench.mjs --observability the cost of the site's metrics and JSON request log: the
//                                          home page (pre-rendered) and search (rendered per request)
//                                          on two more site servers of the same build and platform,
//                                          started alike, one with SITE_METRICS_PORT and
//                                          LOG_LEVEL=info, one with neither (LOG_LEVEL=warn),
//                                          measured in turns (BENCH_ROUNDS)
//
// Settings (environment): BENCH_SECONDS (5 per page), BENCH_CONNECTIONS (32), BENCH_SITE_PORT
// (3000), BENCH_PLATFORM_PORT (4000), BENCH_BARE_PORT (3001), BENCH_DATABASE_URL (empty: SQLite),
// BENCH_LIGHTHOUSE (0 skips Lighthouse), CHROME_PATH (/usr/bin/chromium); with --observability
// BENCH_OBSERVED_PORT (3002, the site with metrics and logs), BENCH_QUIET_PORT (3003, without),
// BENCH_METRICS_PORT (3004) and BENCH_ROUNDS (3).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { describeMachine } from './machine.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BARE_DIR = path.join(ROOT, 'bench', 'bare-app');
const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next');

const SITE_PORT = Number(process.env.BENCH_SITE_PORT || 3000);
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT || 4000);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT || 3001);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const WARM_UP_REQUESTS = 10;
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const BUILD = !process.argv.includes('--no-build');
const OBSERVABILITY = process.argv.includes('--observability');
const OBSERVED_PORT = Number(process.env.BENCH_OBSERVED_PORT || 3002);
const QUIET_PORT = Number(process.env.BENCH_QUIET_PORT || 3003);
const METRICS_PORT = Number(process.env.BENCH_METRICS_PORT || 3004);
const OBSERVED = `http://127.0.0.1:${OBSERVED_PORT}`;
const QUIET = `http://127.0.0.1:${QUIET_PORT}`;
/** Rounds of the observability comparison: each page on each server in turns, so both see the same minutes. */
const OBSERVABILITY_ROUNDS = Number(process.env.BENCH_ROUNDS || 3);

/** The measured pages; `lighthouse` marks the ones Lighthouse scores. */
const PAGES = [
  { name: 'home', path: '/fi', lighthouse: true },
  { name: 'slots index', path: '/fi/pelit', lighthouse: true },
  { name: 'slots group', path: '/fi/pelit/1/popular', lighthouse: true },
  { name: 'live-casino group', path: '/fi/livekasino/21/live-roulette' },
  { name: 'suppliers', path: '/fi/pelivalmistajat' },
  { name: 'provider', path: '/fi/pelivalmistaja/1/cinderwick-live' },
  { name: 'news list', path: '/fi/uutiset' },
  { name: 'news article', path: '/fi/uutiset/aurum-casino-opens', lighthouse: true },
  { name: 'CMS page', path: '/fi/tietoa/terms' },
  { name: 'search results', path: '/fi/haku?q=book' },
  { name: 'game play', path: '/fi/peli/ancient-jungle/pelaa' },
];
const BARE_PAGE = { name: 'bare app (baseline)', path: '/fi', lighthouse: true };
/** Every other route, for its first-load JS only (the goal: no page over 190 kB). */
const SIZE_ONLY_PAGES = [
  ['login', '/fi/kirjaudu'],
  ['forgot password', '/fi/kirjaudu/unohtunut-salasana'],
  ['registration', '/fi/rekisteroidy'],
  ['verify email', '/fi/vahvista-sahkoposti'],
  ['campaigns', '/fi/kampanjat'],
  ['limits', '/fi/profiili/rajat'],
  ['your play', '/fi/profiili/pelaamisesi'],
  ['transactions', '/fi/profiili/tapahtumat/talletukset'],
  ['bonus wheel', '/fi/bonuspyora'],
  ['bonus game', '/fi/bonuspeli'],
  ['gold rush', '/fi/kultajahti'],
  ['favourites', '/fi/pelit/suosikit'],
  ['last played', '/fi/pelit/viimeksi-pelatut'],
  ['live casino', '/fi/livekasino'],
];

const children = [];
function start(command, args, options) {
  // Each child leads its own process group, so stopping it reaches what it started.
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true, ...options });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
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
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const gzipSize = (text) => gzipSync(text).length;

/** The script URLs a page makes the browser load: its tags, or a pre-rendered page's list for the CSP loader. */
function scriptSources(html) {
  const sources = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  const list = html.match(/<script type="application\/json" id="__SITE_SCRIPTS__">([\s\S]*?)<\/script>/)?.[1];
  if (list) for (const script of JSON.parse(list).scripts) if (!script.noModule) sources.add(script.src);
  return sources;
}

/** First-load JS (gzip), HTML and page data (__NEXT_DATA__, raw and gzip) of one page. */
async function sizes(origin, pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
  const sources = scriptSources(html);
  let js = 0;
  for (const src of sources) js += gzipSize(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()));
  const data = html.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
  return { js, data: Buffer.byteLength(data), dataGzip: gzipSize(data), html: Buffer.byteLength(html) };
}

/** CPU time (user + system, ms) a process has used so far (Linux /proc; NaN elsewhere). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** The pid of the process serving the site: run.mjs's child running `next start` (titled `next-server`). */
function siteServerPid(runPid) {
  const ps = spawnSync('ps', ['-eo', 'pid=,ppid=,args=']).stdout.toString().trim().split('\n');
  const rows = ps
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, ...args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args.join(' ') }));
  return rows.find((row) => row.ppid === runPid && /\bnext start\b|^next-server\b/.test(row.args))?.pid;
}

async function measure(origin, page, pid) {
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await fetch(origin + page.path).then((r) => r.arrayBuffer());
  const cpuBefore = cpuMs(pid);
  const result = await load(origin + page.path);
  return {
    ...page,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cpu: (cpuMs(pid) - cpuBefore) / result.requests.total,
    ...(await sizes(origin, page.path)),
  };
}

/** Lighthouse mobile (its default config) of each URL, one Chromium for all, one run each. */
async function lighthouseScores(urls) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const scores = new Map();
  try {
    for (const url of urls) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        maxWaitForLoad: 45_000,
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      scores.set(url, {
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector,
      });
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

function table(bare, rows, scores) {
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const fix = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  // Six Lighthouse cells, empty for the pages it does not score.
  const lh = (page, origin) => {
    const s = page.lighthouse ? scores.get(origin + page.path) : undefined;
    const cells = s ? [s.performance, s.accessibility, s.seo, fix(s.lcp / 1000, 2), fix(s.tbt), fix(s.cls, 3)] : ['', '', '', '', '', ''];
    return cells.join(' | ');
  };
  const lines = [
    `| page | path | req/s | × bare | p99 ms | × bare | CPU ms/req | × bare | non-2xx | HTML kB | first-load JS kB | × bare | page data kB (raw) | LH perf | a11y | SEO | LCP s | TBT ms | CLS |`,
    `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  // Each site page against the bare page measured right before it (r.bare); the bare row shows their mean.
  const row = (r, origin, base) =>
    `| ${r.name} | ${r.path} | ${fix(r.rps)} | ${base ? fix(r.rps / base.rps, 2) : '1.00'} | ${r.p99} | ${base ? fix(r.p99 / base.p99, 2) : '1.00'} | ${fix(
      r.cpu,
      2,
    )} | ${base ? fix(r.cpu / base.cpu, 2) : '1.00'} | ${r.non2xx} | ${kb(r.html)} | ${kb(r.js)} | ${base ? fix(r.js / bare.js, 2) : '1.00'} | ${kb(
      r.dataGzip,
    )} (${kb(r.data)}) | ${lh(r, origin)} |`;
  lines.push(row(bare, BARE, null));
  for (const r of rows) lines.push(row(r, SITE, r.bare));
  return lines.join('\n');
}

/** `--out FILE`: the table alone, in a file of its own (the last run's table; nothing else is rewritten). */
function writeTable(text) {
  const at = process.argv.indexOf('--out');
  const file = process.argv[at + 1];
  if (!file || file.startsWith('--')) throw new Error('--out needs a file name');
  fs.writeFileSync(path.resolve(file), `${text}\n`);
}

/**
 * --observability: each page on a site server with metrics and the request log (`OBSERVED`) and on
 * one without them (`QUIET`), both started alike on the same build and platform, in turns; then one table of the means. The request ids (an
 * AsyncLocalStorage entered per request) are on in both.
 */
async function observabilityTable(observedPid, quietPid) {
  const pages = PAGES.filter((p) => p.name === 'home' || p.name === 'search results');
  const runs = new Map(pages.map((p) => [p.name, { on: [], off: [] }]));
  for (let round = 0; round < OBSERVABILITY_ROUNDS; round += 1) {
    for (const page of pages) {
      const [first, second] = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const which of [first, second]) {
        const result = which === 'on' ? await measure(OBSERVED, page, observedPid) : await measure(QUIET, page, quietPid);
        runs.get(page.name)[which].push(result);
      }
    }
  }
  const scrape = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const rendered = scrape.match(/^site_page_render_seconds_count\{route="\/search",kind="page"\} (\d+)/m)?.[1];
  const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
  const fix = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  const lines = [
    `| page | req/s on | req/s off | on/off | CPU ms/req on | CPU ms/req off | on/off | p99 ms on | p99 ms off | non-2xx |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  for (const page of pages) {
    const { on, off } = runs.get(page.name);
    const [rpsOn, rpsOff, cpuOn, cpuOff] = [mean(on, 'rps'), mean(off, 'rps'), mean(on, 'cpu'), mean(off, 'cpu')];
    lines.push(
      `| ${page.name} ${page.path} | ${fix(rpsOn)} | ${fix(rpsOff)} | ${fix(rpsOn / rpsOff, 3)} | ${fix(cpuOn, 3)} | ${fix(cpuOff, 3)} | ${fix(
        cpuOn / cpuOff,
        3,
      )} | ${fix(mean(on, 'p99'))} | ${fix(mean(off, 'p99'))} | ${[...on, ...off].reduce((n, r) => n + r.non2xx, 0)} |`,
    );
  }
  return [
    `Site metrics and JSON request log on (SITE_METRICS_PORT, LOG_LEVEL=info) and off (LOG_LEVEL=warn), same build and platform, ${CONNECTIONS} connections for ${DURATION_S} s a page, ${OBSERVABILITY_ROUNDS} rounds in turns (means); the metrics counted ${rendered ?? '?'} search renders.`,
    '',
    ...lines,
  ].join('\n');
}

const began = Date.now();
try {
  if (BUILD && !OBSERVABILITY) {
    console.error('[bench] building the bare app');
    const bare = spawnSync(NEXT_BIN, ['build'], { cwd: BARE_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
    if (bare.status !== 0) throw new Error('the bare app did not build');
  }
  // run.mjs --build builds the site while the platform runs (pre-rendered pages carry real CMS
  // content), then serves the production build.
  console.error(`[bench] ${BUILD ? 'building and ' : ''}starting the site`);
  const site = start('node', ['scripts/run.mjs', ...(BUILD ? ['--build'] : [])], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      DATABASE_URL: process.env.BENCH_DATABASE_URL || '',
      DATA_DIR: path.join(os.tmpdir(), `casino-bench-${Date.now()}`),
    },
  });
  // The bare app is the full table's baseline; the observability comparison is its own.
  const bareApp = OBSERVABILITY
    ? null
    : start(NEXT_BIN, ['start', '-p', String(BARE_PORT), '-H', '127.0.0.1'], {
        cwd: BARE_DIR,
        env: { ...process.env, NODE_ENV: 'production' },
      });
  if (bareApp) await waitFor(`${BARE}/fi`, 60_000);
  await waitFor(`${SITE}/fi`, 600_000);
  const built = Date.now();

  console.error('[bench] measuring requests per second');
  const sitePid = siteServerPid(site.pid);
  if (OBSERVABILITY) {
    // Two more servers of the same build on the same platform, started alike but for what is measured.
    const server = (port, env) =>
      start(NEXT_BIN, ['start', '-p', String(port), '-H', '127.0.0.1'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', PLATFORM_URL: `http://127.0.0.1:${PLATFORM_PORT}`, ...env },
      });
    const observed = server(OBSERVED_PORT, { LOG_LEVEL: 'info', SITE_METRICS_PORT: String(METRICS_PORT) });
    const quiet = server(QUIET_PORT, { LOG_LEVEL: 'warn', SITE_METRICS_PORT: '' });
    await waitFor(`${OBSERVED}/fi`, 120_000);
    await waitFor(`${QUIET}/fi`, 120_000);
    const text = await observabilityTable(observed.pid, quiet.pid);
    console.log(`\n${text}\n`);
    if (process.argv.includes('--out')) writeTable(text);
  } else {
    await fullTable(sitePid, bareApp, built);
  }
} finally {
  stopAll();
}

/** The bench's own table: every page against the bare app, sizes, Lighthouse. */
async function fullTable(sitePid, bareApp, built) {
  const rows = [];
  for (const page of PAGES) {
    const base = await measure(BARE, BARE_PAGE, bareApp.pid);
    rows.push({ ...(await measure(SITE, page, sitePid)), bare: base });
  }
  const mean = (key) => rows.reduce((sum, r) => sum + r.bare[key], 0) / rows.length;
  const bare = { ...rows[0].bare, rps: mean('rps'), p99: Math.round(mean('p99')), cpu: mean('cpu') };

  let scores = new Map();
  if (LIGHTHOUSE) {
    console.error('[bench] Lighthouse');
    scores = await lighthouseScores([BARE + BARE_PAGE.path, ...PAGES.filter((p) => p.lighthouse).map((p) => SITE + p.path)]);
  }

  const otherSizes = [];
  for (const [name, pagePath] of SIZE_ONLY_PAGES) otherSizes.push(`${name} ${((await sizes(SITE, pagePath)).js / 1000).toFixed(1)}`);

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const text = [
    `Bench of ${date} UTC on ${describeMachine()}.`,
    `${CONNECTIONS} connections for ${DURATION_S} s a page, each site page right after the bare page (× bare: against that one; the bare row is their mean); kB are 1000 bytes, gzip; Lighthouse mobile (default throttling) in Chromium; build ${
      BUILD ? `${Math.round((built - began) / 1000)} s` : 'reused'
    }, measuring ${Math.round((Date.now() - built) / 1000)} s.`,
    '',
    table(bare, rows, scores),
    '',
    `First-load JS (kB gzip) of the other routes: ${otherSizes.join(', ')}.`,
  ].join('\n');
  console.log(`\n${text}\n`);
  for (const [url, s] of scores) if (s.lcpElement) console.log(`LCP element of ${url}: ${s.lcpElement}`);
  if (process.argv.includes('--out')) writeTable(text);
}
