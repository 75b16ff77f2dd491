/**
 * The embedded default (`npm start`: scripts/run.mjs, one platform and one site, no front) as an
 * operator or a support desk reads it, on the site's production build and a fresh SQLite database:
 * - a call through the site's /api rewrite has one id: the site makes it (no front here), the
 *   platform believes it (the rewrite comes from this machine), the answer names it once, and the
 *   site's and the platform's log lines of that call carry it;
 * - a page that fails (the platform stopped answering while an article is rendered for the first
 *   time) is answered 500 and logged by the site as `request failed` with its id.
 * The platform runs where the build's /api rewrite sends (Next fixes rewrites at build time:
 * `npm start` builds with its PLATFORM_PORT, the browser tests with E2E_PLATFORM_PORT, 4000 by
 * default), so that port must be free. Needs the site's production build (as the topology test).
 *
 *   npx jest -c deploy/test/jest.config.js deploy/test/embedded.test.ts
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitReady } from '../cluster.mjs';
import { ROOT, builtPlatformUrl, siteBuilt } from '../build.mjs';
import { freePort } from '../../platform/scripts/instances';
import { linesWith } from './harness';

jest.setTimeout(600_000);

/** The port of the platform the build's /api rewrite sends to. */
function rewrittenPlatformPort(): number {
  const url = builtPlatformUrl();
  if (!url) throw new Error("the build's routes manifest has no /api rewrite");
  return Number(new URL(url).port);
}

/** Whether something accepts connections on 127.0.0.1:port. */
const taken = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

describe('the embedded default (scripts/run.mjs): request ids through the site and the platform', () => {
  let run: ChildProcess | undefined;
  let dataDir = '';
  let site = '';
  let output = '';
  /** What run.mjs and its two children wrote to stdout and stderr so far. */
  const log = () => output;
  /** The JSON lines naming `id`, once there are `count` of them (at most 10 s). */
  const loggedWith = async (id: string, count: number) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const lines = linesWith(output, id);
      if (lines.length >= count) return lines;
      if (Date.now() > deadline) throw new Error(`${count} log lines naming ${id} expected, found ${JSON.stringify(lines)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    if (!siteBuilt()) throw new Error('no production build of the site: run `npm run build` first');
    const platformPort = rewrittenPlatformPort();
    if (await taken(platformPort))
      throw new Error(`port ${platformPort}, where the build's /api rewrite sends, is taken: stop what listens there`);
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      LOG_LEVEL: 'info',
    };
    // The embedded default as `npm start` runs it: no Redis, no metrics listener, not jest's NODE_ENV.
    for (const name of ['NODE_ENV', 'REDIS_URL', 'PLATFORM_URL', 'METRICS_PORT', 'SITE_METRICS_PORT', 'SITE_ORIGIN']) delete env[name];
    run = spawn(process.execPath, [path.join(ROOT, 'scripts', 'run.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    run.stdout?.on('data', (chunk) => (output += chunk));
    run.stderr?.on('data', (chunk) => (output += chunk));
    try {
      await waitReady(`${site}/fi`, 300_000, { name: 'scripts/run.mjs', child: run });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`);
    }
  });

  afterAll(async () => {
    if (run && run.exitCode === null && run.signalCode === null) {
      const exited = new Promise((resolve) => run?.once('exit', resolve));
      run.kill('SIGTERM');
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a call through the site's /api rewrite has one id: the answer's, the site's log line's and the platform's", async () => {
    const password = `wrong-${randomUUID()}`;
    const res = await fetch(`${site}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password }),
    });
    expect(res.status).toBe(401);
    // One id, made by the site (no front before it), the platform's answer naming the same one.
    const id = res.headers.get('x-request-id') as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await loggedWith(id, 2);
    expect(lines).toEqual(
      expect.arrayContaining([
        // The site's line: the path it was asked (a proxied call has no page pattern).
        expect.objectContaining({ reqId: id, msg: 'request', method: 'POST', path: '/api/login', status: 401 }),
        // The platform's: its route pattern and the product error code.
        expect.objectContaining({ reqId: id, msg: 'request', method: 'POST', route: '/login', status: 401, code: expect.any(Number) }),
      ]),
    );
    expect(lines.every((line) => line.reqId === id)).toBe(true);
    expect(log()).not.toContain(password);
  });

  it('a page that fails is answered 500 and logged by the site as `request failed` with its id', async () => {
    // The platform stops answering (SIGSTOP: its connections open, nothing answered) while an
    // article nobody opened yet is rendered: the CMS call gives up after its 4 s, the page fails.
    const platform = spawnSync('pgrep', ['-P', String(run?.pid), '-f', 'platform/dist/main.js'], { encoding: 'utf8' });
    const platformPid = Number(platform.stdout.trim().split('\n')[0]);
    expect(platformPid).toBeGreaterThan(0);
    const slug = `missing-${randomUUID().slice(0, 8)}`;
    process.kill(platformPid, 'SIGSTOP');
    const res = await fetch(`${site}/fi/uutiset/${slug}`).finally(() => process.kill(platformPid, 'SIGCONT'));
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id') as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await loggedWith(id, 2);
    expect(lines).toEqual(
      expect.arrayContaining([
        // Next names the page without its locale prefix, and the error that failed it.
        expect.objectContaining({
          reqId: id,
          level: 50,
          msg: 'request failed',
          path: `/uutiset/${slug}`,
          route: '/news/[slug]',
          routeType: 'render',
          err: expect.objectContaining({ message: expect.stringContaining('timeout') }),
        }),
        expect.objectContaining({ reqId: id, msg: 'request', path: `/fi/uutiset/${slug}`, status: 500 }),
      ]),
    );
    // Served again once the platform answers: the same article is a plain 404 now.
    expect((await fetch(`${site}/fi/uutiset/${slug}`)).status).toBe(404);
  });
});

it('scripts/run.mjs refuses a build made for another platform address, before starting anything', async () => {
  const other = await freePort();
  const refused = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'run.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PLATFORM_PORT: String(other), PLATFORM_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(refused.status).toBe(2);
  expect(refused.stderr).toContain(`not to this run's platform at http://127.0.0.1:${other}`);
  expect(await taken(other)).toBe(false);
});
